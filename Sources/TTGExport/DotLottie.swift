import TTGBase
import TTGCodecs

/// A dotLottie archive (dotLottie 1.0, `.lottie`): Lottie animations zipped with a manifest that
/// names them, what lottie-ios 4's `DotLottieFile` and the LottieFiles players open. Each
/// animation is `animations/ID.json`, byte for byte the Lottie file the same export writes alone
/// (images stay embedded in it); the manifest lists them in order, the first active.
public enum DotLottie {
    /// One animation of an archive.
    public struct Animation: Sendable {
        /// Its id: the name apps load it by (``id(_:)`` makes one from a name).
        public var id: String
        /// The Lottie file.
        public var json: [UInt8]
        /// True when it is a loop, for players to repeat it; false when it ends (a marker file).
        public var loops: Bool

        public init(id: String, json: [UInt8], loops: Bool) {
            self.id = id
            self.json = json
            self.loops = loops
        }
    }

    /// The archive of `animations`, which have distinct ids.
    public static func archive(_ animations: [Animation]) throws -> [UInt8] {
        let listed = animations.map { animation in
            JSON.object([("id", .string(animation.id)), ("loop", .bool(animation.loops)), ("autoplay", .bool(true))])
        }
        let manifest = JSON.object([
            ("version", .string("1.0")), ("generator", .string("ttg-render")), ("author", .string("ttg-render")),
            ("animations", .array(listed)), ("activeAnimationId", .string(animations.first?.id ?? "")),
        ])
        return try ZipArchive.bytes(
            [("manifest.json", Array(manifest.text.utf8))]
                + animations.map { ("animations/\($0.id).json", $0.json) })
    }

    /// An animation id from a name (a file's or a style's): its letters, digits, `_` and `-`,
    /// the rest as `_`; `animation` for a name with none.
    public static func id(_ name: String) -> String {
        let kept = name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" }
        return kept.contains { $0 != "_" } ? String(kept) : "animation"
    }
}
