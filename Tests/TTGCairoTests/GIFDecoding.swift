import CGIF

/// An animated GIF read back with giflib's decoder (DGifSlurp), for tests.
struct DecodedGIF {
    struct Frame {
        /// Straight RGBA, `width * height * 4` bytes; the transparent index decodes to (0, 0, 0, 0).
        var rgba: [UInt8]
        var indices: [UInt8]
        var delayCentiseconds: Int
        var transparentIndex: Int?
        var disposal: Int
        var colorTableSize: Int
    }

    var width: Int
    var height: Int
    /// The NETSCAPE2.0 loop count (browsers play the animation that many times plus one;
    /// 0 forever); nil when the file has no such extension (it plays once).
    var loopCount: Int?
    var frames: [Frame]

    init(_ bytes: [UInt8]) throws {
        let input = Input(bytes: bytes)
        defer { withExtendedLifetime(input) {} }
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(input).toOpaque(), readInput, &error) else {
            throw DecodingError(message: "DGifOpen: \(error)")
        }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else { throw DecodingError(message: "DGifSlurp: \(gif.pointee.Error)") }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        // DGifSlurp keeps the extensions before an image with that image (the header's with
        // image 0) and the ones after the last image with the file.
        var blocks: [ExtensionBlock] = []
        if gif.pointee.ImageCount > 0 {
            let first = gif.pointee.SavedImages[0]
            blocks += UnsafeBufferPointer(start: first.ExtensionBlocks, count: Int(first.ExtensionBlockCount))
        }
        blocks += UnsafeBufferPointer(start: gif.pointee.ExtensionBlocks, count: Int(gif.pointee.ExtensionBlockCount))
        loopCount = Self.netscapeLoopCount(blocks)
        frames = try (0..<Int(gif.pointee.ImageCount)).map { i in
            let saved = gif.pointee.SavedImages[i]
            guard let map = saved.ImageDesc.ColorMap ?? gif.pointee.SColorMap else {
                throw DecodingError(message: "frame \(i) has no color table")
            }
            var control = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(i), &control) == GIF_OK else {
                throw DecodingError(message: "frame \(i) has no graphic control extension")
            }
            let count = Int(saved.ImageDesc.Width * saved.ImageDesc.Height)
            let indices = Array(UnsafeBufferPointer(start: saved.RasterBits, count: count))
            let transparent = control.TransparentColor == NO_TRANSPARENT_COLOR ? nil : Int(control.TransparentColor)
            let rgba = indices.flatMap { index -> [UInt8] in
                if Int(index) == transparent { return [0, 0, 0, 0] }
                let c = map.pointee.Colors[Int(index)]
                return [c.Red, c.Green, c.Blue, 255]
            }
            return Frame(
                rgba: rgba, indices: indices, delayCentiseconds: Int(control.DelayTime),
                transparentIndex: transparent, disposal: Int(control.DisposalMode),
                colorTableSize: Int(map.pointee.ColorCount))
        }
    }

    /// The loop count in an application extension "NETSCAPE2.0" followed by the sub-block [1, low, high].
    private static func netscapeLoopCount(_ blocks: [ExtensionBlock]) -> Int? {
        func bytes(_ block: ExtensionBlock) -> [UInt8] {
            Array(UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)))
        }
        for (i, block) in blocks.enumerated()
        where block.Function == APPLICATION_EXT_FUNC_CODE
            && bytes(block) == Array("NETSCAPE2.0".utf8) && i + 1 < blocks.count
        {
            let data = bytes(blocks[i + 1])
            guard data.count == 3, data[0] == 1 else { continue }
            return Int(data[1]) | Int(data[2]) << 8
        }
        return nil
    }

    struct DecodingError: Error { var message: String }
}

private final class Input {
    let bytes: [UInt8]
    var offset = 0
    init(bytes: [UInt8]) { self.bytes = bytes }
}

private func readInput(
    _ gif: UnsafeMutablePointer<GifFileType>?, _ buffer: UnsafeMutablePointer<GifByteType>?,
    _ count: Int32
) -> Int32 {
    guard let gif, let buffer, let userData = gif.pointee.UserData else { return 0 }
    let input = Unmanaged<Input>.fromOpaque(userData).takeUnretainedValue()
    let n = min(Int(count), input.bytes.count - input.offset)
    input.bytes.withUnsafeBufferPointer { source in
        buffer.update(from: source.baseAddress! + input.offset, count: n)
    }
    input.offset += n
    return Int32(n)
}
