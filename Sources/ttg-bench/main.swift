// ttg-bench: speed measured side by side in one run, printed as ratios.
//
// Nothing here asserts a time; `make bench` prints, people read. Each row
// compares two ways of doing one job on the same input in the same process,
// so the ratio holds whatever the machine is doing.

import Foundation
import TTGCairo
import TTGGeometry
import TTGScene

/// Seconds per call of `body`, the best of `rounds` timings of `iterations` calls.
func secondsPerCall(iterations: Int, rounds: Int = 5, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed / Double(iterations))
    }
    return best
}

func row(_ label: String, _ value: String) {
    print(label.padding(toLength: 58, withPad: " ", startingAt: 0) + value)
}

func microseconds(_ s: Double) -> String { String(format: "%9.2f µs", s * 1e6) }

/// A wavy closed path of `count` cubic segments, like the refresh glyphs and puzzle outlines.
func wavyPath(count: Int) -> Path {
    var path = Path()
    for i in 0...count {
        let a = Double(i) / Double(count) * 2 * Double.pi
        let r = 80 + 12 * sin(7 * a)
        let p = Point(100 + r * cos(a), 100 + r * sin(a))
        if i == 0 {
            path.move(to: p)
            continue
        }
        let a0 = Double(i - 1) / Double(count) * 2 * Double.pi
        let q = Point(100 + r * cos(a0 + 0.3 / Double(count)), 100 + r * sin(a0 + 0.7 / Double(count)))
        path.cubic(to: p, control1: q, control2: p.lerp(to: q, 0.4))
    }
    path.close()
    return path
}

print("ttg-bench — ratios measured side by side in one run\n")

// MARK: - Parsing and writing path data
let wavy = wavyPath(count: 2_000)
let data = wavy.svgPathData
let parseTime = secondsPerCall(iterations: 20) { _ = try! Path(svgPathData: data) }
let writeTime = secondsPerCall(iterations: 20) { _ = wavy.svgPathData }
print("Path data (\(data.utf8.count / 1024) KiB, 2,000 cubics)")
row("  parse", microseconds(parseTime) + String(format: "  (%.1f MB/s)", Double(data.utf8.count) / parseTime / 1e6))
row("  write", microseconds(writeTime) + String(format: "  (%.1f MB/s)", Double(data.utf8.count) / writeTime / 1e6))

// MARK: - Arc length: adaptive Gauss–Legendre vs a polyline of equal accuracy
let cubic = CubicBezier(Point(0, 0), Point(30, 120), Point(90, -60), Point(120, 40))
let reference = cubic.arcLength(accuracy: 1e-12)
var polylineSegments = 16
func polylineLength(_ n: Int) -> Double {
    var length = 0.0
    var previous = cubic.start
    for i in 1...n {
        let p = cubic.point(at: Double(i) / Double(n))
        length += previous.distance(to: p)
        previous = p
    }
    return length
}
while abs(polylineLength(polylineSegments) - reference) / reference > 1e-6 { polylineSegments *= 2 }
let glTime = secondsPerCall(iterations: 2_000) { _ = cubic.arcLength(accuracy: 1e-6) }
let polyTime = secondsPerCall(iterations: 200) { _ = polylineLength(polylineSegments) }
print("\nCubic arc length to 1e-6 relative")
row("  adaptive Gauss–Legendre", microseconds(glTime))
row("  polyline (\(polylineSegments) chords to reach 1e-6)", microseconds(polyTime))
row("  ratio polyline / Gauss–Legendre", String(format: "%9.1f×", polyTime / glTime))

