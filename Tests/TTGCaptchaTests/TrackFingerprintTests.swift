import TTGGeometry
import TTGPuzzle
import TTGTestSupport
import Testing

@testable import TTGCaptcha

/// Replays are caught and people are not mistaken for replays, on synthetic human drags.
@Suite struct TrackFingerprintTests {
    /// `track` moved to start at `start` and end at `end` (stretched along x, sheared along y so its
    /// wobble is kept), with positions jittered by up to `jitter` points and times by up to
    /// `milliseconds`: a bot reusing one accepted drag.
    static func replayed(
        _ track: DragTrack, from start: Point, to end: Point, jitter: Double, milliseconds: Double,
        _ random: inout SyntheticDrags.Random
    ) -> DragTrack {
        let (first, last) = (track.samples.first!, track.samples.last!)
        let stretch = (end.x - start.x) / (last.x - first.x)
        let shear = ((end.y - start.y) - (last.y - first.y)) / (last.x - first.x)
        return DragTrack(
            track.samples.enumerated().map { index, sample in
                let edge = index == 0 || index == track.samples.count - 1
                func noise(_ amount: Double) -> Double { edge ? 0 : random.uniform(-amount, amount) }
                return DragTrack.Sample(
                    time: sample.time + noise(milliseconds),
                    x: start.x + (sample.x - first.x) * stretch + noise(jitter),
                    y: start.y + (sample.y - first.y) + (sample.x - first.x) * shear + noise(jitter))
            })
    }

    /// Jittered by up to half a point and a millisecond, or by a point and two milliseconds (more
    /// than the slower hands' tremor), every replay is caught; by two points and three
    /// milliseconds, 199 of 200.
    @Test(arguments: [(0.5, 1.0, 200), (1.0, 2.0, 200), (2.0, 3.0, 199)])
    func replaysToOtherHolesAreNearDuplicates(jitter: Double, milliseconds: Double, expected: Int) throws {
        var random = SyntheticDrags.Random(seed: 7)
        var caught = 0
        for seed in 0..<50 {
            let original = CaptchaFixtures.drag(to: CaptchaFixtures.blank, seed: UInt64(seed))
            let fingerprint = try #require(TrackFingerprint(original))
            for _ in 0..<4 {
                let end = Point(random.uniform(90, 250), random.uniform(10, 130))
                let copy = Self.replayed(
                    original, from: CaptchaFixtures.start, to: end, jitter: jitter, milliseconds: milliseconds, &random)
                if TrackFingerprint(copy)!.isNearDuplicate(of: fingerprint) { caught += 1 }
            }
        }
        #expect(caught == expected)
    }

    /// Independent human-like drags to the same hole: none is taken for another's replay.
    @Test func independentDragsAreNotDuplicates() {
        let prints = (0..<300).map {
            TrackFingerprint(CaptchaFixtures.drag(to: CaptchaFixtures.blank, seed: UInt64(1000 + $0), duration: 1500))!
        }
        var pairs = 0
        var duplicates = 0
        for i in prints.indices {
            for j in prints.indices where j > i {
                pairs += 1
                if prints[i].isNearDuplicate(of: prints[j]) { duplicates += 1 }
            }
        }
        #expect(duplicates == 0, "\(duplicates) of \(pairs) pairs")
    }

    /// Independent drags of every length a person makes (0.5 to 2.5 s): of all the pairs a store
    /// would compare (those of one length), none is taken for a replay; the false-match rate is
    /// measured, and must stay under 0.1%.
    @Test func independentDragsOfEveryLengthAreNotDuplicates() {
        var random = SyntheticDrags.Random(seed: 11)
        var byLength: [Int: [TrackFingerprint]] = [:]
        for seed in 0..<3000 {
            let drag = CaptchaFixtures.drag(
                to: Point(random.uniform(90, 250), random.uniform(10, 130)), seed: UInt64(5000 + seed),
                duration: random.uniform(500, 2500))
            guard let print = TrackFingerprint(drag) else { continue }
            byLength[print.features.count, default: []].append(print)
        }
        var (pairs, duplicates) = (0, 0)
        for prints in byLength.values {
            for i in prints.indices {
                for j in prints.indices where j > i {
                    pairs += 1
                    if prints[i].isNearDuplicate(of: prints[j]) { duplicates += 1 }
                }
            }
        }
        #expect(pairs > 30_000)
        #expect(Double(duplicates) <= Double(pairs) * 0.001, "\(duplicates) of \(pairs) pairs")
        #expect(duplicates == 0, "\(duplicates) of \(pairs) pairs")
    }

    @Test func bytesRoundTrip() throws {
        let fingerprint = try #require(TrackFingerprint(CaptchaFixtures.drag(to: CaptchaFixtures.blank, seed: 5)))
        #expect(TrackFingerprint(bytes: fingerprint.bytes) == fingerprint)
        // The tremor loses 3 samples at each end, the rhythm 2.
        let samples = CaptchaFixtures.drag(to: CaptchaFixtures.blank, seed: 5).samples.count
        #expect(fingerprint.features.count == (samples - 6) + (samples - 4))
    }
}
