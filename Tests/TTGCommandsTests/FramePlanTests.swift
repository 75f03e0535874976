import TTGArguments
import TTGBase
import TTGGeometry
import Testing

@testable import TTGCommands
@testable import TTGExport

/// Frame names and frame times, in-process.
@Suite struct FramePlanTests {
    @Test func directoryNamesArePaddedToAtLeastFourDigits() {
        let naming = FrameNaming.directory("frames", extension: "png")
        #expect(naming.name(of: 7, count: 12) == "frames/frame_0007.png")
        #expect(naming.name(of: 7, count: 10_000) == "frames/frame_0007.png")
        #expect(naming.name(of: 7, count: 10_001) == "frames/frame_00007.png")
        #expect(naming.name(of: 12_345, count: 100_000) == "frames/frame_12345.png")
    }

    @Test func patternsUseTheirOwnWidth() throws {
        let naming = try FrameNaming.pattern("out/wave_%03d.svg")
        #expect(naming.name(of: 5, count: 10) == "out/wave_005.svg")
        #expect(naming.name(of: 1234, count: 2000) == "out/wave_1234.svg")
        #expect(try FrameNaming.pattern("100%%_%d.png").name(of: 3, count: 5) == "100%_3.png")
        #expect(throws: ExportError.self) { try FrameNaming.pattern("no_number.png") }
        #expect(throws: ExportError.self) { try FrameNaming.pattern("two_%d_%d.png") }
        #expect(throws: ExportError.self) { try FrameNaming.pattern("bad_%s.png") }
    }

