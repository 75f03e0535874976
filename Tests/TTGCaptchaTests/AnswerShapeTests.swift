import Foundation
import TTGGeometry
import TTGProcessSupport
import TTGPuzzle
import Testing

@testable import TTGCaptcha

/// Replays of every input, as a bot that reads our source sends them: one accepted drag moved and
/// stretched to each new challenge and jittered by ±3 points and ±5 ms a sample; one key script
/// or one click's timing replayed with ±5 ms. And the price a person pays: how often their own
/// fresh answer reads as a replay, measured against a large store and against one network's.
@Suite struct AnswerShapeTests {
    /// A drag as the attack suite re-targets it: moved to `start`, stretched along x to end at
    /// `end`, sheared on y to match, every inner sample jittered, its times kept in order.
    static func retargeted(
        _ track: DragTrack, from start: Point, to end: Point, points: Double, milliseconds: Double,
        _ random: inout SyntheticDrags.Random
    ) -> DragTrack {
        let samples = track.samples
        let (first, last) = (samples[0], samples[samples.count - 1])
        let stretch = (end.x - start.x) / (last.x - first.x)
        let shear = ((end.y - start.y) - (last.y - first.y)) / (last.x - first.x)
        var moved: [DragTrack.Sample] = []
        for (index, sample) in samples.enumerated() {
            let edge = index == 0 || index == samples.count - 1
            let (dt, dx, dy) =
                edge
                ? (0, 0, 0)
                : (
                    random.uniform(-milliseconds, milliseconds), random.uniform(-points, points),
                    random.uniform(-points, points)
                )
            let time = max(moved.last?.time ?? 0, sample.time + dt)
            moved.append(
                DragTrack.Sample(
                    time: time, x: start.x + (sample.x - first.x) * stretch + dx,
                    y: start.y + (sample.y - first.y) + (sample.x - first.x) * shear + dy))
        }
        return DragTrack(moved)
    }

    static func drag(_ random: inout SyntheticDrags.Random) -> DragTrack {
        let start = Point(random.uniform(10, 40), random.uniform(60, 140))
        let target = Point(start.x + random.uniform(40, 200), start.y + random.uniform(-30, 30))
        return SyntheticDrags.human(to: target, &random, from: start)
    }

