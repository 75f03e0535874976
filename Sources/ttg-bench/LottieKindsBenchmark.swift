import Foundation
import TTGRefresh

/// The bytes of every kind of Lottie file ttg-render writes, at 30 fps: each kind's files (their
/// count, smallest, largest and total), and the dotLottie archives of every style. How many of
/// their moments each player passes (lottie-web's three renderers, ThorVG, rlottie) is the
/// table `make bench` prints next, from the test suite `PlayerTally`.
func benchmarkLottieKinds(in directory: URL) {
    print("\nLottie files by kind (30 fps): files, smallest, largest, total")
    let styles = RefreshStyle.all.map(\.name.rawValue)
    let presets = ["classic", "minimal", "diagnostic", "playful", "expressive"]
    let puzzles = ["snap", "snapAndFade", "shake", "reset", "shakeAndReset"]
    let kinds: [(name: String, commands: [[String]])] = [
        ("refresh loops, header", styles.map { refreshLoop($0) }),
        ("refresh loops, footer", styles.map { refreshLoop($0, role: "footer") }),
        ("refresh stories (--markers), header", styles.map { ["refresh", "--style", $0, "--markers"] }),
        (
            "refresh stories (--markers), footer",
            styles.map { ["refresh", "--style", $0, "--markers", "--role", "footer"] }
        ),
        ("emoji --to, every preset", presets.map { ["emoji", "--preset", $0, "--rate", "0", "--to", "5"] }),
        ("emoji rate faces (--markers)", presets.map { ["emoji", "--preset", $0, "--markers"] }),
        (
            "puzzle animations",
            puzzles.map { ["puzzle", "--blank", "190,50", "--position", "40,50", "--animate", $0] }
        ),
    ]
    for kind in kinds {
        let sizes = kind.commands.enumerated().map { index, command -> Double in
            let file = directory.appendingPathComponent("kind-\(index).json").path
            _ = runTTG(command + ["--fps", "30", "--quiet", "--format", "lottie", "-o", file])
            return Double((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0) / 1024
        }
        row(
            "  \(kind.name)",
            String(
                format: "%2d files  %6.1f – %6.1f KiB  %8.1f KiB", sizes.count, sizes.min() ?? 0, sizes.max() ?? 0,
                sizes.reduce(0, +)))
    }
    for (name, options) in [("every header loop", ["--loop"]), ("every header story", ["--markers"])] {
        let file = directory.appendingPathComponent("all.lottie").path
        _ = runTTG(["refresh", "--all", "--quiet", "--fps", "30"] + options + ["-o", file])
        let size = Double((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0) / 1024
        row("  dotLottie archive of \(name)", String(format: "%8.1f KiB", size))
    }
}
