import Foundation
import TTGRefresh

/// Each refresh style's busy loop (one seamless period at 30 fps) written by ttg-render: in the
/// header role as a GIF, an animated SVG and a Lottie, with how many times smaller than the GIF
/// the Lottie is (goal: at least 10× for every style); in the footer role as an animated SVG and
/// a Lottie; and the largest vector loop of either role.
func benchmarkVectorAnimationSizes(in directory: URL) {
    print(
        "\nRefresh loops as files (one period at 30 fps, header refreshing and footer loading; "
            + "goal: Lottie ≥ 10× smaller than GIF)")
    var smallest = Double.infinity
    var largest = (kib: 0.0, file: "")
    for style in RefreshStyle.all {
        /// The loop's file size in KiB, written as `name.format`.
        func kib(_ role: String, _ format: String) -> Double {
            let name = role == "header" ? style.name.rawValue : "\(style.name.rawValue)-\(role)"
            let file = directory.appendingPathComponent("\(name).\(format)").path
            _ = runTTG(refreshLoop(style.name.rawValue, role: role) + ["-o", file])
            let size = Double((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0) / 1024
            if format != "gif", size > largest.kib { largest = (size, "\(name).\(format)") }
            return size
        }
        let (gif, svg, json) = (kib("header", "gif"), kib("header", "svg"), kib("header", "json"))
        let (footerSVG, footerJSON) = (kib("footer", "svg"), kib("footer", "json"))
        smallest = min(smallest, gif / max(json, 1e-9))
        row(
            "  \(style.name.rawValue)",
            String(
                format:
                    "GIF %7.1f KiB  SVG %6.1f KiB  Lottie %6.1f KiB  %6.1f×  footer SVG %7.1f KiB  Lottie %7.1f KiB",
                gif, svg, json, gif / max(json, 1e-9), footerSVG, footerJSON))
    }
    row("  smallest GIF / Lottie (goal ≥ 10)", String(format: "%9.1f×", smallest))
    row("  largest SVG or Lottie loop, either role", String(format: "%9.1f KiB  ", largest.kib) + largest.file)
}

/// The arguments of a refresh style's busy loop in `role` (header refreshing, footer loading;
/// one seamless period at 30 fps, however long), quiet; the output and any other option follow.
func refreshLoop(_ style: String, role: String = "header") -> [String] {
    [
        "refresh", "--style", style, "--role", role, "--state", role == "header" ? "refreshing" : "loading", "--loop",
        "--long-loop", "--quiet",
    ]
}
