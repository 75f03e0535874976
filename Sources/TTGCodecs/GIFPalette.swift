import Foundation
import TTGScene

/// The palette every frame of a GIF shares (its global color table), made by
/// ``GIFColorHistogram/palette()``, and the indexing of frames to it.
///
/// Entries are libimagequant's opaque colors in its order, then the transparent entry:
/// at most 256 in all. ``prepare(_:)`` indexes a frame on any thread: frames are prepared
/// in parallel, then appended to the encoder in order.
public final class GIFPalette: @unchecked Sendable {
    /// The opaque colors; the transparent entry follows them.
    let colors: [IndexedGIFFrame.RGB]
    /// The entry that shows as transparent: after every color.
    var transparentIndex: UInt8 { UInt8(colors.count) }

    /// The root mean square error per channel (of 255), over a frame's opaque pixels, above
    /// which the frame is also quantized on its own, and keeps whichever is closer (it then
    /// carries a local color table). A frame whose colors are new to the animation (a
    /// flash, a color change) gets its own table.
    public static let sharedErrorLimit = 1.5

    /// Searches not in use: a search remembers colors as it goes, so each thread takes one of its own.
    private var idle: [GIFNearestColor] = []
    private let lock = NSLock()

    init(colors: [IndexedGIFFrame.RGB]) {
        self.colors = colors
    }

    /// A frame indexed to this palette (``GIFDither``), or to its own (libimagequant's
    /// quantization) when the palette shows it worse than ``sharedErrorLimit`` and its own
    /// shows it better. Thread-safe.
    ///
    /// - Throws: ``CodecError/gifEncoding(_:)`` for a libimagequant error.
    public func prepare(_ image: RasterImage) throws -> PreparedGIFFrame {
        let pixels = OneBitAlphaFrame(image)
        // Only the opaque pixels' rectangle is indexed; the rest is transparent.
        let opaqueBounds = pixels.opaqueBounds
        guard let bounds = opaqueBounds else {
            return PreparedGIFFrame(
                pixels: pixels, opaqueBounds: nil, palette: nil, transparentIndex: transparentIndex,
                indices: [UInt8](repeating: transparentIndex, count: pixels.pixels.count))
        }
        let rgba = pixels.rgba(bounds)
        let search = takeSearch()
        defer { giveBack(search) }
        var (palette, transparent, indices): ([IndexedGIFFrame.RGB]?, UInt8, [UInt8]) = (
            nil, transparentIndex,
            GIFDither.indices(
                rgba, width: bounds.width, height: bounds.height, nearest: search, transparent: transparentIndex)
        )
        let sharedError = Self.rootMeanSquareError(rgba, indices, colors)
        if sharedError > Self.sharedErrorLimit {
            let own = try AnimatedGIFEncoder.quantize(rgba: rgba, width: bounds.width, height: bounds.height)
            if Self.rootMeanSquareError(rgba, own.indices, own.palette) < sharedError {
                (palette, transparent, indices) = (own.palette, own.transparentIndex, own.indices)
            }
        }
        var whole = [UInt8](repeating: transparent, count: pixels.pixels.count)
        for y in 0..<bounds.height {
            let row = (bounds.top + y) * pixels.width + bounds.left
            whole[row..<row + bounds.width] = indices[y * bounds.width..<(y + 1) * bounds.width]
        }
        return PreparedGIFFrame(
            pixels: pixels, opaqueBounds: bounds, palette: palette, transparentIndex: transparent, indices: whole)
    }

    private func takeSearch() -> GIFNearestColor {
        lock.lock()
        let search = idle.popLast()
        lock.unlock()
        return search ?? GIFNearestColor(colors: colors)
    }

    private func giveBack(_ search: GIFNearestColor) {
        lock.lock()
        idle.append(search)
        lock.unlock()
    }

    /// The root mean square error per channel between a frame's opaque pixels and the colors
    /// they are indexed to (0 when no pixel is opaque).
    static func rootMeanSquareError(_ rgba: [UInt8], _ indices: [UInt8], _ palette: [IndexedGIFFrame.RGB]) -> Double {
        var sum = 0
        var count = 0
        for p in indices.indices where rgba[4 * p + 3] != 0 && Int(indices[p]) < palette.count {
            let color = palette[Int(indices[p])]
            let (dr, dg, db) = (
                Int(color.red) - Int(rgba[4 * p]), Int(color.green) - Int(rgba[4 * p + 1]),
                Int(color.blue) - Int(rgba[4 * p + 2])
            )
            sum += dr * dr + dg * dg + db * db
            count += 3
        }
        return count == 0 ? 0 : (Double(sum) / Double(count)).squareRoot()
    }
}

/// A rendered frame made ready for ``AnimatedGIFEncoder/append(_:)-(PreparedGIFFrame)``:
/// its pixels as the GIF shows them and its palette indices, which ``GIFPalette/prepare(_:)``
/// computes on any thread.
public struct PreparedGIFFrame: Sendable {
    let pixels: OneBitAlphaFrame
    /// The smallest rectangle holding every opaque pixel; nil when there is none.
    let opaqueBounds: PixelBounds?
    /// The frame's own colors, or nil for the shared palette.
    let palette: [IndexedGIFFrame.RGB]?
    let transparentIndex: UInt8
    /// One index a pixel, rows top to bottom.
    let indices: [UInt8]
}
