import Foundation
import TTGGeometry
import TTGScene

/// An animation an independent player is checked on: its name, its canvas in points, how long
/// it plays, and our own pictures of it at any times (at the scale the check runs at).
public struct PlaybackSubject {
    public var name: String
    public var size: Size
    /// A loop's period, or an ending animation's length, in seconds.
    public var length: Double
    /// Our pictures at these times, in order.
    public var ours: ([Double]) throws -> [RasterImage]

    public init(name: String, size: Size, length: Double, ours: @escaping ([Double]) throws -> [RasterImage]) {
        self.name = name
        self.size = size
        self.length = length
        self.ours = ours
    }
}

/// One moment a player shows: a subject at a time.
public struct PlaybackMoment: Sendable {
    public var subject: Int
    public var time: Double
    public var isHalfFrame: Bool
}

/// What a player's check found: how many moments it compared, the failures (each with its
/// figures), and the largest share of pixels past the bar's channel tolerance at any moment.
public struct PlaybackReport {
    public var moments = 0
    public var failures: [String] = []
    /// Each moment's subject (by name) and whether it passed, in order.
    public var outcomes: [(subject: String, passed: Bool)] = []
    public var worstFraction = 0.0
    public var worstMoment = ""

    public var summary: String {
        "\(moments - failures.count) of \(moments) moments pass; the most pixels past "
            + "\(AnimationComparison.channelTolerance)/255: \(percent(worstFraction)) (\(worstMoment))"
    }
}

/// A player checked at whole frames (`k / fps`) and half frames (`(k + 0.5) / fps`, what a 60 Hz
/// screen shows of a 30 fps file) against our own pictures of the same times, by the bar of
/// ``AnimationComparison``: each moment's neighbours are our pictures a frame before and after.
public enum PlaybackCheck {
    /// The moments of `subjects`: `count` whole frames spread over each one's length (the start
    /// included), and the half frame after each unless `halfFrames` is false (for a player that
    /// shows whole frames only).
    public static func moments(
        of subjects: [PlaybackSubject], fps: Double, count: Int, halfFrames: Bool = true
    ) -> [PlaybackMoment] {
        subjects.enumerated().flatMap { index, subject in
            AnimationCase.moments(over: subject.length, fps: fps, count: count).flatMap { time in
                [PlaybackMoment(subject: index, time: time, isHalfFrame: false)]
                    + (halfFrames ? [PlaybackMoment(subject: index, time: time + 0.5 / fps, isHalfFrame: true)] : [])
            }
        }
    }

    /// `theirs` (the player's picture of each moment, in order) against ours; `player` names the
    /// player and scale in failure messages.
    public static func compare(
        _ theirs: [RasterImage], at moments: [PlaybackMoment], of subjects: [PlaybackSubject], fps: Double,
        player: String
    ) throws -> PlaybackReport {
        var report = PlaybackReport()
        let step = 1 / fps
        for (index, subject) in subjects.enumerated() {
            let mine = zip(moments, theirs).filter { $0.0.subject == index }
            guard !mine.isEmpty else { continue }
            let ours = try subject.ours(mine.flatMap { [$0.0.time, $0.0.time - step, $0.0.time + step] })
            for (offset, (moment, picture)) in mine.enumerated() {
                let frame = moment.time * fps
                let name = "\(player)-\(subject.name)-\(String(format: "%g", frame))"
                let fraction = ImageComparison.compare(
                    picture, ours[3 * offset], channelTolerance: AnimationComparison.channelTolerance
                ).differingFraction
                if fraction > report.worstFraction { (report.worstFraction, report.worstMoment) = (fraction, name) }
                report.moments += 1
                let failure = AnimationComparison.check(
                    picture, ours: ours[3 * offset], before: ours[3 * offset + 1], after: ours[3 * offset + 2],
                    name: name)
                report.outcomes.append((subject.name, failure == nil))
                if let failure { report.failures.append(failure) }
            }
        }
        return report
    }
}
