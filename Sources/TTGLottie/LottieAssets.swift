/// The assets of a file as the composers add them: embedded images (each distinct PNG once) and
/// precompositions.
final class LottieAssets {
    private(set) var list: [LottieAsset] = []
    private var images: [[UInt8]: String] = [:]
    private var compositions = 0

    /// The asset id of an embedded PNG of `width` × `height` pixels.
    func image(png: [UInt8], width: Int, height: Int) -> String {
        if let id = images[png] { return id }
        let id = "image_\(images.count)"
        images[png] = id
        list.append(.image(LottieImageAsset(id: id, width: width, height: height, png: png)))
        return id
    }

    /// The asset id of a new precomposition of `layers`.
    func composition(_ layers: [LottieLayer]) -> String {
        let id = "comp_\(compositions)"
        compositions += 1
        list.append(.precomposition(LottiePrecomposition(id: id, layers: layers)))
        return id
    }
}
