import CWebP

/// An animated WebP read back with libwebp's WebPAnimDecoder, for tests: every
/// frame as the full canvas it shows, in straight RGBA.
struct DecodedWebP {
    struct Frame {
        var rgba: [UInt8]
        /// When the frame stops showing, in milliseconds from the start.
        var endMilliseconds: Int
    }

    var width: Int
    var height: Int
    var loopCount: Int
    var frames: [Frame] = []

    init(_ bytes: [UInt8]) throws {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw DecodingError(message: "version mismatch") }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        var info = WebPAnimInfo()
        var frames: [Frame] = []
        try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let decoder = WebPAnimDecoderNew(&data, &options) else {
                throw DecodingError(message: "not an animated WebP")
            }
            defer { WebPAnimDecoderDelete(decoder) }
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw DecodingError(message: "no info") }
            let byteCount = Int(info.canvas_width * info.canvas_height * 4)
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var canvas: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) != 0, let canvas else {
                    throw DecodingError(message: "frame \(frames.count) does not decode")
                }
                frames.append(
                    Frame(
                        rgba: Array(UnsafeBufferPointer(start: canvas, count: byteCount)),
                        endMilliseconds: Int(timestamp)))
            }
        }
        width = Int(info.canvas_width)
        height = Int(info.canvas_height)
        loopCount = Int(info.loop_count)
        self.frames = frames
    }

    struct DecodingError: Error { var message: String }
}
