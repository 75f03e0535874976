import TTGBase

/// An image embedded in the file as PNG bytes (a data URL), for image layers to show.
struct LottieImageAsset: LottieEncodable {
    var id: String
    /// In pixels.
    var width: Int
    var height: Int
    var png: [UInt8]

    var json: JSON {
        .object([
            ("id", .string(id)), ("w", .number(Double(width))), ("h", .number(Double(height))), ("u", .string("")),
            ("p", .string("data:image/png;base64," + Base64.encode(png))), ("e", .number(1)),
        ])
    }
}
