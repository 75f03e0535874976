import TTGBase

/// A Lottie file (Bodymovin JSON 5.x): its frame rate and span, its size, its assets, its layers
/// and its markers.
struct LottieAnimation: LottieEncodable {
    /// The Bodymovin version whose format the file follows.
    static let version = "5.7.4"

    var name: String
    /// Frames a second.
    var frameRate: Double
    /// The first frame and the frame after the last, rounded as ``LottieNumber/frame(_:)``.
    var inPoint: Double
    var outPoint: Double
    /// In points, rounded as ``LottieNumber/value(_:)``.
    var width: Double
    var height: Double
    var assets: [LottieAsset]
    /// Front to back.
    var layers: [LottieLayer]
    var markers: [LottieMarker]
    /// True for a Telegram sticker (``TelegramSticker``): `"tgs": 1`, as Telegram's own exporter writes.
    var isTelegramSticker = false

    var json: JSON {
        var fields: [(String, JSON)] = [
            ("v", .string(Self.version)), ("fr", .number(frameRate)), ("ip", .number(inPoint)),
            ("op", .number(outPoint)), ("w", .number(width)), ("h", .number(height)), ("nm", .string(name)),
            ("ddd", .number(0)), ("assets", .array(assets.map(\.json))), ("layers", .array(layers.map(\.json))),
        ]
        if !markers.isEmpty { fields.append(("markers", .array(markers.map(\.json)))) }
        if isTelegramSticker { fields.insert(("tgs", .number(1)), at: 1) }
        return .object(fields)
    }
}
