import Foundation
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

/// Loading the JPEG fixtures: decoding, refusing truncated, foreign and oversized data.
@Suite struct JPEGReaderTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: ImageComparison.repositoryRoot.appendingPathComponent("Fixtures/puzzle/\(name)")))
    }

    @Test func decodesTheFixture() throws {
        let image = try loadJPEG(bytes: try Self.fixture("photo.jpg"))
        #expect(image.width == 240 && image.height == 160)
        #expect(image.pixel(x: 10, y: 10).alpha == 255)
        #expect(try loadImage(bytes: try Self.fixture("photo.jpg")) == image)
    }

    @Test func refusesTruncatedData() throws {
        #expect(throws: CodecError.self) { try loadJPEG(bytes: try Self.fixture("truncated.jpg")) }
    }

    @Test func refusesOversizedImagesFromTheHeader() throws {
        #expect(throws: CodecError.imageTooLarge(width: 20000, height: 20000, limit: "16384 pixels a side")) {
            try loadImage(bytes: try Self.fixture("oversized.jpg"))
        }
        #expect(throws: CodecError.imageTooLarge(width: 240, height: 160, limit: "1000 pixels")) {
            try loadJPEG(bytes: try Self.fixture("photo.jpg"), maxPixels: 1000)
        }
    }

    @Test func sniffsTheFormat() throws {
        let png = try encodePNG(RasterImage(width: 3, height: 2, color: .white))
        #expect(try loadImage(bytes: png).width == 3)
        #expect(throws: CodecError.unknownImageFormat) { try loadImage(bytes: Array("hello".utf8)) }
        #expect(throws: CodecError.self) { try loadJPEG(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16]) }
    }
}
