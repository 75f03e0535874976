import TTGBase
import TTGGeometry
import TTGScene

/// The shortest seamless loop of an animation at a frame rate: the first whole number of
/// periods that is also a whole number of frames.
///
/// Found exactly: the period and the rate are read as fractions (``Rational``), and
/// period × fps = frames / repeats in lowest terms. A 1.8 s period at 30 fps is 54 frames
/// (1 repeat); 0.96 s at 30 fps is 28.8 frames a period, so 144 frames (5 repeats, 4.8 s).
public struct WholeFrameLoop: Equatable, Sendable {
    /// Frames in the loop.
    public var frames: Int
    /// Periods in the loop.
    public var repeats: Int

    public init(frames: Int, repeats: Int) {
        self.frames = frames
        self.repeats = repeats
    }

    /// The loop of `period` seconds at `fps`; nil when either is not a positive exact fraction
    /// (denominator at most 10⁶) or the loop overflows `Int`.
    public init?(period: Double, fps: Double) {
        guard let p = Rational(approximating: period), p.numerator > 0,
            let f = Rational(approximating: fps), f.numerator > 0
        else { return nil }
        // (a/b)·(c/d) in lowest terms: cancel crosswise, as a/b and c/d are already reduced.
        let g1 = Rational.greatestCommonDivisor(p.numerator, f.denominator)
        let g2 = Rational.greatestCommonDivisor(f.numerator, p.denominator)
        let (frames, o1) = (p.numerator / g1).multipliedReportingOverflow(by: f.numerator / g2)
        let (repeats, o2) = (p.denominator / g2).multipliedReportingOverflow(by: f.denominator / g1)
        guard !o1, !o2 else { return nil }
        self.init(frames: frames, repeats: repeats)
    }

    /// The loop's length in seconds at `fps`.
    public func seconds(fps: Double) -> Double { Double(frames) / fps }
}

/// A frame rate offered instead of one whose loop is too long, with the loop it gives.
public struct LoopOffer: Equatable, Sendable {
    public var fps: Double
    public var loop: WholeFrameLoop

    /// The rates nearest `fps` whose loop of `period` lasts at most ``FramePlan/longestQuietLoop``,
    /// within ``band(around:maximumFPS:)``, best first:
    /// 1. the whole number of frames a second closest to `fps` with such a loop (ties: the
    ///    shorter loop, then the faster rate);
    /// 2. the rate that fits one period into a whole number of frames n = round(period × fps)
    ///    (or n ± 1 when that is outside the band), n / period, unless it is the rate of 1.
    /// Empty when the period itself is longer than the limit.
    public static func search(period: Double, fps: Double, maximumFPS: Double) -> [LoopOffer] {
        let band = band(around: fps, maximumFPS: maximumFPS)
        guard period > 0, period <= FramePlan.longestQuietLoop, !band.isEmpty else { return [] }
        var offers: [LoopOffer] = []
        let (lowest, highest) = (max(1, Int(band.lowerBound.rounded(.up))), Int(band.upperBound.rounded(.down)))
        let whole = (lowest <= highest ? Array(lowest...highest) : [])
            .compactMap { rate -> LoopOffer? in
                guard let loop = WholeFrameLoop(period: period, fps: Double(rate)),
                    loop.seconds(fps: Double(rate)) <= FramePlan.longestQuietLoop + 1e-9
                else { return nil }
                return LoopOffer(fps: Double(rate), loop: loop)
            }
            .min { a, b in
                (abs(a.fps - fps), a.loop.seconds(fps: a.fps), -a.fps) < (
                    abs(b.fps - fps), b.loop.seconds(fps: b.fps), -b.fps
                )
            }
        if let whole { offers.append(whole) }
        let nearest = Int((period * fps).rounded())
        let exact = [nearest, nearest - 1, nearest + 1]
            .filter { $0 >= 1 && band.contains(Double($0) / period) }
            .min { abs(Double($0) / period - fps) < abs(Double($1) / period - fps) }
            .flatMap { n -> LoopOffer? in
                let rate = Double(n) / period
                // The rate as the user will type it must give the loop back exactly.
                guard let loop = WholeFrameLoop(period: period, fps: rate), loop.repeats == 1 else { return nil }
                return LoopOffer(fps: rate, loop: loop)
            }
        if let exact, exact.fps != whole?.fps { offers.append(exact) }
        return offers
    }

    /// The rates offered for `fps`: from 2/3 to 3/2 of it (20 to 45 fps for 30), at most `maximumFPS`.
    public static func band(around fps: Double, maximumFPS: Double) -> ClosedRange<Double> {
        let upper = min(fps * 3 / 2, maximumFPS)
        let lower = min(fps * 2 / 3, upper)
        return lower...upper
    }

    /// "--fps 25 (24 frames, 0.96 s)", the setting a part the front end spells.
    public var message: Message {
        "\(ExportSetting.fps) \(shortestDecimal(fps)) (\(loop.frames) frames, \(seconds(loop.seconds(fps: fps))) s)"
    }
}

/// Why `--loop` refuses a loop longer than ``FramePlan/longestQuietLoop``: its length and frame
/// count, and the rates that loop sooner.
public struct LoopRefusal: Equatable, Sendable {
    public var period: Double
    public var fps: Double
    public var loop: WholeFrameLoop
    public var offers: [LoopOffer]

    /// The refusal of `loop`, or nil when it is short enough to export without asking.
    public init?(period: Double, fps: Double, loop: WholeFrameLoop, maximumFPS: Double) {
        guard loop.seconds(fps: fps) > FramePlan.longestQuietLoop + 1e-9 else { return nil }
        self.period = period
        self.fps = fps
        self.loop = loop
        self.offers = LoopOffer.search(period: period, fps: fps, maximumFPS: maximumFPS)
    }

