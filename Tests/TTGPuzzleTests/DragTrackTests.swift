import Foundation
import TTGGeometry
import TTGPuzzle
import TTGTestSupport
import Testing

@Suite struct DragTrackTests {
    static let count = 500

    @Test func humanDragsAreAcceptedAndScriptedOnesRejected() {
        var random = SyntheticDrags.Random(seed: 2026)
        var humanAccepted = 0
        var humanReasons: [String: Int] = [:]
        var humanScores: [DragTrackScore] = []
        for _ in 0..<Self.count {
            let score = SyntheticDrags.human(to: SyntheticDrags.target(&random), &random).score
            humanScores.append(score)
            if score.accepted { humanAccepted += 1 } else { humanReasons[score.reason!.rawValue, default: 0] += 1 }
        }
        var scriptedRejected = 0
        var byKind: [String: (rejected: Int, total: Int, reasons: Set<String>)] = [:]
        let kinds = SyntheticDrags.Kind.allCases
        for i in 0..<Self.count {
            let kind = kinds[i % kinds.count]
            let score = SyntheticDrags.scripted(kind, to: SyntheticDrags.target(&random), &random).score
            var entry = byKind[kind.rawValue] ?? (0, 0, [])
            entry.total += 1
            if let reason = score.reason {
                scriptedRejected += 1
                entry.rejected += 1
                entry.reasons.insert(reason.rawValue)
            }
            byKind[kind.rawValue] = entry
        }
        let humanRate = Double(humanAccepted) / Double(Self.count)
        let scriptedRate = Double(scriptedRejected) / Double(Self.count)
        print("drag tracks: human accepted \(humanAccepted)/\(Self.count), reasons \(humanReasons)")
        print(
            "  human extremes: peakSpeedRatio ≤ \(humanScores.map(\.peakSpeedRatio).max()!),",
            "timerShare ≤ \(humanScores.map(\.timerShare).max()!), yRange ≥ \(humanScores.map(\.yRange).min()!),",
            "speedVariation ≥ \(humanScores.map(\.speedVariation).min()!),",
            "accelerationFlips ≥ \(humanScores.map(\.accelerationFlips).min()!)")
        print("drag tracks: scripted rejected \(scriptedRejected)/\(Self.count)")
        for kind in kinds {
            let e = byKind[kind.rawValue]!
            print("  \(kind.rawValue): \(e.rejected)/\(e.total) rejected, as \(e.reasons.sorted())")
        }
        #expect(humanRate >= 0.95)
        #expect(scriptedRate >= 0.95)
    }

    @Test func eachScriptedKindBreaksItsRule() {
        var random = SyntheticDrags.Random(seed: 7)
        let expected: [(SyntheticDrags.Kind, Set<DragTrackReason>)] = [
            (.linear, [.constantVelocity]), (.jump, [.teleport]), (.flatY, [.flatY]),
            (.tooFast, [.tooFast, .tooFewPoints]), (.regularSampling, [.regularSampling]), (.ease, [.tooSmooth]),
        ]
        for (kind, reasons) in expected {
            let score = SyntheticDrags.scripted(kind, to: Point(176, 50), &random).score
            #expect(score.reason.map(reasons.contains) == true, "\(kind): \(score)")
        }
    }

    @Test func shortAndEmptyTracks() {
        #expect(DragTrack([]).score.reason == .tooFewPoints)
        let still = DragTrack((0..<40).map { .init(time: Double($0) * 17 + Double($0 % 3), x: 20, y: 20) })
        #expect(still.score.reason == .noMovement)
        let slow = DragTrack((0..<40).map { .init(time: Double($0) * 700, x: 20 + Double($0), y: 20) })
        #expect(slow.score.reason == .tooSlow)
        #expect(slow.duration == 27_300 && slow.distance == 39)
    }

    @Test func verifierChecksWhereTheTrackBeginsAndEnds() {
        var random = SyntheticDrags.Random(seed: 11)
        var track = SyntheticDrags.human(to: Point(176, 50), &random)
        let verifier = PuzzleVerifier(
            canvasSize: Size(320, 200), pieceSize: Size(100, 100), blank: Point(176, 50), start: Point(20, 20))
        #expect(track.score.accepted)
        #expect(verifier.judge(track, droppedAt: Point(176, 50)).accepted)
        #expect(verifier.judge(track, droppedAt: Point(178, 50)).reason == .endMismatch)
        #expect(track.score.overshoot > 1)
        for i in track.samples.indices { track.samples[i].x += 30 }
        #expect(verifier.judge(track, droppedAt: Point(206, 50)).reason == .startMismatch)
    }
}
