import Foundation
import TTGCairo
import TTGCodecs
import TTGSVG
import TTGScene

/// Independent SVG renderers, run as programs on a document: librsvg's `rsvg-convert`
/// (Debian `librsvg2-bin`) and resvg (PyPI `resvg-cli`, in the virtual environment `make deps`
/// creates), each turning our SVG into pixels to compare with our own PNG rendering.
public struct SVGRasterizer: Sendable, CustomStringConvertible {
    public let name: String
    let executable: String
    let arguments: @Sendable (_ zoom: Double, _ input: String, _ output: String) -> [String]

    public var description: String { name }

    public static let rsvg = SVGRasterizer(name: "rsvg-convert", executable: "/usr/bin/rsvg-convert") {
        ["--zoom", String($0), "--format", "png", "--output", $2, $1]
    }

    public static let resvg = SVGRasterizer(
        name: "resvg",
        executable: ImageComparison.repositoryRoot.appendingPathComponent(".build/test-venv/bin/resvg").path
    ) { ["--zoom", String($0), $1, $2] }

    /// ThorVG's SVG loader (the engine of several app players), through
    /// `Tests/thorvg_svg_render.py` and PyPI's `thorvg-python` in the same virtual environment.
    /// It reads masks by luminance whatever their `mask-type`, and draws no filters; so it is not
    /// one of the ``available`` peers, but is asked about what it does draw.
    public static let thorvg = SVGRasterizer(
        name: "thorvg",
        executable: ImageComparison.repositoryRoot.appendingPathComponent(".build/test-venv/bin/python3").path
    ) {
        [
            ImageComparison.repositoryRoot.appendingPathComponent("Tests/thorvg_svg_render.py").path, "--zoom",
            String($0), $1, $2,
        ]
    }

    /// True when the renderer's program is installed here (for ThorVG, its Python package too).
    public var isInstalled: Bool {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return false }
        guard name == Self.thorvg.name else { return true }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: executable)
        check.arguments = ["-c", "import thorvg_python"]
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }

    /// The renderers installed here.
    public static var available: [SVGRasterizer] { [rsvg, resvg].filter(\.isInstalled) }

    /// The bar an SVG drawn by another renderer meets against our PNG of the same picture: a
    /// pixel differs when a premultiplied channel is off by more than 24 of 255 (renderers
    /// antialias edges differently), and at most 0.8% of the pixels may differ.
    public static let channelTolerance = 24
    public static let maxFraction = 0.008

    /// How `svg`, drawn by every renderer installed here, misses `png` by that bar: a line for
    /// each renderer that does, naming `label`.
    public static func misses(_ svg: String, against png: RasterImage, label: String) throws -> [String] {
        try available.compactMap { renderer in
            let comparison = ImageComparison.compare(
                try renderer.rasterize(svg), png, channelTolerance: channelTolerance)
            guard !comparison.passes(maxFraction: maxFraction) else { return nil }
            return "\(renderer) \(label): \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ"
        }
    }

    /// The document rasterized at `zoom` pixels per user unit, the program run with `environment`
    /// added to this process's.
    public func rasterize(_ svg: String, zoom: Double = 1, environment: [String: String] = [:]) throws -> RasterImage {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttg-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg")
        let output = directory.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments(zoom, input.path, output.path)
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(name) failed"])
        }
        return try loadPNG(bytes: [UInt8](Data(contentsOf: output)))
    }

    /// The semantic SVG writer with the raster backend's images and text layout.
    public static let writer = SVGWriter(
        services: SVGServices(
            encodePNG: { try TTGCodecs.encodePNG($0) }, layoutText: { try TTGCairo.layoutTextLines($0) },
            textOutline: { try TTGCairo.textOutline($0) }))
}
