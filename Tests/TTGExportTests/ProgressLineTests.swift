import Testing

@testable import TTGExport

/// The progress line's text and counts, as pure functions of the numbers (nothing is drawn).
@Suite struct ProgressLineTests {
    let item = ProgressItem("lunarTide.gif", position: 3, of: 20)

    @Test func lineShowsPlacePhaseBarCountRateAndTimeLeft() {
        // 30 of 60 frames in 2 s: 15 a second, 30 left take 2 s more.
        let line = ProgressLine(item, phase: "encode", done: 30, total: 60, unit: "frames", elapsed: 2)
        #expect(line.rate == 15)
        #expect(line.secondsLeft == 2)
        let half = String(repeating: "█", count: 10) + String(repeating: "░", count: 10)
        #expect(line.text(columns: 200) == "[3/20] lunarTide.gif  encode \(half) 30/60 frames  15.0/s  2s left")
    }

    @Test func finishedWorkShowsItsRateWithoutTimeLeft() {
        let line = ProgressLine(item, phase: "encode", done: 60, total: 60, unit: "frames", elapsed: 4)
        #expect(line.secondsLeft == nil)
        let full = String(repeating: "█", count: 20)
        #expect(line.text(columns: 200) == "[3/20] lunarTide.gif  encode \(full) 60/60 frames  15.0/s")
    }

    @Test func oneItemHasNoPlaceAndNoPhase() {
        let line = ProgressLine(ProgressItem("pool/"), done: 0, total: 300, unit: "challenges")
        #expect(line.rate == nil)
        #expect(line.text(columns: 200) == "pool/ \(String(repeating: "░", count: 20)) 0/300 challenges")
    }

    @Test func uncountedWorkShowsItsName() {
        #expect(ProgressLine(item, total: 0, unit: "frames").text(columns: 80) == "[3/20] lunarTide.gif")
    }

    @Test func barFillsDownToWholeCells() {
        #expect(ProgressLine.bar(done: 0, total: 7, width: 7) == "░░░░░░░")
        #expect(
            ProgressLine.bar(done: 1, total: 3, width: 20) == String(repeating: "█", count: 6)
                + String(repeating: "░", count: 14))
        #expect(ProgressLine.bar(done: 59, total: 60, width: 20) == String(repeating: "█", count: 19) + "░")
        #expect(ProgressLine.bar(done: 60, total: 60, width: 4) == "████")
        #expect(ProgressLine.bar(done: 90, total: 60, width: 4) == "████")
    }

    @Test func clockShowsSecondsThenMinutes() {
        #expect(ProgressLine.clock(0.4) == "0s")
        #expect(ProgressLine.clock(59.4) == "59s")
        #expect(ProgressLine.clock(187) == "3m07s")
    }

    /// A narrow terminal loses the rate, then the bar, then the end of the text; the line never
    /// takes the last column.
    @Test func narrowTerminalsDropTheRateThenTheBarThenCut() {
        let line = ProgressLine(item, phase: "encode", done: 30, total: 60, unit: "frames", elapsed: 2)
        let full = line.text(columns: 200)
        let withoutRate = "[3/20] lunarTide.gif  encode \(ProgressLine.bar(done: 30, total: 60)) 30/60 frames"
        #expect(line.text(columns: full.count + 1) == full)
        #expect(line.text(columns: full.count) == withoutRate)
        #expect(line.text(columns: withoutRate.count) == "[3/20] lunarTide.gif  encode 30/60 frames")
        #expect(line.text(columns: 20) == "[3/20] lunarTide.g…")
        for columns in 1...120 { #expect(line.text(columns: columns).count < columns) }
    }

    /// A GIF's palette pass reads at most 120 frames spread evenly over the animation, and
    /// counts the share of the frames asked for that it has gone through.
    @Test func palettePassCountsTheFramesAskedFor() {
        #expect(FrameExporter.framesCovered(read: 1, of: 120, total: 528) == 4)
        #expect(FrameExporter.framesCovered(read: 60, of: 120, total: 528) == 264)
        #expect(FrameExporter.framesCovered(read: 120, of: 120, total: 528) == 528)
        // With no more frames than samples, it reads each one.
        #expect((1...54).allSatisfy { FrameExporter.framesCovered(read: $0, of: 54, total: 54) == $0 })
    }

    @Test func itemIsNamedByTheLastPartOfItsPath() {
        #expect(ProgressItem(path: "refresh/lunarTide.gif").name == "lunarTide.gif")
        #expect(ProgressItem(path: "out/frames/").name == "frames/")
        #expect(ProgressItem(path: "frame_%04d.png").name == "frame_%04d.png")
        #expect(ProgressItem(path: "/").name == "/")
        #expect(ProgressItem(path: "a/b.png", position: 2, of: 5) == ProgressItem("b.png", position: 2, of: 5))
    }
}
