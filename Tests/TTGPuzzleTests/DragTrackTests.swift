import Foundation
import TTGGeometry
import TTGPuzzle
import Testing

/// Synthetic drags from a seeded generator: human-like ones (minimum-jerk motion, noise,
/// an overshoot and its correction, ~60 Hz with jittered timing) and scripted ones.
enum SyntheticDrags {
    struct Random {
        var generator: SplitMix64

        init(seed: UInt64) { generator = SplitMix64(seed: seed) }

        mutating func uniform(_ low: Double, _ high: Double) -> Double {
            low + (high - low) * Double(generator.next() >> 11) / Double(1 << 53)
        }

        /// Box–Muller.
        mutating func normal(_ sigma: Double) -> Double {
            let u = max(uniform(0, 1), 1e-12)
            let v = uniform(0, 1)
            return sigma * (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
        }
    }

    static let start = Point(20, 20)

    /// Minimum-jerk progress 0…1.
    static func minimumJerk(_ tau: Double) -> Double {
        let t = min(max(tau, 0), 1)
        return t * t * t * (10 - 15 * t + 6 * t * t)
    }

    /// Sample times from 0 to `duration`: ~60 Hz with jitter and the odd dropped frame, or a timer's.
    static func times(_ duration: Double, regular: Bool, _ random: inout Random) -> [Double] {
        var times = [0.0]
        while times.last! < duration {
            var dt = regular ? 1000 / 60 : max(4, 16.7 + random.normal(3))
            if !regular && random.uniform(0, 1) < 0.05 { dt += 16.7 }
            times.append(min(duration, times.last! + dt))
        }
        return times
    }

    /// A hand's drag to `target`: a minimum-jerk reach past it (or short of it) on x, a correction, y drift and tremor.
    static func human(
        to target: Point, _ random: inout Random, duration: Double? = nil, regular: Bool = false,
        flatY: Bool = false
    ) -> DragTrack {
        let total = duration ?? random.uniform(400, 3000)
        let reach = total * random.uniform(0.6, 0.85)
        // Most reaches go 2…15 points past and come back; a third stop 2…8 short and creep in.
        let past = random.uniform(0, 1) < 1.0 / 3 ? -random.uniform(2, 8) : random.uniform(2, 15)
        let overshoot = past * (target.x >= start.x ? 1 : -1)
        let yOvershoot = random.uniform(-3, 3)
        let xNoise = random.uniform(0.1, 0.6)
        let yNoise = random.uniform(0.2, 0.8)
        let ts = times(total, regular: regular, &random)
        var samples: [DragTrack.Sample] = []
        for (i, t) in ts.enumerated() {
            var x: Double
            var y: Double
            if t <= reach {
                let p = minimumJerk(t / reach)
                x = start.x + (target.x + overshoot - start.x) * p
                y = start.y + (target.y + yOvershoot - start.y) * p
            } else {
                let p = minimumJerk((t - reach) / (total - reach))
                x = target.x + overshoot * (1 - p)
                y = target.y + yOvershoot * (1 - p)
            }
            if i > 0 && i < ts.count - 1 {
                x += random.normal(xNoise)
                y += random.normal(yNoise)
            }
            samples.append(.init(time: t, x: x, y: flatY ? start.y : y))
        }
        return DragTrack(samples)
    }

    /// A random target: 40…200 points along, up to 30 up or down.
    static func target(_ random: inout Random) -> Point {
        Point(start.x + random.uniform(40, 200), start.y + random.uniform(-30, 30))
    }

    /// The scripted kinds, each a robot's way of faking a drag.
    enum Kind: String, CaseIterable {
        case linear, jump, flatY, tooFast, regularSampling, ease
    }

    static func scripted(_ kind: Kind, to target: Point, _ random: inout Random) -> DragTrack {
        let duration = random.uniform(400, 3000)
        switch kind {
        case .linear:
            let ts = times(duration, regular: false, &random)
            return DragTrack(
                ts.map {
                    let p = $0 / duration
                    return .init(time: $0, x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
                })
        case .jump:
            // Still, with a little tremor, then one leap to the target.
            let ts = times(duration, regular: false, &random)
            let leap = Int(random.uniform(0.2, 0.8) * Double(ts.count))
            return DragTrack(
                ts.enumerated().map { i, t in
                    let at = i < leap ? start : target
                    let last = i == ts.count - 1
                    return .init(
                        time: t, x: at.x + (last ? 0 : random.normal(0.5)), y: at.y + (last ? 0 : random.normal(0.5)))
                })
        case .flatY:
            return human(to: Point(target.x, start.y), &random, flatY: true)
        case .tooFast:
            return human(to: target, &random, duration: random.uniform(60, 280))
        case .regularSampling:
            return human(to: target, &random, regular: true)
        case .ease:
            // easeInOut cubic, no noise.
            let ts = times(duration, regular: false, &random)
            return DragTrack(
                ts.map {
                    let u = $0 / duration
                    let p = u < 0.5 ? 4 * u * u * u : 1 - pow(-2 * u + 2, 3) / 2
                    return .init(time: $0, x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
                })
        }
    }
}

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
