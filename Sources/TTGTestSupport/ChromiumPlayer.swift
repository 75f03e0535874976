import Foundation
import TTGCairo
import TTGCodecs
import TTGScene

/// Headless Chromium (Debian `chromium`) as an independent player of animated SVG: it lays
/// many copies of documents out on one page, seeks each copy's SMIL timeline to its own time
/// (`pauseAnimations()`, `setCurrentTime(t)`), takes one screenshot with a transparent
/// background, and cuts it back into one picture per copy. One browser start serves a whole
/// test, however many documents and times it plays.
public enum ChromiumPlayer {
    public static let executable = "/usr/bin/chromium"

    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// One document to show at one time; `width` and `height` are its size in points.
    public struct Shot: Sendable {
        public var svg: String
        public var time: Double
        public var width: Int
        public var height: Int

        public init(svg: String, time: Double, width: Int, height: Int) {
            self.svg = svg
            self.time = time
            self.width = width
            self.height = height
        }
    }

    /// The shots drawn at `scale` pixels per point, each in its own size; in the shots' order.
    /// Consecutive shots share a page (and a browser start), in cells of the largest one's size,
    /// up to a screenshot Chromium takes whole.
    public static func play(_ shots: [Shot], scale: Int) throws -> [RasterImage] {
        var pages: [[Shot]] = []
        for shot in shots {
            if let page = pages.last {
                let width = max(shot.width, page.map(\.width).max()!)
                let height = max(shot.height, page.map(\.height).max()!)
                if (page.count + 1) * width * height * scale * scale <= pageArea {
                    pages[pages.count - 1].append(shot)
                    continue
                }
            }
            pages.append([shot])
        }
        return try pages.flatMap { try playPage($0, scale: scale) }
    }

    /// The most pixels one screenshot holds.
    static let pageArea = 2400 * 4800

    private static func playPage(_ shots: [Shot], scale: Int) throws -> [RasterImage] {
        let cell = (width: shots.map(\.width).max() ?? 1, height: shots.map(\.height).max() ?? 1)
        let columns = max(1, min(shots.count, 2400 / (cell.width * scale)))
        let rows = (shots.count + columns - 1) / columns
        var cells = ""
        for (index, shot) in shots.enumerated() {
            cells += "<div class=\"c\">" + isolated(shot.svg, prefix: "s\(index)-") + "</div>"
        }
        let times = shots.map { String($0.time) }.joined(separator: ",")
        let html = """
            <!DOCTYPE html><html><head><style>html,body{margin:0;padding:0;background:transparent}\
            .g{display:grid;grid-template-columns:repeat(\(columns),\(cell.width)px)}\
            .c{width:\(cell.width)px;height:\(cell.height)px;overflow:hidden}.c>svg{display:block}</style></head>\
            <body><div class="g">\(cells)</div><script>const times=[\(times)];\
            document.querySelectorAll('.c>svg').forEach((s,i)=>{s.pauseAnimations();s.setCurrentTime(times[i]);});\
            </script></body></html>
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ttg-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        let screenshot = directory.appendingPathComponent("shot.png")
        try Data(html.utf8).write(to: page)
        let result = try BinaryRunner.runProgram(
            executable,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                "--disable-threaded-animation", "--disable-extensions", "--no-first-run",
                "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
                "--force-device-scale-factor=\(scale)", "--default-background-color=00000000",
                // A window narrower than a desktop's gets a blank screenshot: never below 800 wide.
                "--window-size=\(max(800, columns * cell.width)),\(rows * cell.height)", "--virtual-time-budget=2000",
                "--screenshot=\(screenshot.path)", page.absoluteString,
            ])
        guard let data = FileManager.default.contents(atPath: screenshot.path) else {
            throw CocoaError(
                .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "chromium wrote no screenshot: \(result.stderr)"]
            )
        }
        let page0 = try loadPNG(bytes: [UInt8](data))
        let (w, h) = (cell.width * scale, cell.height * scale)
        return shots.enumerated().map { index, shot in
            crop(
                page0, x: (index % columns) * w, y: (index / columns) * h, width: shot.width * scale,
                height: shot.height * scale)
        }
    }

    /// The document with its identifiers (and the references to them) prefixed, so that copies
    /// on one page do not share definitions.
    static func isolated(_ svg: String, prefix: String) -> String {
        var out = svg.replacingOccurrences(of: " id=\"", with: " id=\"" + prefix)
        out = out.replacingOccurrences(of: "url(#", with: "url(#" + prefix)
        out = out.replacingOccurrences(of: "href=\"#", with: "href=\"#" + prefix)
        return out
    }

    static func crop(_ image: RasterImage, x: Int, y: Int, width: Int, height: Int) -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height where y + row < image.height {
            for column in 0..<width where x + column < image.width {
                let from = ((y + row) * image.width + x + column) * 4
                let to = (row * width + column) * 4
                pixels[to..<(to + 4)] = image.pixels[from..<(from + 4)]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
