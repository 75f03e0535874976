import Foundation

/// The refresh glyphs command to command, as a user would make them: `ttg-render refresh --all`
/// writing PNG frames, against the same command writing SVG frames and a peer (`rsvg-convert`,
/// resvg) turning each into a PNG, two processes at a time as `xargs -P 2` would. 20 styles ×
/// 30 frames of refreshing at 140 points, on two cores; wall time and CPU time (user and system
/// of every process) side by side. resvg comes from PyPI's `resvg-cli`, installed by `make deps`
/// into `.build/test-venv` and named by `TTG_BENCH_RESVG`; its row is skipped when it is missing.
func benchmarkRefreshGlyphs(in directory: URL, ttgRender: String) {
    let frames = 30
    let styles = 20
    let command = [
        "refresh", "--all", "--state", "refreshing", "--size", "140", "--frames", String(frames), "--jobs", "2",
        "--quiet",
    ]
    print("\nRefresh glyphs: 20 styles × \(frames) frames of refreshing at 140 pt, command to command (two cores)")
    func rate(_ run: SpawnedRuns) -> String {
        String(format: "%9.1f frames/s  %6.2f s CPU", Double(styles * frames) / run.wall, run.cpu)
    }
    let pngFolder = directory.appendingPathComponent("glyphs-png").path + "/"
    let ours = spawnAll([(ttgRender, command + ["-o", pngFolder])], atOnce: 1)
    row("  ttg-render refresh --all (PNG frames)", rate(ours))

    let svgFolder = directory.appendingPathComponent("glyphs-svg").path + "/"
    let svgExport = spawnAll([(ttgRender, command + ["--format", "svg", "-o", svgFolder])], atOnce: 1)
    let svgs = (FileManager.default.enumerator(atPath: svgFolder)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".svg") }.sorted().map { svgFolder + $0 }
    // The goal: the direct command is faster than the pipeline a user would build from our SVG.
    let peers: [(name: String, binary: String?, arguments: (String, String) -> [String], goal: Double)] = [
        ("rsvg-convert", "/usr/bin/rsvg-convert", { svg, png in ["-o", png, svg] }, 1),
        ("resvg", ProcessInfo.processInfo.environment["TTG_BENCH_RESVG"], { svg, png in [svg, png] }, 1),
    ]
    for peer in peers {
        guard let binary = peer.binary, FileManager.default.isExecutableFile(atPath: binary) else {
            row("  SVG frames then \(peer.name)", "  skipped: \(peer.name) is not installed")
            continue
        }
        let raster = spawnAll(svgs.map { (binary, peer.arguments($0, $0 + ".png")) }, atOnce: 2)
        let theirs = SpawnedRuns(wall: svgExport.wall + raster.wall, cpu: svgExport.cpu + raster.cpu)
        row("  SVG frames, then \(peer.name) two at a time", rate(theirs))
        row(
            "  ratio to ttg-render (goal > \(Int(peer.goal))×)",
            String(format: "%9.1f×  %6.1f× CPU", theirs.wall / ours.wall, theirs.cpu / ours.cpu))
    }
}

/// The wall seconds and the CPU seconds (user and system) of a set of processes.
struct SpawnedRuns {
    var wall: Double
    var cpu: Double
}

/// Runs every command with `posix_spawn`, at most `atOnce` at a time, and measures them together:
/// the wall time from the first start to the last exit, and the CPU time of every process from
/// `wait4`. A command that fails stops the benchmark.
func spawnAll(_ commands: [(binary: String, arguments: [String])], atOnce: Int) -> SpawnedRuns {
    var pending = commands[...]
    var running = 0
    var cpu = 0.0
    let start = DispatchTime.now().uptimeNanoseconds
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    while !pending.isEmpty || running > 0 {
        while running < atOnce, let next = pending.popFirst() {
            var pid: pid_t = 0
            let argv = ([next.binary] + next.arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            guard posix_spawn(&pid, next.binary, nil, nil, argv, environ) == 0 else {
                fatalError("cannot start \(next.binary)")
            }
            running += 1
        }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(-1, &status, 0, &usage) > 0 else { fatalError("wait4 failed") }
        guard status == 0 else { fatalError("a command failed with status \(status)") }
        running -= 1
        cpu += seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
    return SpawnedRuns(wall: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu: cpu)
}
