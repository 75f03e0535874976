import Foundation
import TTGRefresh

/// Each refresh style's busy loop (header, refreshing, one seamless period at 30 fps) written by
/// ttg-render as a GIF, an animated SVG and a Lottie: the files' sizes, and how many times
/// smaller than the GIF the Lottie is (goal: at least 10× for every style).
func benchmarkVectorAnimationSizes(in directory: URL) {
    print("\nRefresh loops as files (header, refreshing, one period at 30 fps; goal: Lottie ≥ 10× smaller than GIF)")
    var smallest = Double.infinity
    for style in RefreshStyle.all {
        var sizes: [String: Double] = [:]
        for format in ["gif", "svg", "json"] {
            let file = directory.appendingPathComponent("\(style.name.rawValue).\(format)").path
            _ = runTTG(refreshLoop(style.name.rawValue) + ["-o", file])
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            sizes[format] = Double(bytes) / 1024
        }
        let ratio = sizes["gif"]! / max(sizes["json"]!, 1e-9)
        smallest = min(smallest, ratio)
        row(
            "  \(style.name.rawValue)",
            String(
                format: "GIF %7.1f KiB  SVG %6.1f KiB  Lottie %6.1f KiB  %6.1f×", sizes["gif"]!, sizes["svg"]!,
                sizes["json"]!, ratio))
    }
    row("  smallest GIF / Lottie (goal ≥ 10)", String(format: "%9.1f×", smallest))
}

/// The arguments of a refresh style's busy loop (header, refreshing, one seamless period at
/// 30 fps, however long), quiet; the output and any other option follow.
func refreshLoop(_ style: String) -> [String] {
    ["refresh", "--style", style, "--state", "refreshing", "--loop", "--long-loop", "--quiet"]
}
