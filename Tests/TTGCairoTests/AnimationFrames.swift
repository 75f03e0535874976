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

    /// A 64 × 64 opaque gradient of 4096 colors (red across, green down, blue
    /// shifted by `frame`): more than a palette can hold.
    static func gradient(frame: Int = 0) -> RasterImage {
        let side = 64
        var pixels: [UInt8] = []
        pixels.reserveCapacity(side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                pixels += [UInt8(x * 4), UInt8(y * 4), UInt8((x + y + frame * 8) % 256), 255]
            }
        }
        return RasterImage(width: side, height: side, pixels: pixels)
    }
}

/// Values computed on several threads, read once they are all done.
final class ParallelResults<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = DispatchQueue(label: "ParallelResults")
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: Value?) { lock.sync { storage[i] = value } }
    var values: [Value?] { lock.sync { storage } }
}