    @Test func outputTargets() throws {
        #expect(
            try OutputTarget.resolve(path: "frames/", format: nil)
                == .frameFiles(.directory("frames/", extension: "png"), .png))
        #expect(
            try OutputTarget.resolve(path: "frames/", format: .svg)
                == .frameFiles(.directory("frames/", extension: "svg"), .svg))
        #expect(try OutputTarget.resolve(path: "a.GIF", format: nil) == .animation(.gif))
        #expect(try OutputTarget.resolve(path: "a.webp", format: nil) == .animation(.webp))
        #expect(try OutputTarget.resolve(path: "a.pdf", format: nil) == .picture(.pdf))
        #expect(try OutputTarget.resolve(path: "-", format: nil) == .picture(.png))
        #expect(try OutputTarget.resolve(path: "a.jpg", format: nil) == .picture(.jpeg))
        #expect(throws: ExportError.self) { try OutputTarget.resolve(path: "a.tiff", format: nil) }
        #expect(throws: CLIError.self) { try FileFormat.stills.parse("gif", OptionName("format")) }
    }

    /// Export settings read from a command line, as a command reads them.
    static func settings(_ arguments: [String]) throws -> ExportSettings {
        let group = ExportOptions()
        let command = CommandSpec(name: "t", abstract: "", options: group.specs, rules: group.rules)
        return try ExportSettings(ArgumentParser.parse(arguments, for: command), group)
    }

    static func plan(_ arguments: [String], duration: Double, period: Double?, maximumFPS: Double = 240) throws
        -> FramePlan
    {
        try FramePlan.make(settings(arguments), duration: duration, period: period, maximumFPS: maximumFPS)
    }

    /// The message of the usage error `body` throws.
    static func refusal(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as CLIError {
            #expect(error.status == .usage)
            return error.commandLineText(options: ExportOptions().specs)
        } catch let error as ExportError {
            #expect(error.kind == .invalidSetting)
            return CLIError(error).commandLineText(options: ExportOptions().specs)
        } catch { return "\(error)" }
    }

    @Test func loopsAreAWholeNumberOfFrames() {
        // 1.8 s at 30 fps is 54 frames; 1.8/1.3 s needs 13 periods (18 s) to be whole frames.
        #expect(WholeFrameLoop(period: 1.8, fps: 30) == WholeFrameLoop(frames: 54, repeats: 1))
        #expect(WholeFrameLoop(period: 1.8 / 1.3, fps: 30) == WholeFrameLoop(frames: 540, repeats: 13))
        // 0.96 s is 28.8 frames at 30 fps: 5 periods, 144 frames, 4.8 s.
        #expect(WholeFrameLoop(period: 0.96, fps: 30) == WholeFrameLoop(frames: 144, repeats: 5))
        #expect(WholeFrameLoop(period: 0.96, fps: 30)?.seconds(fps: 30) == 4.8)
        // 0.7872 s = 492/625 s at 30 fps: 125 periods, 98.4 s.
        #expect(WholeFrameLoop(period: 0.7872, fps: 30) == WholeFrameLoop(frames: 2952, repeats: 125))
        #expect(WholeFrameLoop(period: 69, fps: 30) == WholeFrameLoop(frames: 2070, repeats: 1))
        #expect(WholeFrameLoop(period: 1.8, fps: 29.97) == WholeFrameLoop(frames: 26_973, repeats: 500))
        #expect(WholeFrameLoop(period: 0, fps: 30) == nil)
        #expect(WholeFrameLoop(period: .nan, fps: 30) == nil)
    }

    @Test func framesAreSampledAtIndexOverFps() throws {
        let plan = try Self.plan(["--frames", "4", "--fps", "8", "--start", "0.5"], duration: 10, period: nil)
        #expect(plan.count == 4)
        #expect((0..<4).map(plan.time) == [0.5, 0.625, 0.75, 0.875])
    }

    /// An animation that ends includes its end at its natural length; a looping one excludes it.
    @Test func anAnimationThatEndsIncludesItsEnd() throws {
        let second = try Self.plan([], duration: 1, period: nil)
        #expect(second.count == 31)
        #expect(second.time(of: 29) == 29.0 / 30)
        #expect(second.time(of: 30) == 1)
        #expect(second.duration == 31.0 / 30)
        // 1.05 s is 31.5 frames: frames 0…31 come before the end, then the end itself.
        let odd = try Self.plan([], duration: 1.05, period: nil)
        #expect(odd.count == 33)
        #expect(odd.time(of: 31) == 31.0 / 30)
        #expect(odd.time(of: 32) == 1.05)
        // From --start, the rest of it (ffmpeg's -ss): 0.5 … 2 s at 10 fps is frames 0.5, 0.6 … 1.9, then 2.
        let later = try Self.plan(["--start", "0.5", "--fps", "10"], duration: 2, period: nil)
        #expect(later.count == 16 && later.time(of: 0) == 0.5 && later.time(of: 15) == 2)
        #expect(abs(later.time(of: 14) - 1.9) < 1e-12)
        // Before 0 it starts earlier and still ends at the end; at or past the end there is nothing left.
        let earlier = try Self.plan(["--start", "-0.5", "--fps", "10"], duration: 1, period: nil)
        #expect(earlier.count == 16 && earlier.time(of: 15) == 1)
        #expect(
            Self.refusal { try Self.plan(["--start", "1"], duration: 1, period: nil) }?
                .hasPrefix("--start: '1' is not before the animation's end at 1 s") == true)
        // Nothing moves: one frame.
        #expect(try Self.plan([], duration: 0, period: nil).count == 1)
        #expect(FramePlan.framesBefore(1, fps: 30) == 30)
        #expect(FramePlan.framesBefore(0.1 + 0.2, fps: 10) == 3)  // 3.0000000000000004 frames is 3
        #expect(FramePlan.framesBefore(1.05, fps: 30) == 32)
        // A loop at its natural length, --frames and --duration keep the frames at i / fps, the end excluded.
        let loop = try Self.plan([], duration: 1.8, period: 1.8)
        #expect(loop.count == 54 && loop.time(of: 53) == 53.0 / 30 && loop.end == nil)
        #expect(try Self.plan(["--duration", "1"], duration: 1, period: nil).count == 30)
        #expect(try Self.plan(["--frames", "30"], duration: 1, period: nil).time(of: 29) == 29.0 / 30)
    }

    @Test func shortLoopsAreExportedAsAsked() throws {
        let plan = try Self.plan(["--loop"], duration: 0.96, period: 0.96)
        #expect(plan == FramePlan(count: 144, start: 0, fps: 30))
        #expect(try Self.plan(["--loop", "--fps", "25"], duration: 0.96, period: 0.96).count == 24)
    }

    @Test func aVectorLoopIsOneExactPeriodWhateverItsLength() throws {
        // 0.96 s at 30 fps is 28.8 frames: one period sampled 29 times, at 29 / 0.96 fps, where
        // frames and GIFs need 144 frames (5 periods); 69 s is one period too, never refused.
        let settings = try Self.settings(["--loop"])
        let cat = try FramePlan.make(settings, duration: 0.96, period: 0.96, frameGrid: false)
        #expect(cat.count == 29 && cat.period == 0.96 && cat.duration == 0.96)
        #expect(abs(cat.fps - 29 / 0.96) < 1e-12)
        #expect(cat.time(of: 28) < 0.96)
        let tide = try FramePlan.make(settings, duration: 69, period: 69, frameGrid: false)
        #expect(tide.count == 2070 && tide.duration == 69)
        // Exactly as asked when the period is whole frames: 1.8 s at 30 fps.
        #expect(try FramePlan.make(settings, duration: 1.8, period: 1.8, frameGrid: false).fps == 30)
    }

    /// A GIF or WebP (delays rounded to its ticks) plays a loop that needs many periods at fps as
    /// one period at the nearest rate that makes it whole frames; a period over 10 s is still refused.
    @Test func roundedDelaysTakeTheNearestWholeFrameRate() throws {
        let settings = try Self.settings(["--loop", "--fps", "24"])
        let cat = try FramePlan.make(settings, duration: 0.96, period: 0.96, roundedDelays: true)
        // 0.96 s × 24 = 23.04 frames: 23 frames at 23 / 0.96 fps, one period, no end frame.
        #expect(cat.count == 23 && abs(cat.fps - 23 / 0.96) < 1e-12 && cat.period == nil)
        #expect(abs(cat.duration - 0.96) < 1e-12)
        // A period already whole at fps keeps fps: 1.8 s at 30 fps.
        let whole = try FramePlan.make(try Self.settings(["--loop"]), duration: 1.8, period: 1.8, roundedDelays: true)
        #expect(whole == FramePlan(count: 54, start: 0, fps: 30))
        // The rate stays under the format's limit: 0.9999 s at 50 fps is 49.995 frames (200 s to
        // end on one); 50 frames would be 50.005 fps, over a GIF's 50, so 49 frames.
        let fast = try FramePlan.make(
            try Self.settings(["--loop", "--fps", "50"]), duration: 0.9999, period: 0.9999, maximumFPS: 50,
            roundedDelays: true)
        #expect(fast.count == 49 && abs(fast.fps - 49 / 0.9999) < 1e-12)
        #expect(Self.refusal { try FramePlan.make(settings, duration: 69, period: 69, roundedDelays: true) } != nil)
        // Frame files keep --fps exactly: refused, with the rates that fit.
        #expect(Self.refusal { try FramePlan.make(settings, duration: 0.96, period: 0.96) } != nil)
    }

    @Test func longLoopsAreRefusedWithTheirLengthAndAShorterOne() throws {
        let cat = try #require(Self.refusal { try Self.plan(["--loop", "--fps", "24"], duration: 0.96, period: 0.96) })
        #expect(cat.contains("repeats every 0.96 s"), "\(cat)")
        #expect(cat.contains("at 24 fps only 25 repeats (24 s) end on a whole frame: 576 frames"))
        #expect(cat.contains("use --fps 25 (24 frames, 0.96 s) or --fps 23.958333333333336 (23 frames, 0.96 s)"))
        #expect(cat.contains("--long-loop (or --frames 576)"))

        let tide = try #require(Self.refusal { try Self.plan(["--loop"], duration: 69, period: 69) })
        #expect(tide.contains("repeats only every 69 s; at 30 fps one loop is 2070 frames"), "\(tide)")
        #expect(tide.contains("no frame rate brings it to 10 s or less"))
        #expect(tide.contains("--long-loop (or --frames 2070)"))

        // Accepted explicitly: --long-loop, or --frames with a whole number of periods.
        #expect(try Self.plan(["--loop", "--long-loop"], duration: 69, period: 69).count == 2070)
        #expect(
            try Self.plan(["--loop", "--frames", "2070"], duration: 69, period: 69)
                == FramePlan(count: 2070, start: 0, fps: 30))
        #expect(try Self.plan(["--loop", "--frames", "4140"], duration: 69, period: 69).count == 4140)
        #expect(throws: CLIError.self) { try Self.settings(["--long-loop"]) }
    }

    /// --loop --frames never changes the frame rate: N frames must be whole periods at --fps.
    @Test func loopFramesKeepTheFrameRate() throws {
        let message = try #require(
            Self.refusal { try Self.plan(["--loop", "--frames", "30"], duration: 69, period: 69) })
        #expect(message.contains("30 frames at 30 fps last 1 s, not a whole number of repeats"), "\(message)")
        #expect(message.contains("30 frames make one loop at --fps 0.43478260869565216"))
        #expect(message.contains("at 30 fps one loop is 2070 frames (69 s)"))
        // 16 frames of a 0.779 s period need 20.539… fps; given that rate, they are one loop.
        let rate = shortestDecimal(16 / 0.779)
        #expect(
            Self.refusal { try Self.plan(["--loop", "--frames", "16"], duration: 0.779, period: 0.779) }?
                .contains("--fps \(rate)") == true)
        let exact = try Self.plan(["--loop", "--frames", "16", "--fps", rate], duration: 0.779, period: 0.779)
        #expect(exact.count == 16 && exact.fps == 16 / 0.779)
        // 0.72 s is 21.6 frames at 30 fps: 108 frames are 5 periods, 216 are 10.
        #expect(try Self.plan(["--loop", "--frames", "108"], duration: 0.72, period: 0.72).count == 108)
        #expect(try Self.plan(["--loop", "--frames", "216"], duration: 0.72, period: 0.72).count == 216)
        #expect(throws: ExportError.self) { try Self.plan(["--loop", "--frames", "22"], duration: 0.72, period: 0.72) }
    }

    @Test func theSearchOffersTheNearestRatesWithAShortLoop() {
        // A whole rate and the rate that fits one period, nearest first.
        #expect(
            LoopOffer.search(period: 0.96, fps: 24, maximumFPS: 240) == [
                LoopOffer(fps: 25, loop: WholeFrameLoop(frames: 24, repeats: 1)),
                LoopOffer(fps: 23 / 0.96, loop: WholeFrameLoop(frames: 23, repeats: 1)),
            ])
        // No whole rate from 20 to 45 loops within 10 s: 24 frames a period at 30.49 fps.
        #expect(
            LoopOffer.search(period: 0.7872, fps: 30, maximumFPS: 50) == [
                LoopOffer(fps: 24 / 0.7872, loop: WholeFrameLoop(frames: 24, repeats: 1))
            ])
        // 50 fps loops 1.476 s in 5 periods (7.38 s, 369 frames): offered for 40 fps, out of the band for 30.
        #expect(
            LoopOffer.search(period: 1.476, fps: 40, maximumFPS: 240).first
                == LoopOffer(fps: 50, loop: WholeFrameLoop(frames: 369, repeats: 5)))
        #expect(LoopOffer.search(period: 1.476, fps: 30, maximumFPS: 240).map(\.fps) == [44 / 1.476])
        // A GIF's 50 fps caps the band.
        #expect(LoopOffer.search(period: 0.7872, fps: 50, maximumFPS: 50).allSatisfy { $0.fps <= 50 })
        // A period longer than the limit has no short loop at any rate.
        #expect(LoopOffer.search(period: 69, fps: 30, maximumFPS: 240) == [])
        #expect(LoopOffer.band(around: 30, maximumFPS: 240) == 20...45)
        #expect(LoopOffer.band(around: 30, maximumFPS: 25) == 20...25)
        #expect(LoopOffer.band(around: 1.2, maximumFPS: 240).contains(1))
    }

    /// Every rate offered, typed back as the message prints it, gives the loop it promised,
    /// at most 10 s long, within the band: for the periods of the 20 refresh styles.
    @Test func everyOfferedRateLoopsAsPromised() throws {
        let periods = [
            1.8, 1.476, 17.6, 2.1, 1.722, 0.96, 0.7872, 1.44, 1.1808, 2.4, 19.68, 0.68, 0.5576, 4.2, 3.444,
            1.64, 1.3448, 0.95, 0.779, 0.76, 0.6232, 1.04, 0.8528, 0.84, 0.6888, 12.71, 69, 56.58,
        ]
        for period in periods {
            for (fps, maximum) in [(24.0, 240.0), (25, 50), (30, 50), (30, 240), (50, 50), (60, 240), (12, 240)] {
                let offers = LoopOffer.search(period: period, fps: fps, maximumFPS: maximum)
                #expect(offers.isEmpty == (period > FramePlan.longestQuietLoop), "\(period) s at \(fps) fps")
                for offer in offers {
                    let typed = try #require(Double(shortestDecimal(offer.fps)))
                    #expect(WholeFrameLoop(period: period, fps: typed) == offer.loop, "\(period) s at \(offer.fps)")
                    #expect(offer.loop.seconds(fps: offer.fps) <= FramePlan.longestQuietLoop + 1e-9)
                    #expect(LoopOffer.band(around: fps, maximumFPS: maximum).contains(offer.fps))
                }
            }
        }
    }
}
