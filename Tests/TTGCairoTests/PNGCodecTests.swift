import TTGCairo
import TTGCodecs
import TTGScene
import TTGTestSupport
import Testing

@Suite struct PNGCodecTests {
    /// A scene with gradients and translucent edges, so that every byte value is exercised.
    static let sample = FeatureScene.linearGradient.scene

    @Test func writtenPNGDecodesToTheSamePixels() throws {
        let image = try rasterize(Self.sample, scale: 2)
        let png = try encodePNG(image)
        #expect(try loadPNG(bytes: png) == image)
        #expect(try renderPNG(Self.sample, scale: 2) == png)
    }

    @Test func onlyTheEssentialChunks() throws {
        let png = try renderPNG(Self.sample)
        let names = pngChunkTypes(png)
        #expect(names.first == "IHDR" && names.last == "IEND")
        #expect(Set(names) == ["IHDR", "IDAT", "IEND"])
        #expect(!names.contains("tEXt") && !names.contains("tIME"))
    }

    @Test func compressionLevelsDecodeIdenticallyAndNineIsSmaller() throws {
        let image = try rasterize(Self.sample, scale: 2)
        let stored = try encodePNG(image, compressionLevel: 0)
        let smallest = try encodePNG(image, compressionLevel: 9)
        #expect(try loadPNG(bytes: stored) == image)
        #expect(try loadPNG(bytes: smallest) == image)
        #expect(smallest.count < stored.count)
        #expect(throws: CodecError.self) { try encodePNG(image, compressionLevel: 10) }
    }

    @Test func renderingIsDeterministic() throws {
        for feature in FeatureScene.all {
            #expect(try renderPNG(feature.scene) == renderPNG(feature.scene), "\(feature.name)")
        }
    }

    @Test func corruptDataGetsAClearError() throws {
        #expect(throws: CodecError.pngDecoding("not a PNG file (the signature is missing)")) {
            try loadPNG(bytes: Array("GIF89a".utf8))
        }
        let png = try renderPNG(Self.sample)
        do {
            _ = try loadPNG(bytes: Array(png.prefix(png.count / 2)))
            Issue.record("a truncated PNG was accepted")
        } catch let error as CodecError {
            guard case .pngDecoding(let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(!reason.isEmpty)
            #expect("\(error)".hasPrefix("cannot read PNG: "))
        }
    }

    @Test func oversizedImagesAreRefusedFromTheHeader() throws {
        let png = try renderPNG(Self.sample)  // 96 x 96
        #expect(throws: CodecError.imageTooLarge(width: 96, height: 96, limit: "64 pixels a side")) {
            try loadPNG(bytes: png, maxDimension: 64)
        }
        #expect(throws: CodecError.self) { try loadPNG(bytes: png, maxPixels: 96 * 95) }
    }
}
