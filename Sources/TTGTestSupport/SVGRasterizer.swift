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

    /// The renderers installed here.
    public static var available: [SVGRasterizer] {
        [rsvg, resvg].filter { FileManager.default.isExecutableFile(atPath: $0.executable) }
    }

    /// The document rasterized at `zoom` pixels per user unit.
    public func rasterize(_ svg: String, zoom: Double = 1) throws -> RasterImage {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ttg-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg")
        let output = directory.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments(zoom, input.path, output.path)
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
            encodePNG: { try TTGCodecs.encodePNG($0) }, layoutText: { try TTGCairo.layoutTextLines($0) }))
}
