import Foundation
import TTGCodecs
import TTGProcessSupport
import TTGScene

/// One animated SVG document to show at one time; `width` and `height` are its size in points.
public struct SMILShot: Sendable {
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

/// A web page that shows many animated SVG documents at once, for a browser's screenshot: each
/// document inline in a grid cell of the largest one's size, its identifiers prefixed so that
/// copies share no definitions, and its SMIL timeline seeked to its own time by a script on
/// load (`pauseAnimations()`, `setCurrentTime(t)`). The browsers that play animated SVG in the
/// tests (``ChromiumPlayer``, ``FirefoxPlayer``) each build their pages here and cut their
/// screenshots back into one picture a shot.
///
/// The grid is drawn once on each of ``backgrounds``, one under the other: a browser that
/// cannot take a transparent screenshot shows every shot on black and on white, and the two
/// give back the colors and the coverage. Below the grids, a one-point strip turns from red to
/// green as the script's last step: a screenshot with a red strip was taken before the script
/// had seeked every document, and is refused.
struct SMILPage {
    var shots: [SMILShot]
    /// Pixels per point.
    var scale: Int
    /// The CSS backgrounds the grid is drawn on, top to bottom.
    var backgrounds: [String]
    /// Whether the page zooms itself to `scale` (CSS `zoom`), for a browser that has no
    /// device scale factor to set.
    var zooms: Bool

    /// The widest a page is, in pixels, and the most pixels one screenshot holds.
    static let maxWidth = 2400
    static let maxArea = 2400 * 4800

    /// The shots in pages of consecutive shots, each page at most ``maxArea`` pixels at
    /// `scale` with a copy of every shot on each of `copies` backgrounds.
    static func pages(_ shots: [SMILShot], scale: Int, copies: Int) -> [[SMILShot]] {
        var pages: [[SMILShot]] = []
        for shot in shots {
            if let page = pages.last {
                let width = max(shot.width, page.map(\.width).max()!)
                let height = max(shot.height, page.map(\.height).max()!)
                if (page.count + 1) * copies * width * height * scale * scale <= maxArea {
                    pages[pages.count - 1].append(shot)
                    continue
                }
            }
            pages.append([shot])
        }
        return pages
    }

    /// One cell's size, in points: the largest shot's.
    var cell: (width: Int, height: Int) { (shots.map(\.width).max() ?? 1, shots.map(\.height).max() ?? 1) }
    var columns: Int { max(1, min(shots.count, Self.maxWidth / (cell.width * scale))) }
    var rows: Int { (shots.count + columns - 1) / columns }
    /// The page's size in points: the grids and the strip.
    var size: (width: Int, height: Int) { (columns * cell.width, backgrounds.count * rows * cell.height + 1) }

    var html: String {
        let cell = cell
        var grids = ""
        for (copy, background) in backgrounds.enumerated() {
            grids += "<div class=\"g\" style=\"background:\(background)\">"
            for (index, shot) in shots.enumerated() {
                grids += "<div class=\"c\">" + Self.isolated(shot.svg, prefix: "s\(copy)-\(index)-") + "</div>"
            }
            grids += "</div>"
        }
        let times = shots.map { String($0.time) }.joined(separator: ",")
        return """
            <!DOCTYPE html><html><head><style>html,body{margin:0;padding:0;background:transparent;overflow:hidden}\
            body{zoom:\(zooms ? scale : 1)}.g{display:grid;grid-template-columns:repeat(\(columns),\(cell.width)px)}\
            .c{width:\(cell.width)px;height:\(cell.height)px;overflow:hidden}.c>svg{display:block}\
            #ready{height:1px;background:#f00}</style></head>\
            <body>\(grids)<div id="ready"></div><script>const times=[\(times)];\
            document.querySelectorAll('.g').forEach(g=>g.querySelectorAll('.c>svg').forEach((s,i)=>{\
            s.pauseAnimations();s.setCurrentTime(times[i]);}));\
            document.getElementById('ready').style.background='#0f0';</script></body></html>
            """
    }

    /// Each shot's picture on background `copy`, cut from the page's screenshot; an error when the
    /// screenshot is not the whole page or was taken before the script ran.
    func pictures(in screenshot: RasterImage, copy: Int) throws -> [RasterImage] {
        let size = size
        guard screenshot.width >= size.width * scale, screenshot.height >= size.height * scale else {
            throw SMILPageError(
                description: "a screenshot of \(screenshot.width)x\(screenshot.height) pixels does not hold the page's "
                    + "\(size.width * scale)x\(size.height * scale)")
        }
        let strip = ((size.height * scale - 1) * screenshot.width) * 4
        guard screenshot.pixels[strip] < 128, screenshot.pixels[strip + 1] > 128 else {
            throw SMILPageError(
                description: "the screenshot was taken before the page's script had seeked the documents")
        }
        let (w, h) = (cell.width * scale, cell.height * scale)
        let top = copy * rows * h
        return shots.enumerated().map { index, shot in
            Self.crop(
                screenshot, x: (index % columns) * w, y: top + (index / columns) * h, width: shot.width * scale,
                height: shot.height * scale)
        }
    }

    /// The document with its identifiers (and the references to them) prefixed.
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

extension SMILPage {
    /// The screenshot a browser takes of the page: the page is written to a directory of its own,
    /// `run` starts the browser on it (given the page's file, the screenshot's path and the
    /// directory, removed afterwards), and the picture it wrote is read back; `browser` names it
    /// in the error when it wrote none.
    func screenshot(
        by browser: String, _ run: (_ page: URL, _ shot: URL, _ directory: URL) throws -> BinaryRunner.Result
    ) throws -> RasterImage {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("page.html")
        let shot = directory.appendingPathComponent("shot.png")
        try Data(html.utf8).write(to: file)
        let result = try run(file, shot, directory)
        guard let data = FileManager.default.contents(atPath: shot.path) else {
            throw SMILPageError(
                description: "\(browser) wrote no screenshot (status \(result.status)): \(result.stderr)")
        }
        return try loadPNG(bytes: [UInt8](data))
    }
}

/// Why a browser's page could not be read back.
struct SMILPageError: Error, CustomStringConvertible {
    let description: String
}