    @Test func aRetargetedDragReplayIsRefused() throws {
        var random = SyntheticDrags.Random(seed: 50)
        var refused = 0
        let trials = 400
        for _ in 0..<trials {
            let original = try #require(AnswerShape(Self.drag(&random), input: .drag))
            let start = Point(random.uniform(10, 40), random.uniform(60, 140))
            let end = Point(start.x + random.uniform(40, 200), start.y + random.uniform(-30, 30))
            let replay = Self.retargeted(
                try #require(Self.track(original)), from: start, to: end, points: 3, milliseconds: 5, &random)
            if try #require(AnswerShape(replay, input: .drag)).isReplay(of: original) { refused += 1 }
        }
        print("drag replays re-targeted with ±3 pt and ±5 ms: \(refused) of \(trials) refused")
        #expect(Double(refused) >= 0.95 * Double(trials))
    }

    /// A shape's drag back as a track (from the origin).
    static func track(_ shape: AnswerShape) -> DragTrack? {
        let count = shape.values.count / 3
        guard count > 0 else { return nil }
        return DragTrack(
            (0..<count).map {
                DragTrack.Sample(
                    time: shape.values[$0], x: shape.values[count + $0], y: shape.values[2 * count + $0])
            })
    }

    /// A person's fresh drag against 100,000 remembered ones (as if all came from its network), and
    /// against a network's last 32 all of its own number of samples: both worse than a store's
    /// case, which compares with the network's last 32 of any length. These drags are one model's
    /// (minimum jerk, an overshoot, white tremor), closer to each other than people's are.
    @Test func aFreshDragIsSeldomTakenForAReplay() {
        var random = SyntheticDrags.Random(seed: 51)
        var remembered: [Int: [AnswerShape]] = [:]
        for _ in 0..<100_000 {
            guard let shape = AnswerShape(Self.drag(&random), input: .drag) else { continue }
            remembered[shape.values.count, default: []].append(shape)
        }
        let trials = 1000
        var againstAll = 0
        var againstNetwork = 0
        for _ in 0..<trials {
            guard let fresh = AnswerShape(Self.drag(&random), input: .drag) else { continue }
            let bucket = remembered[fresh.values.count, default: []]
            if bucket.contains(where: fresh.isReplay(of:)) { againstAll += 1 }
            if bucket.prefix(fresh.remembered).contains(where: fresh.isReplay(of:)) { againstNetwork += 1 }
        }
        print(
            "fresh drags taken for a replay: \(againstAll) of \(trials) against 100,000 remembered, "
                + "\(againstNetwork) of \(trials) against a network's last 32 of as many samples")
        #expect(againstNetwork <= 10)
        #expect(Double(againstAll) <= 0.05 * Double(trials))
    }

    /// A key script replayed with ±5 ms, over a distance of its own each time, is refused; people's
    /// own timings from one network are not.
    @Test func aKeyScriptReplayedIsRefusedAndPeopleAreNot() {
        var random = SyntheticDrags.Random(seed: 52)
        func presses(_ count: Int, _ random: inout SyntheticDrags.Random) -> [Double] {
            [random.uniform(700, 1500)] + (1..<count).map { _ in min(400, max(30, 130 + random.normal(40))) }
        }
        func track(_ intervals: [Double]) -> DragTrack {
            var time = 0.0
            var samples = [DragTrack.Sample(time: 0, x: 0, y: 0)]
            for (index, interval) in intervals.enumerated() {
                time += interval
                samples.append(DragTrack.Sample(time: time, x: Double(index + 1), y: 0))
            }
            return DragTrack(samples)
        }
        let script = presses(40, &random)
        let original = AnswerShape(track(Array(script.prefix(25))), input: .keys)!
        var refused = 0
        for trial in 0..<100 {
            let count = 10 + trial % 30
            let jittered = script.prefix(count).map { $0 + random.uniform(-5, 5) }
            if AnswerShape(track(Array(jittered)), input: .keys)!.isReplay(of: original) { refused += 1 }
        }
        var mistaken = 0
        for _ in 0..<1000 {
            let person = AnswerShape(track(presses(20, &random)), input: .keys)!
            let earlier = (0..<person.remembered).map { _ in AnswerShape(track(presses(20, &random)), input: .keys)! }
            if earlier.contains(where: person.isReplay(of:)) { mistaken += 1 }
        }
        print("key scripts replayed ±5 ms: \(refused) of 100 refused; people mistaken: \(mistaken) of 1000")
        #expect(refused == 100 && mistaken <= 2)
    }

    @Test func aClickReplayedIsRefusedAndPeopleAreNot() {
        var random = SyntheticDrags.Random(seed: 53)
        func click(_ press: Double, _ hold: Double) -> AnswerShape {
            AnswerShape(
                DragTrack([.init(time: press, x: 5, y: 5), .init(time: press + hold, x: 5, y: 5)]), input: .click)!
        }
        func person(_ random: inout SyntheticDrags.Random) -> AnswerShape {
            click(random.uniform(600, 4000), min(400, max(40, 110 + random.normal(35))))
        }
        let original = click(1234, 97)
        var refused = 0
        for _ in 0..<100
        where click(1234 + random.uniform(-5, 5), 97 + random.uniform(-5, 5)).isReplay(of: original) {
            refused += 1
        }
        var mistaken = 0
        for _ in 0..<1000 {
            let fresh = person(&random)
            let earlier = (0..<fresh.remembered).map { _ in person(&random) }
            if earlier.contains(where: fresh.isReplay(of:)) { mistaken += 1 }
        }
        print("clicks replayed ±5 ms: \(refused) of 100 refused; people mistaken against 8: \(mistaken) of 1000")
        #expect(refused == 100)
        #expect(mistaken <= 25)
    }
}
