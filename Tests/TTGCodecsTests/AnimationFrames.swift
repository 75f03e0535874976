import Foundation
import TTGScene

/// Frames for the animated GIF and WebP tests, built pixel by pixel.
enum AnimationFrames {
    /// A 48 × 32 transparent canvas with a 12 × 12 opaque red square that moves
    /// 2 pixels right a frame, and a soft edge on its right side: a column at
    /// alpha 200 (kept by GIF) and one at alpha 60 (dropped by GIF).
    static func movingSquare(frame: Int) -> RasterImage {
        let (width, height) = (48, 32)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let left = squareLeft(frame: frame)
        for y in 10..<22 {
            for x in left..<left + 14 {
                let alpha: UInt8 = x < left + 12 ? 255 : x == left + 12 ? 200 : 60
                pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: [230, 20, 30, alpha])
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// The first column of the moving square in `frame`; its rows are 10..<22.
    static func squareLeft(frame: Int) -> Int { 2 + (2 * frame) % 30 }

    /// ``movingSquare(frame:)`` over an opaque blue background: its soft edge blends into the blue.
    static func squareOverBackground(frame: Int) -> RasterImage {
        let square = movingSquare(frame: frame).pixels
        var pixels: [UInt8] = []
        for p in stride(from: 0, to: square.count, by: 4) {
            let alpha = Int(square[p + 3])
            let background = [20, 60, 200]
            pixels += (0..<3).map { UInt8((Int(square[p + $0]) * alpha + background[$0] * (255 - alpha) + 127) / 255) }
            pixels.append(255)
        }
        return RasterImage(width: 48, height: 32, pixels: pixels)
    }

    /// A 64 × 64 opaque gradient of 4096 colors (red across, green down, blue
    /// shifted by `frame`): more than a palette can hold. `channels` reorders
    /// the three (`[2, 1, 0]`: blue across, green down, red shifted).
    static func gradient(frame: Int = 0, channels: [Int] = [0, 1, 2]) -> RasterImage {
        let side = 64
        var pixels: [UInt8] = []
        pixels.reserveCapacity(side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let values = [UInt8(x * 4), UInt8(y * 4), UInt8((x + y + frame * 8) % 256)]
                pixels += channels.map { values[$0] } + [255]
            }
        }
        return RasterImage(width: side, height: side, pixels: pixels)
    }
}