    /// The loop's length as the messages give it: "at 30 fps 5 repeats (4.8 s) end on a whole frame: 144 frames".
    public var length: String {
        let rate = shortestDecimal(fps)
        if loop.repeats == 1 { return "at \(rate) fps one loop is \(loop.frames) frames" }
        return
            "at \(rate) fps only \(loop.repeats) repeats (\(seconds(loop.seconds(fps: fps))) s) end on a whole frame: "
            + "\(loop.frames) frames"
    }

    /// The one-line usage error.
    public var message: Message {
        let limit = shortestDecimal(FramePlan.longestQuietLoop)
        let accept: Message =
            "to export the long loop anyway, add \(ExportSetting.longLoop) (or \(ExportSetting.frames) \(loop.frames))"
        if offers.isEmpty {
            let why =
                period > FramePlan.longestQuietLoop
                ? "no frame rate brings it to \(limit) s or less"
                : "no frame rate near \(shortestDecimal(fps)) fps brings it to \(limit) s or less"
            let refused: Message =
                "\(ExportSetting.loop): the animation repeats only every \(seconds(period)) s; \(length), longer than the \(limit) s "
            let instead: Message =
                "\(ExportSetting.loop) exports without asking, and \(why). To export it anyway, add \(ExportSetting.longLoop) (or \(ExportSetting.frames) \(loop.frames)); "
            let part: Message =
                "or leave out \(ExportSetting.loop) and export a part with \(ExportSetting.frames) or \(ExportSetting.duration) (not seamless)"
            return refused + instead + part
        }
        let refused: Message =
            "\(ExportSetting.loop): the animation repeats every \(seconds(period)) s, but \(length), longer than the \(limit) s \(ExportSetting.loop) "
        let offered = offers.map(\.message).joined(separator: " or ")
        return refused + "exports without asking. For a short loop use \(offered); \(accept)"
    }

    /// Why `--loop --frames frames` is refused when they are not whole periods at `fps`.
    public static func framesMessage(_ frames: Int, period: Double, fps: Double, loop: WholeFrameLoop) -> Message {
        let rate = shortestDecimal(fps)
        let needed = shortestDecimal(Double(frames) / period)
        let given: Message =
            "\(ExportSetting.loop) \(ExportSetting.frames) \(frames): the animation repeats every \(seconds(period)) s, and \(frames) frames at \(rate) fps "
        let length =
            "last \(seconds(Double(frames) / fps)) s, not a whole number of repeats; \(frames) frames make one loop at "
        let loopLength: Message =
            "\(ExportSetting.fps) \(needed), and at \(rate) fps one loop is \(loop.frames) frames (\(seconds(loop.seconds(fps: fps))) s"
        return given + "\(length)" + loopLength + "\(loop.repeats == 1 ? ")" : ", \(loop.repeats) repeats)")"
    }
}

/// Seconds for messages: rounded to microseconds, so 2952 frames at 30 fps read 98.4, not 98.39999999999999.
private func seconds(_ value: Double) -> String { shortestDecimal((value * 1e6).rounded() / 1e6) }

extension LoopRefusal {
    /// The refusal of `--loop` without --long-loop for several named animations (`refresh --all`):
    /// nil when every loop is short, the one message prefixed with its name when one is
    /// refused, otherwise a summary of each loop's length and frame count.
    public static func summary(_ refusals: [(name: String, refusal: LoopRefusal)]) -> Message? {
        guard let first = refusals.first else { return nil }
        guard refusals.count > 1 else { return "\(first.name): \(first.refusal.message)" }
        let fps = shortestDecimal(first.refusal.fps)
        let list = refusals.map {
            "\($0.name) (\(seconds($0.refusal.loop.seconds(fps: $0.refusal.fps))) s, \($0.refusal.loop.frames) frames)"
        }
        let limit = shortestDecimal(FramePlan.longestQuietLoop)
        let refused: Message =
            "\(ExportSetting.loop): at \(fps) fps \(refusals.count) loops are longer than the \(limit) s "
        let listed: Message = "\(ExportSetting.loop) exports without asking: \(list.joined(separator: ", "))"
        return refused + listed
            + "; export one alone to see the frame rates that loop sooner, or add \(ExportSetting.longLoop) to export them all"
    }
}

extension LoopRefusal {
    /// Checks the loops of several exports before any is written (`refresh --all --loop`):
    /// the long ones are refused together in one message, any other problem names its export.
    public static func check(
        _ exports: [(name: String, animation: SceneAnimation, target: OutputTarget)], options: ExportSettings
    )
        throws
    {
        guard options.loop else { return }
        var refusals: [(name: String, refusal: LoopRefusal)] = []
        for export in exports {
            let maximumFPS = export.target.maximumFPS
            let target = export.target.animating
            if target.hasFrameGrid, !options.longLoop, options.frames == nil, let period = export.animation.loopPeriod,
                let loop = WholeFrameLoop(period: period, fps: options.fps),
                let refusal = LoopRefusal(period: period, fps: options.fps, loop: loop, maximumFPS: maximumFPS),
                !target.hasRoundedDelays
                    || FramePlan.loopRate(period: period, near: options.fps, maximumFPS: maximumFPS) == nil
            {
                refusals.append((export.name, refusal))
                continue
            }
            do {
                _ = try FramePlan.make(
                    options, duration: export.animation.duration, period: export.animation.loopPeriod,
                    maximumFPS: maximumFPS, frameGrid: target.hasFrameGrid, roundedDelays: target.hasRoundedDelays)
            } catch var error as ExportError {
                error.subject = export.name
                throw error
            }
        }
        if let message = summary(refusals) { throw ExportError.invalid(message) }
    }
}
