import Foundation

/// One still picture per process, as scripts call renderers: the emoji `ttg-render emoji
/// --rate 4 -o emoji.png` against `rsvg-convert` drawing the same picture from the SVG
/// ttg-render writes. The two alternate, `rounds` times each, and each keeps its median, so
/// a busy moment of the machine falls on both.
func benchmarkStartup(in directory: URL, ttgRender binary: String, rounds: Int = 41) {
    print("\nStart-up: one still emoji per process (goal: less time than rsvg-convert on its SVG)")
    let png = directory.appendingPathComponent("startup.png").path
    let svg = directory.appendingPathComponent("startup.svg").path
    let rsvg = "/usr/bin/rsvg-convert"
    guard timedRun(binary, ["emoji", "--rate", "4", "-o", svg]) != nil else {
        row("  skipped", "  ttg-render could not write the SVG")
        return
    }
    guard FileManager.default.isExecutableFile(atPath: rsvg) else {
        row("  rsvg-convert", "  skipped: rsvg-convert is not installed")
        return
    }
    var ours: [Double] = []
    var theirs: [Double] = []
    for _ in 0..<rounds {
        ours.append(timedRun(binary, ["emoji", "--rate", "4", "-o", png]) ?? .nan)
        theirs.append(timedRun(rsvg, ["-o", png, svg]) ?? .nan)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    row("  ttg-render emoji --rate 4 -o emoji.png", String(format: "%9.1f ms", median(ours) * 1e3))
    row("  rsvg-convert on its SVG", String(format: "%9.1f ms", median(theirs) * 1e3))
    row("  ratio rsvg-convert / ttg-render (goal > 1)", String(format: "%9.2f×", median(theirs) / median(ours)))
}
