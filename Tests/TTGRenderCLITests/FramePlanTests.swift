import Testing
@testable import TTGRenderCLI

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
        #expect(throws: CLIError.self) { try FrameNaming.pattern("no_number.png") }
        #expect(throws: CLIError.self) { try FrameNaming.pattern("two_%d_%d.png") }
        #expect(throws: CLIError.self) { try FrameNaming.pattern("bad_%s.png") }
    }

    @Test func outputTargets() throws {
        #expect(try OutputTarget.resolve(path: "frames/", format: nil) == .frameFiles(.directory("frames/", extension: "png"), .png))
        #expect(try OutputTarget.resolve(path: "frames/", format: .svg) == .frameFiles(.directory("frames/", extension: "svg"), .svg))
        #expect(try OutputTarget.resolve(path: "a.GIF", format: nil) == .animation(.gif))
        #expect(try OutputTarget.resolve(path: "a.webp", format: nil) == .animation(.webp))
        #expect(try OutputTarget.resolve(path: "a.pdf", format: nil) == .picture(.pdf))
        #expect(try OutputTarget.resolve(path: "-", format: nil) == .picture(.png))
        #expect(throws: CLIError.self) { try OutputTarget.resolve(path: "a.jpg", format: nil) }
        #expect(throws: CLIError.self) { try FileFormat.stills.parse("gif", "--format") }
    }

    @Test func loopsAreAWholeNumberOfFrames() {
        // 1.8 s at 30 fps is 54 frames; 1.8/1.3 s needs 13 periods (18 s) to be whole frames.
        #expect(FramePlan.wholeFrameLoop(period: 1.8, fps: 30) == 54)
        #expect(FramePlan.wholeFrameLoop(period: 1.8 / 1.3, fps: 30) == 540)
        // An irrational-looking period never lands on a frame within 60 s.
        #expect(FramePlan.wholeFrameLoop(period: 2.0.squareRoot(), fps: 30) == nil)
    }

    @Test func framesAreSampledAtIndexOverFps() throws {
        let group = ExportOptions()
        let command = CommandSpec(name: "t", abstract: "", usage: "", options: group.specs)
        let options = try ExportSettings(ArgumentParser.parse(["--frames", "4", "--fps", "8", "--start", "0.5"], for: command), group)
        let plan = try FramePlan.make(options, duration: 10, period: nil)
        #expect(plan.count == 4)
        #expect((0..<4).map(plan.time) == [0.5, 0.625, 0.75, 0.875])
    }
}
