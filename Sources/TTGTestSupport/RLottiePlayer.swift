import CRLottie
import Foundation
import TTGScene

/// rlottie (Samsung's Lottie player, Debian `librlottie-dev`) as an independent renderer of
/// Lottie JSON, for the tests only: a document we write is played by code that shares nothing
/// with ours, and its frames are compared with what we meant to draw.
///
/// Frames come back as ``RasterImage``s: straight (not premultiplied) RGBA bytes, rows top to
/// bottom. rlottie itself renders premultiplied ARGB32 (native endian); each pixel is
/// un-premultiplied here with rounding, so a half-transparent red reads 255, 0, 0, ~128.
///
/// rlottie renders whole frame numbers only (`size_t`; there is no sub-frame time). They count
/// from the composition's `ip`: frame n shows time `ip + n`, and there are `op - ip` of them
/// (``frameCount(_:)``). rlottie clamps a larger number to `op` itself, where every layer has
/// ended, and then draws nothing on a fresh animation but the previous frame's picture on a used
/// one; so a frame outside `0 ..< frameCount` is an error here. The composition is scaled to the
/// requested `width` × `height` (aspect kept, centered).
public enum RLottiePlayer {
    /// Why rlottie could not play a document.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// rlottie's renderer is shared state behind its C API; one document is played at a time.
    private static let lock = NSLock()

    /// The frames `frames` (whole frame numbers from the composition's start) of the Lottie
    /// document `json`, each rendered at `width` × `height` pixels.
    public static func render(_ json: String, frames: [Int], width: Int, height: Int) throws -> [RasterImage] {
        guard width > 0, height > 0 else {
            throw Failure(description: "rlottie: cannot render at \(width)x\(height) pixels")
        }
        return try withAnimation(json) { animation in
            let count = Int(lottie_animation_get_totalframe(animation))
            if let bad = frames.first(where: { !(0..<count).contains($0) }) {
                throw Failure(description: "rlottie: frame \(bad) is outside the document's frames 0..<\(count)")
            }
            var buffer = [UInt32](repeating: 0, count: width * height)
            return frames.map { frame in
                buffer.withUnsafeMutableBufferPointer { pointer in
                    for index in pointer.indices { pointer[index] = 0 }
                    lottie_animation_render(
                        animation, frame, pointer.baseAddress, width, height, width * MemoryLayout<UInt32>.size)
                }
                return straightRGBA(buffer, width: width, height: height)
            }
        }
    }

    /// The number of frames rlottie counts in the document, `op - ip`: the frame numbers
    /// ``render(_:frames:width:height:)`` accepts are 0 up to one less.
    public static func frameCount(_ json: String) throws -> Int {
        try withAnimation(json) { Int(lottie_animation_get_totalframe($0)) }
    }

    /// The document's frame rate (`fr`), in frames per second.
    public static func frameRate(_ json: String) throws -> Double {
        try withAnimation(json) { lottie_animation_get_framerate($0) }
    }

    /// Loads `json` under a fresh cache key (rlottie caches models by key, so reusing one would
    /// play an earlier document), runs `body`, and frees the animation.
    private static func withAnimation<T>(_ json: String, _ body: (OpaquePointer) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        let key = "ttg-rlottie-\(UUID().uuidString)"
        let resources = FileManager.default.temporaryDirectory.path
        guard let animation = lottie_animation_from_data(json, key, resources) else {
            throw Failure(
                description: "rlottie refused the Lottie JSON (\(json.utf8.count) bytes, starting "
                    + "\(String(json.prefix(80)).debugDescription))")
        }
        defer { lottie_animation_destroy(animation) }
        return try body(animation)
    }

    /// Premultiplied ARGB32 words (alpha in the high byte) as straight RGBA bytes.
    static func straightRGBA(_ buffer: [UInt32], width: Int, height: Int) -> RasterImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (index, word) in buffer.enumerated() {
            let alpha = Int(word >> 24)
            guard alpha > 0 else { continue }
            let channels = [Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF)]
            for (offset, value) in channels.enumerated() {
                pixels[index * 4 + offset] = UInt8(min(255, (value * 255 + alpha / 2) / alpha))
            }
            pixels[index * 4 + 3] = UInt8(alpha)
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
