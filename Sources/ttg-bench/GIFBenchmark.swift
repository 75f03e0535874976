import Foundation
import TTGRefresh

/// The refresh loops' GIFs, as `benchmarkVectorAnimationSizes` wrote them, against what
/// `gifsicle -O3` makes of the same files (goal: nothing left for it to take); the GIF
/// export's speed next to PNG frames of the same loops; and its peak memory, and a WebP's, at 100 and
/// 2,000 frames (goal: equal within 10%, the file being streamed).
func benchmarkGIF(in directory: URL, drawOn: (Int, String) -> [String]) {
    print("\nGIF: the 20 refresh loops against gifsicle -O3 of the same files (goal: ours ≤ gifsicle's)")
    var (ours, optimized, atMostOptimized) = (0, 0, 0)
    var worst = (name: "", ratio: 0.0)
    for style in RefreshStyle.all {
        let gif = directory.appendingPathComponent("\(style.name.rawValue).gif").path
        let optimizedPath = directory.appendingPathComponent("\(style.name.rawValue)-O3.gif").path
        let gifsicle = Process()
        gifsicle.executableURL = URL(fileURLWithPath: "/usr/bin/gifsicle")
        gifsicle.arguments = ["-O3", "--no-warnings", gif, "-o", optimizedPath]
        try! gifsicle.run()
        gifsicle.waitUntilExit()
        let (size, optimizedSize) = (fileSize(gif), fileSize(optimizedPath))
        ours += size
        optimized += optimizedSize
        if size <= optimizedSize { atMostOptimized += 1 }
        let ratio = Double(size) / Double(optimizedSize)
        if ratio > worst.ratio { worst = (style.name.rawValue, ratio) }
    }
    row(
        "  all 20: ours / gifsicle -O3",
        String(format: "%9.4f×  (%d vs %d bytes)", Double(ours) / Double(optimized), ours, optimized))
    row("  styles where ours ≤ gifsicle -O3", String(format: "%9d of 20", atMostOptimized))
    row("  largest ratio (\(worst.name))", String(format: "%9.4f×", worst.ratio))

    print("\nGIF export speed: the 20 refresh loops at 30 fps, --jobs 2")
    var (gifSeconds, pngSeconds, frames) = (0.0, 0.0, 0)
    for style in RefreshStyle.all {
        let loop = refreshLoop(style.name.rawValue)
        gifSeconds += runTTG(loop + ["--jobs", "2", "-o", directory.appendingPathComponent("speed.gif").path]).seconds
        let frameDirectory = directory.appendingPathComponent("speed-\(style.name.rawValue)")
        pngSeconds += runTTG(loop + ["--jobs", "2", "-o", frameDirectory.path + "/"]).seconds
        frames += (try? FileManager.default.contentsOfDirectory(atPath: frameDirectory.path).count) ?? 0
        try? FileManager.default.removeItem(at: frameDirectory)
    }
    row("  GIF (\(frames) frames)", String(format: "%9.1f frames/s", Double(frames) / gifSeconds))
    row("  PNG frame files", String(format: "%9.1f frames/s", Double(frames) / pngSeconds))
    row("  GIF time / PNG frames time", String(format: "%9.2f×", gifSeconds / pngSeconds))

    benchmarkGIFAgainstBaseline(in: directory)

    for format in ["gif", "webp"] {
        let small = runTTG(drawOn(100, "mem100.\(format)"))
        let large = runTTG(drawOn(2_000, "mem2000.\(format)"))
        print("\nPeak memory of a \(format == "gif" ? "GIF" : "WebP") export (goal: equal within 10%)")
        row("  100 frames", String(format: "%9.1f MiB", small.peakMiB))
        row("  2,000 frames", String(format: "%9.1f MiB", large.peakMiB))
        row("  ratio 2,000 / 100", String(format: "%9.2f×", large.peakMiB / small.peakMiB))
    }
}

/// A file's size in bytes, 0 when it is missing.
func fileSize(_ path: String) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
}

/// The 20 refresh loops as GIF by this ttg-render and by the baseline build that
/// `make bench` makes of the writer before its rebuild (`TTG_BENCH_GIF_BASELINE`, commit
/// 5e0aea1: one libimagequant palette a frame, every frame whole), interleaved, at one and
/// two jobs: the best of three rounds each (goal: ours ≥ 1.5× as fast).
func benchmarkGIFAgainstBaseline(in directory: URL) {
    guard let baseline = ProcessInfo.processInfo.environment["TTG_BENCH_GIF_BASELINE"],
        FileManager.default.isExecutableFile(atPath: baseline)
    else {
        print("\nGIF export against the writer before its rebuild: skipped (no baseline build; make bench makes one)")
        return
    }
    print("\nGIF export against the writer before its rebuild (5e0aea1): the 20 refresh loops, best of 3 interleaved")
    let output = directory.appendingPathComponent("baseline.gif").path
    /// Wall seconds for the 20 loops by `binary`.
    func loops(_ binary: String, jobs: Int) -> Double {
        RefreshStyle.all.reduce(0) { total, style in
            let arguments = refreshLoop(style.name.rawValue) + ["--jobs", String(jobs), "-o", output]
            guard let seconds = timedRun(binary, arguments) else { fatalError("\(binary) \(arguments) failed") }
            return total + seconds
        }
    }
    for jobs in [1, 2] {
        var (before, after) = (Double.infinity, Double.infinity)
        for _ in 0..<3 {
            before = min(before, loops(baseline, jobs: jobs))
            after = min(after, loops(ttgRenderBinary, jobs: jobs))
        }
        row(
            "  --jobs \(jobs): before → now (goal ≥ 1.5×)",
            String(format: "%6.2f → %5.2f s  %5.2f×", before, after, before / after))
    }
}