// MARK: - Hit testing: exact winding number vs flatten-then-test
let probe = Point(100, 100)
let exactTime = secondsPerCall(iterations: 50) { _ = wavy.contains(probe, rule: .evenOdd) }
let flattenTime = secondsPerCall(iterations: 10) {
    var inside = false
    for polyline in wavy.flattened(tolerance: 0.01) {
        for (a, b) in zip(polyline, polyline.dropFirst()) where (a.y > probe.y) != (b.y > probe.y) {
            if probe.x < a.x + (probe.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
        }
    }
    _ = inside
}
print("\nPoint in a 2,000-cubic path (even-odd)")
row("  exact winding number", microseconds(exactTime))
row("  flatten to 0.01 pt, then test", microseconds(flattenTime))
row("  ratio flatten / exact", String(format: "%9.1f×", flattenTime / exactTime))

// MARK: - PNG compression level (how the default was chosen)
func strokeScene() -> Scene {
    var nodes: [Node] = []
    for i in 0..<12 {
        let r = 20 + Double(i) * 7
        nodes.append(
            .shape(
                Path(circleCenter: Point(110, 110), radius: r),
                stroke: Stroke(
                    .solid(Color(hue: Double(i) / 12, saturation: 0.7, brightness: 0.9)),
                    width: 3, cap: .round, trimEnd: 0.3 + Double(i) / 20)))
    }
    return Scene(size: Size(220, 220), nodes: nodes)
}
func photoScene() -> Scene {
    var nodes: [Node] = [
        .shape(
            Path(rect: Rect(x: 0, y: 0, width: 320, height: 200)),
            fill: .linear(
                [Color(red: 0.2, green: 0.4, blue: 0.8), Color(red: 0.95, green: 0.7, blue: 0.4)],
                from: Point(0, 0), to: Point(0, 200)))
    ]
    for i in 0..<40 {
        let x = Double((i * 73) % 320)
        let y = Double((i * 41) % 200)
        nodes.append(
            .shape(
                Path(circleCenter: Point(x, y), radius: Double(8 + i % 13)),
                fill: .conic(
                    [
                        .white.withAlpha(0.5), Color(red: 0.1, green: 0.5, blue: 0.3).withAlpha(0.6),
                        .white.withAlpha(0.5),
                    ],
                    center: Point(x, y))))
    }
    return Scene(size: Size(320, 200), nodes: nodes)
}
// MARK: - Frame export: parallel speed-up and memory bounded by the window

/// The ttg-render built next to this binary.
let ttgRenderBinary: String = {
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("ttg-render").path
}()

/// Wall seconds of `binary` run with `arguments`, started directly (no shell); nil when it
/// cannot start or exits with a failure.
func timedRun(_ binary: String, _ arguments: [String]) -> Double? {
    var pid: pid_t = 0
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, binary, nil, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return status == 0 ? seconds : nil
}

/// Runs the ttg-render next to this binary; returns wall seconds and its peak RSS in MiB.
///
/// The peak comes from GNU time, which forks: a process spawned from here directly shares
/// this one's memory until it execs, and Linux keeps that high-water mark across the exec,
/// so its own `ru_maxrss` would never read below this benchmark's size.
func runTTG(_ arguments: [String]) -> (seconds: Double, peakMiB: Double) {
    let peakFile = workDirectory.appendingPathComponent("peak-kib.txt").path
    guard
        let seconds = timedRun(
            "/usr/bin/time", ["--format=%M", "--output=" + peakFile, ttgRenderBinary] + arguments)
    else { fatalError("ttg-render \(arguments.joined(separator: " ")) failed") }
    let peakKiB = (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap {
        Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return (seconds, (peakKiB ?? .nan) / 1024)
}

let workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("ttg-bench-\(getpid())")
try! FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workDirectory) }
// `ttg-bench refresh`, `ttg-bench vectors`, `ttg-bench service` and `ttg-bench captcha` run those
// rows alone.
switch CommandLine.arguments.dropFirst().first {
case "vectors":
    benchmarkVectorAnimationSizes(in: workDirectory)
    benchmarkLottieKinds(in: workDirectory)
    try? FileManager.default.removeItem(at: workDirectory)
    exit(0)
case "refresh":
    benchmarkRefreshGlyphs(in: workDirectory, ttgRender: ttgRenderBinary)
    try? FileManager.default.removeItem(at: workDirectory)
    exit(0)
case "service":
    benchmarkService(in: workDirectory, ttgRender: ttgRenderBinary)
    try? FileManager.default.removeItem(at: workDirectory)
    exit(0)
case "captcha":
    benchmarkCaptcha(in: workDirectory, ttgRender: ttgRenderBinary)
    try? FileManager.default.removeItem(at: workDirectory)
    exit(0)
default:
    break
}
benchmarkPNGEncoding(
    pictures: [("220×220 strokes @2x", strokeScene(), 2), ("320×200 photo-like @1x", photoScene(), 1)],
    in: workDirectory)
let exportPath = workDirectory.appendingPathComponent("wavy.txt").path
try! wavyPath(count: 400).svgPathData.write(toFile: exportPath, atomically: true, encoding: .utf8)
/// A 220×220-point draw-on at @2x with a dashed gradient-free stroke: a typical glyph export,
/// to frame files in `directory` (ending in `/`) or to an animated file.
func exportArguments(frames: Int, jobs: Int, to output: String) -> [String] {
    [
        "path", "render", "--d", "@" + exportPath, "--fill", "#29B8EB40", "--stroke", "#9473F0", "--line-width", "4",
        "--cap", "round", "--dash", "12,6", "--trim", "0,0", "--trim-to", "0,1", "--dash-phase-to", "36",
        "--fit", "--canvas", "220x220", "--scale", "2", "--frames", String(frames),
        "--jobs", String(jobs), "--quiet", "-o",
        workDirectory.appendingPathComponent(output).path + (output.hasSuffix("/") ? "/" : ""),
    ]
}
print("\nFrame export: 300 frames of a 220×220 pt draw-on at @2x (PNG files)")
let serial = runTTG(exportArguments(frames: 300, jobs: 1, to: "jobs1/"))
let parallel = runTTG(exportArguments(frames: 300, jobs: 2, to: "jobs2/"))
row("  --jobs 1", String(format: "%9.1f frames/s", 300 / serial.seconds))
row("  --jobs 2", String(format: "%9.1f frames/s", 300 / parallel.seconds))
row("  speed-up (goal ≥ 1.7 on 2 cores)", String(format: "%9.2f×", serial.seconds / parallel.seconds))
let small = runTTG(exportArguments(frames: 100, jobs: 2, to: "mem100/"))
let large = runTTG(exportArguments(frames: 2_000, jobs: 2, to: "mem2000/"))
print("\nPeak memory of a frame export (goal: equal within 10%)")
row("  100 frames", String(format: "%9.1f MiB", small.peakMiB))
row("  2,000 frames", String(format: "%9.1f MiB", large.peakMiB))
row("  ratio 2,000 / 100", String(format: "%9.2f×", large.peakMiB / small.peakMiB))

// MARK: - Captcha pools

print("\nPuzzle captcha pool: --count 1000 on a 320×200 canvas, PNG layers and answers (goal at 2 jobs: ≥ 400/s)")
/// A pool of 1,000 challenges written under `directory` with `jobs` jobs: challenges a second, peak MiB.
func pool(in directory: URL, jobs: Int) -> (perSecond: Double, peakMiB: Double) {
    let run = runTTG([
        "puzzle", "--out-dir", directory.appendingPathComponent("pool\(jobs)").path, "--count", "1000",
        "--seed", "7", "--answer", directory.appendingPathComponent("answers\(jobs).jsonl").path,
        "--jobs", String(jobs), "--quiet",
    ])
    return (1000 / run.seconds, run.peakMiB)
}
// The program's own speed is measured in memory (tmpfs): on this shared VM's disk, creating the
// 4,000 files and folders of a pool costs from 0.3 to 3 s of kernel time, depending on the disk's
// state (the local-disk row shows it).
let ramDirectory = URL(fileURLWithPath: "/dev/shm").appendingPathComponent("ttg-bench-\(getpid())")
let poolDirectory =
    (try? FileManager.default.createDirectory(at: ramDirectory, withIntermediateDirectories: true))
    .map { ramDirectory } ?? workDirectory
let place = poolDirectory == ramDirectory ? " in memory" : ""
for (jobs, note) in [(1, "at filing: 91/s"), (2, "goal ≥ 400/s")] {
    let run = pool(in: poolDirectory, jobs: jobs)
    row(
        "  --jobs \(jobs)\(place) (\(note))",
        String(format: "%9.1f challenges/s  %6.1f MiB peak", run.perSecond, run.peakMiB))
}
try? FileManager.default.removeItem(at: ramDirectory)
row("  --jobs 2 on the local disk", String(format: "%9.1f challenges/s", pool(in: workDirectory, jobs: 2).perSecond))

// MARK: - Refresh glyphs

benchmarkRefreshGlyphs(in: workDirectory, ttgRender: ttgRenderBinary)
benchmarkVectorAnimationSizes(in: workDirectory)
benchmarkLottieKinds(in: workDirectory)
benchmarkGIF(in: workDirectory) { frames, file in exportArguments(frames: frames, jobs: 2, to: file) }
benchmarkGIFQuality(in: workDirectory)
benchmarkStartup(in: workDirectory, ttgRender: ttgRenderBinary)
benchmarkService(in: workDirectory, ttgRender: ttgRenderBinary)
benchmarkCaptcha(in: workDirectory, ttgRender: ttgRenderBinary)
