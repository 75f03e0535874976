import Foundation
import TTGEmoji
import TTGExport
import TTGGeometry
import TTGTestSupport
import Testing

/// What `--skip-existing` keeps: a file that is a whole picture of its format at the size asked
/// for. The face is 228 points square (220 and its 4-point margins), written at 2 pixels a point:
/// 456 pixels, or a 456-unit page for a vector format.
@Suite struct WholePictureTests {
    @Test(arguments: FileFormat.allCases.filter(\.writesPictures))
    func onlyAWholeFileOfTheSizeAskedForIsWhole(_ format: FileFormat) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("face." + format.fileExtension).path
        try Exporter.write(.still(EmojiFace(rate: 4.2).scene()), to: OutputSettings(path: path, scale: 2))
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(format.isWholePicture(at: path, size: Size(456, 456)))
        for size in [Size(456, 457), Size(457, 456), Size(228, 228)] {
            #expect(!format.isWholePicture(at: path, size: size), "\(format) at \(size)")
        }
        // Cut anywhere before its last bytes, it is not whole (the last 8 hold PNG's IEND and
        // CRC, JPEG's EOI, the SVG end tag, PDF's %%EOF, the Lottie's closing braces).
        for count in [0, 1, 2, whole.count / 3, whole.count / 2, whole.count - 8] {
            try whole.prefix(count).write(to: URL(fileURLWithPath: path))
            #expect(!format.isWholePicture(at: path, size: Size(456, 456)), "\(format) cut to \(count) bytes")
        }
        #expect(!format.isWholePicture(at: dir.appendingPathComponent("missing").path, size: Size(456, 456)))
        #expect(!format.isWholePicture(at: dir.path, size: Size(456, 456)))
    }

    /// A raster file with bytes after its end (two files run together) is not one picture.
    @Test(arguments: [FileFormat.png, .jpeg])
    func bytesAfterTheEndAreNotWhole(_ format: FileFormat) throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("face." + format.fileExtension).path
        try Exporter.write(.still(EmojiFace(rate: 4.2).scene()), to: OutputSettings(path: path, scale: 2))
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try (whole + whole.prefix(100)).write(to: URL(fileURLWithPath: path))
        #expect(!format.isWholePicture(at: path, size: Size(456, 456)))
    }
}
