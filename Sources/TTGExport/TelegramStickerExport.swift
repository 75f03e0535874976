import TTGBase
import TTGCodecs
import TTGLottie
import TTGScene

/// An export to a Telegram sticker (``FileFormat/tgs``): what it refuses before anything is
/// drawn, and the file it writes.
///
/// The sticker is the Lottie document of the same export, fitted into 512 × 512
/// (``TelegramSticker/fitted(_:)``, by ``OutputSettings/prepared(_:)``), at the `--fps` asked for
/// when it is 60 or 30 (60 unless told; any other is refused), gzipped. A loop is one period in
/// the nearest whole number of frames at that rate, as a GIF's is: a 0.96 s loop is 58 frames at
/// 60 fps, 0.7% slower, and loops seamlessly. Refused, each by name with what would fit:
/// - a rate other than 60 or 30 (`--fps`);
/// - more than 3 s: a loop longer than that (`--loop`), or an animation (`-o`), with the
///   `--duration` that fits;
/// - more than 64 KiB gzipped, with its size;
/// - a picture that needs a bitmap (an image, a shadow: ``TelegramSticker/Refusal``);
/// - a picture that does not move, a size other than Telegram's (`--scale`, `--width`, `--height`).
enum TelegramStickerExport {
    /// The sticker an export at `fps` writes, or the refusal of the rate.
    static func sticker(fps: Double) throws -> TelegramSticker {
        guard TelegramSticker.frameRates.contains(fps) else {
            throw ExportError.invalid(
                .fps, shortestDecimal(fps),
                "is not a Telegram sticker's rate: it plays at \(rates); give \(ExportSetting.fps) 60 or 30")
        }
        return TelegramSticker(frameRate: fps)
    }

    /// The rates in words: `60 or 30 fps`.
    private static var rates: String {
        FileFormat.listed(TelegramSticker.frameRates.map { shortestDecimal($0) }) + " fps"
    }

    /// Refuses an output that sets the sticker's size: Telegram's is always 512 × 512, and the
    /// picture is fitted into it.
    static func checkSize(_ output: OutputSettings) throws {
        let side = shortestDecimal(TelegramSticker.side)
        let problem: Message =
            "changes nothing: a Telegram sticker is always \(side) × \(side), the picture fitted into it"
        if let width = output.pixelWidth { throw ExportError.invalid(.width, shortestDecimal(width), problem) }
        if let height = output.pixelHeight { throw ExportError.invalid(.height, shortestDecimal(height), problem) }
        if output.scale != 1 { throw ExportError.invalid(.scale, shortestDecimal(output.scale), problem) }
    }

    /// Refuses a sticker that would play longer than Telegram's 3 s: `frames` at `sticker`'s rate,
    /// `seconds` long, a loop of `period` seconds when it is one.
    static func checkLength(
        frames: Int, seconds: Double, loop period: Double?, of sticker: TelegramSticker, settings: ExportSettings,
        path: String
    ) throws {
        guard frames > sticker.maximumFrames else { return }
        let longest = shortestDecimal(TelegramSticker.longestDuration)
        let limit: Message =
            "longer than a Telegram sticker's \(longest) s (\(sticker.maximumFrames) frames at \(shortestDecimal(sticker.frameRate)) fps)"
        if let period, settings.loop {
            throw ExportError.invalid(
                .loop,
                "the loop is \(shortestDecimal(period)) s, " + limit
                    + "; give \(ExportSetting.duration) \(longest) or less for a part of it, which does not loop")
        }
        throw ExportError.invalid(
            .output, path,
            "is a Telegram sticker, and this animation plays \(shortestDecimal(seconds.rounded(toPlaces: 3))) s (\(frames) frames), "
                + limit + "; give \(ExportSetting.duration) \(longest) or less")
    }

    /// The sticker file of the Lottie document `json`: gzipped, refused past 64 KiB with its size.
    static func file(_ json: String, path: String) throws -> [UInt8] {
        let bytes = try Gzip.bytes(Array(json.utf8))
        guard bytes.count <= TelegramSticker.maximumBytes else {
            let size = (Double(bytes.count) / 1024).rounded(toPlaces: 1)
            throw ExportError.invalid(
                .output, path,
                "is a Telegram sticker of at most 64 KiB, and this one is \(shortestDecimal(size)) KiB gzipped; "
                    + "give a shorter \(ExportSetting.duration), \(ExportSetting.fps) 30, or a simpler picture")
        }
        return bytes
    }
}

extension Double {
    /// The number rounded to `places` decimals, for messages.
    fileprivate func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
