import Foundation
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// `-o x.jpg`, `.jpeg` and `--format jpeg` end to end: the JPEG the command writes is read back
/// with libjpeg and compared with the PNG of the same picture, its alpha flattened onto
/// `--background` or white, and `--quality` applied.
@Suite struct JPEGExportTests {
    /// A face with flat colors and hard edges, where JPEG rings most.
    static let face = ["emoji", "--rate", "4", "--fill", "--size", "120"]

    /// Runs `arguments` in a fresh directory; its status, standard error and the files it left.
    static func run(_ arguments: [String]) throws -> (status: Int32, stderr: String, files: [String: [UInt8]]) {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(arguments + ["--quiet"], in: dir)
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: dir.path)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = dir.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
        return (result.status, result.stderr, files)
    }

    /// The one file `arguments` writes as `name`.
    static func file(_ arguments: [String], _ name: String) throws -> [UInt8] {
        let run = try Self.run(arguments + ["-o", name])
        try #require(run.status == 0, "\(arguments): \(run.stderr)")
        return try #require(run.files[name], "\(run.files.keys.sorted())")
    }

    /// The mean absolute difference of red, green and blue over all pixels.
    static func meanError(_ a: RasterImage, _ b: RasterImage) -> [Double] {
        var sums = [0.0, 0.0, 0.0]
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<3 { sums[c] += abs(Double(a.pixels[i + c]) - Double(b.pixels[i + c])) }
        }
        return sums.map { $0 / Double(a.width * a.height) }
    }

    /// The JPEG is the PNG drawn on white, within a mean of 4 levels a channel at the default
    /// quality (measured 2.3–2.5 on this face: the error sits in a ring around each hard edge),
    /// and closer at quality 100.
    @Test func jpegIsThePNGOnWhite() throws {
        let png = try loadPNG(bytes: try Self.file(Self.face + ["--background", "white"], "face.png"))
        var errors: [[Double]] = []
        for name in ["face.jpg", "face.JPEG"] {
            let jpeg = try loadJPEG(bytes: try Self.file(Self.face, name))
            #expect(jpeg.width == png.width && jpeg.height == png.height)
            errors.append(Self.meanError(png, jpeg))
            for error in errors.last! { #expect(error < 4, "\(name): \(error)") }
        }
        let best = Self.meanError(png, try loadJPEG(bytes: try Self.file(Self.face + ["--quality", "100"], "f.jpg")))
        #expect(zip(best, errors[0]).allSatisfy { $0 < $1 }, "\(best) \(errors[0])")
        let formatted = try Self.file(Self.face + ["--format", "jpeg"], "face.out")
        #expect(formatted == (try Self.file(Self.face, "face.jpg")))
        #expect(formatted.starts(with: [0xFF, 0xD8, 0xFF]))
    }

    /// A corner (transparent in the PNG) is white, or the background under the picture.
    @Test func alphaIsFlattenedOntoTheBackgroundOrWhite() throws {
        func corner(_ extra: [String]) throws -> [Int] {
            let p = try loadJPEG(bytes: try Self.file(Self.face + extra, "face.jpg")).pixel(x: 1, y: 1)
            return [Int(p.red), Int(p.green), Int(p.blue)]
        }
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 3 } }
        #expect(near(try corner([]), [255, 255, 255]))
        #expect(near(try corner(["--background", "none"]), [255, 255, 255]))
        #expect(near(try corner(["--background", "rgb(200, 30, 60)"]), [200, 30, 60]))
        // Half-transparent blue over white: (127.5, 127.5, 255).
        #expect(near(try corner(["--background", "rgba(0 0 255 / 50%)"]), [128, 128, 255]))
    }

    @Test func qualityRaisesTheSizeMonotonically() throws {
        let sizes = try [5, 30, 60, 90, 100].map { try Self.file(Self.face + ["--quality", "\($0)"], "f.jpg").count }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 }, "\(sizes)")
        #expect(try Self.file(Self.face + ["--quality", "90"], "f.jpg") == Self.file(Self.face, "f.jpg"))
    }

    /// Frames may be JPEG files; one animated file may not be a JPEG.
    @Test func framesAreJPEGFilesButAnAnimationIsNot() throws {
        let moving = ["emoji", "--rate", "1", "--to", "4", "--size", "40", "--frames", "3"]
        for (arguments, names) in [
            (["-o", "out/", "--format", "jpeg"], ["out/frame_0000.jpg", "out/frame_0001.jpg", "out/frame_0002.jpg"]),
            (["-o", "f_%02d.jpeg"], ["f_00.jpeg", "f_01.jpeg", "f_02.jpeg"]),
        ] {
            let run = try Self.run(moving + arguments)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.files.keys.sorted() == names)
            let sizes = try run.files.values.map { try loadJPEG(bytes: $0).width }
            #expect(Set(sizes).count == 1 && sizes[0] >= 40, "\(sizes)")
        }
        let animated = try Self.run(moving + ["-o", "a.jpg"])
        #expect(animated.status == 64 && animated.files.isEmpty)
        #expect(animated.stderr.contains("-o: 'a.jpg' is one picture"), "\(animated.stderr)")
    }

    /// A refused export leaves no file, finished or not.
    @Test func refusedExportsLeaveNoFile() throws {
        for (arguments, status) in [
            (Self.face + ["--quality", "101", "-o", "f.jpg"], Int32(64)),
            (Self.face + ["--scale", "8", "--size", "8192", "-o", "f.jpg"], 64),
            (Self.face + ["-o", "missing/f.jpg"], 73),
        ] {
            let run = try Self.run(arguments)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(run.files.isEmpty, "\(arguments) left \(run.files.keys.sorted())")
        }
    }
}
