import TTGBase

/// The assets of a file: embedded images (each distinct PNG once) and precompositions.
final class LottieAssets {
    private(set) var list: [LottieJSON] = []
    private var images: [[UInt8]: String] = [:]

    /// The asset id of an embedded PNG of `width` × `height` pixels.
    func image(png: [UInt8], width: Int, height: Int) -> String {
        if let id = images[png] { return id }
        let id = "image_\(images.count)"
        images[png] = id
        list.append(
            .object([
                ("id", .string(id)), ("w", .number(Double(width))), ("h", .number(Double(height))),
                ("u", .string("")), ("p", .string("data:image/png;base64," + Base64.encode(png))), ("e", .number(1)),
            ]))
        return id
    }

    private var compositions = 0

    /// The asset id of a new precomposition of `layers`.
    func composition(_ layers: [LottieJSON]) -> String {
        let id = "comp_\(compositions)"
        compositions += 1
        list.append(.object([("id", .string(id)), ("layers", .array(layers))]))
        return id
    }
}
