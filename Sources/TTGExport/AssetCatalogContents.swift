import TTGBase

/// The `Contents.json` of an Xcode asset catalog folder or image set, as Apple's Asset Catalog
/// Format Reference describes it: the one place that knows its keys and values.
///
/// An image set lists its `images`, each with its `idiom` (`universal`: every device),
/// `filename`, `scale` (`1x`, `2x`, `3x`; none for a single vector PDF) and, for the dark
/// appearance, `appearances` (`luminosity` `dark`); a vector PDF sets the set's
/// `properties.preserves-vector-representation`. Every folder's file has `info`, whose `author`
/// is `xcode` and `version` 1. Keys are written in Xcode's order (alphabetical), indented as
/// Xcode writes them, so that opening the catalog in Xcode changes nothing.
public struct AssetCatalogContents: Equatable, Sendable {
    /// One picture of an image set.
    public struct Image: Equatable, Sendable {
        public var filename: String
        /// `universal`: for every device.
        public var idiom = "universal"
        /// `1x`, `2x` or `3x`; nil for a single vector picture.
        public var scale: String?
        /// True for the picture of the dark appearance.
        public var isDark = false

        var json: JSON {
            var fields: [(String, JSON)] = []
            if isDark {
                fields.append(
                    (
                        "appearances",
                        .array([.object([("appearance", .string("luminosity")), ("value", .string("dark"))])])
                    ))
            }
            fields += [("filename", .string(filename)), ("idiom", .string(idiom))]
            if let scale { fields.append(("scale", .string(scale))) }
            return .object(fields)
        }
    }

    /// The pictures of an image set; nil for the catalog folder's own file.
    public var images: [Image]?
    /// True when the set's one PDF is drawn as vectors at every size.
    public var preservesVectorRepresentation = false

    /// The catalog folder's own file: `info` alone.
    public static let catalog = AssetCatalogContents(images: nil)

    /// The image set that lists `files` (``PictureSet/files(named:dark:)``), drawn as vectors
    /// at every size when `vector` (a PDF).
    public init(imageSet files: [PictureSetFile], vector: Bool) {
        images = files.map { Image(filename: $0.path, scale: $0.scale, isDark: $0.isDark) }
        preservesVectorRepresentation = vector
    }

    private init(images: [Image]?) { self.images = images }

    public var json: JSON {
        var fields: [(String, JSON)] = []
        if let images { fields.append(("images", .array(images.map(\.json)))) }
        fields.append(("info", .object([("author", .string("xcode")), ("version", .number(1))])))
        if preservesVectorRepresentation {
            fields.append(("properties", .object([("preserves-vector-representation", .bool(true))])))
        }
        return .object(fields)
    }

    /// The file's bytes.
    public var bytes: [UInt8] { Array(json.indentedText.utf8) }

    /// The name of the file in every catalog folder.
    public static let fileName = "Contents.json"
}
