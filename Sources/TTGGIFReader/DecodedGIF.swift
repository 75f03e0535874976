import CGIF

/// An animated GIF read back with giflib's decoder (DGifSlurp), for the tests and the bench.
public struct DecodedGIF {
    public struct Frame {
        /// The frame's rectangle on the logical screen.
        public var left: Int
        public var top: Int
        public var width: Int
        public var height: Int
        /// Straight RGBA of the rectangle, `width * height * 4` bytes; the transparent index decodes to (0, 0, 0, 0).
        public var rgba: [UInt8]
        public var indices: [UInt8]
        public var delayCentiseconds: Int
        public var transparentIndex: Int?
        public var disposal: Int
        public var colorTableSize: Int
        public var hasLocalColorTable: Bool
    }

    public var width: Int
    public var height: Int
    /// The NETSCAPE2.0 loop count (browsers play the animation that many times plus one;
    /// 0 forever); nil when the file has no such extension (it plays once).
    public var loopCount: Int?
    public var frames: [Frame]

    public init(_ bytes: [UInt8]) throws {
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
                left: Int(saved.ImageDesc.Left), top: Int(saved.ImageDesc.Top), width: Int(saved.ImageDesc.Width),
                height: Int(saved.ImageDesc.Height), rgba: rgba, indices: indices,
                delayCentiseconds: Int(control.DelayTime),
                transparentIndex: transparent, disposal: Int(control.DisposalMode),
                colorTableSize: Int(map.pointee.ColorCount), hasLocalColorTable: saved.ImageDesc.ColorMap != nil)
        }
    }

    /// What a player shows at each frame, straight RGBA of the whole logical screen, as the
    /// GIF89a specification composes frames: the screen starts transparent (as browsers
    /// show it); a frame's opaque pixels are drawn over it, its transparent ones leave it;
    /// then its disposal applies: 2 clears its rectangle to transparent, 3 restores the
    /// screen from before the frame, 0 and 1 leave it.
    public var screens: [[UInt8]] { screens(playing: 1) }

    /// ``screens`` for `plays` plays in a row, the screen not cleared between them (as a
    /// player that does not clear it when the animation starts again shows them).
    public func screens(playing plays: Int) -> [[UInt8]] {
        var screen = [UInt8](repeating: 0, count: width * height * 4)
        var shown: [[UInt8]] = []
        for frame in (0..<plays).flatMap({ _ in frames }) {
            let before = screen
            for y in 0..<frame.height where frame.top + y < height {
                for x in 0..<frame.width where frame.left + x < width {
                    let source = (y * frame.width + x) * 4
                    guard frame.rgba[source + 3] != 0 else { continue }
                    let target = ((frame.top + y) * width + frame.left + x) * 4
                    screen.replaceSubrange(target..<target + 4, with: frame.rgba[source..<source + 4])
                }
            }
            shown.append(screen)
            switch frame.disposal {
            case 2:
                for y in frame.top..<min(frame.top + frame.height, height) {
                    let row = y * width
                    screen.replaceSubrange(
                        (row + frame.left) * 4..<(row + min(frame.left + frame.width, width)) * 4,
                        with: repeatElement(0, count: (min(frame.left + frame.width, width) - frame.left) * 4))
                }
            case 3: screen = before
            default: break
            }
        }
        return shown
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

    public struct DecodingError: Error { public var message: String }
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
