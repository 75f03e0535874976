import TTGScene

/// A frame as a GIF can show it, for comparing frames: every pixel is packed in a
/// `UInt32` (its R, G, B, A bytes in memory order) with alpha reduced to one bit by
/// ``AnimatedGIFEncoder/opaqueAlphaThreshold``. A transparent pixel is 0; an opaque one
/// keeps its straight color with alpha 255, so it is never 0.
struct OneBitAlphaFrame: Equatable {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    private init(width: Int, height: Int, pixels: [UInt32]) {
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    init(_ image: RasterImage) {
        width = image.width
        height = image.height
        let threshold = UInt32(AnimatedGIFEncoder.opaqueAlphaThreshold)
        let count = image.width * image.height
        pixels = [UInt32](unsafeUninitializedCapacity: count) { pixels, initialized in
            image.pixels.withUnsafeBytes { bytes in
                for p in 0..<count {
                    let pixel = bytes.loadUnaligned(fromByteOffset: 4 * p, as: UInt32.self)
                    pixels[p] =
                        UInt32(littleEndian: pixel) >> 24 >= threshold ? pixel | UInt32(littleEndian: 0xFF00_0000) : 0
                }
            }
            initialized = count
        }
    }

    /// The smallest rectangle holding every opaque pixel; nil when there is none.
    var opaqueBounds: PixelBounds? {
        pixels.withUnsafeBufferPointer { pixels in PixelBounds(width: width, height: height) { pixels[$0] != 0 } }
    }

    /// The smallest rectangle holding every pixel that differs from `other` (of the same size); nil when none does.
    func changedBounds(from other: OneBitAlphaFrame) -> PixelBounds? {
        pixels.withUnsafeBufferPointer { pixels in
            other.pixels.withUnsafeBufferPointer { others in
                PixelBounds(width: width, height: height) { pixels[$0] != others[$0] }
            }
        }
    }

    /// The smallest rectangle holding every pixel opaque here and transparent in `other`
    /// (of the same size); nil when there is none.
    func blankedBounds(in other: OneBitAlphaFrame) -> PixelBounds? {
        pixels.withUnsafeBufferPointer { pixels in
            other.pixels.withUnsafeBufferPointer { others in
                PixelBounds(width: width, height: height) { pixels[$0] != 0 && others[$0] == 0 }
            }
        }
    }

    /// The pixels of `bounds` as RGBA bytes, rows top to bottom.
    func rgba(_ bounds: PixelBounds) -> [UInt8] {
        var cut: [UInt32] = []
        cut.reserveCapacity(bounds.width * bounds.height)
        for y in bounds.top..<bounds.bottom { cut += pixels[y * width + bounds.left..<y * width + bounds.right] }
        return cut.withUnsafeBytes { Array($0) }
    }

    /// The frame with the pixels of `bounds` transparent: what a frame disposed to
    /// background leaves on the screen.
    func clearing(_ bounds: PixelBounds) -> OneBitAlphaFrame {
        var cleared = pixels
        for y in bounds.top..<bounds.bottom {
            for p in y * width + bounds.left..<y * width + bounds.right { cleared[p] = 0 }
        }
        return OneBitAlphaFrame(width: width, height: height, pixels: cleared)
    }
}

/// A rectangle of whole pixels: columns `left..<right`, rows `top..<bottom`, never empty.
struct PixelBounds: Equatable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    var width: Int { right - left }
    var height: Int { bottom - top }

    init(left: Int, top: Int, right: Int, bottom: Int) {
        precondition(left < right && top < bottom, "PixelBounds: an empty rectangle")
        (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
    }

    /// The smallest rectangle of a `width` × `height` grid holding every pixel index for which
    /// `isInside` holds; nil when none does.
    @inline(__always)
    init?(width: Int, height: Int, _ isInside: (Int) -> Bool) {
        var (left, top, right, bottom) = (width, height, 0, 0)
        for y in 0..<height {
            let row = y * width
            var first = 0
            while first < width, !isInside(row + first) { first += 1 }
            guard first < width else { continue }
            var last = width - 1
            while !isInside(row + last) { last -= 1 }
            left = min(left, first)
            right = max(right, last + 1)
            if top == height { top = y }
            bottom = y + 1
        }
        guard top < bottom else { return nil }
        self.init(left: left, top: top, right: right, bottom: bottom)
    }

    /// The smallest rectangle holding both.
    func union(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(
            left: min(left, other.left), top: min(top, other.top), right: max(right, other.right),
            bottom: max(bottom, other.bottom))
    }
}
