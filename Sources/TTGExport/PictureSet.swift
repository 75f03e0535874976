/// One picture drawn at every density an app platform asks for, laid out as its tools take it:
/// an Xcode image set (PNGs at 1x, 2x and 3x, or one vector PDF, listed in its `Contents.json`)
/// or Android drawables (a PNG of one name in each `drawable-<density>` folder of a `res`
/// folder, or one VectorDrawable in `drawable`, for every density). With a dark background
/// (``OutputSettings/darkBackground``) the set also holds the picture drawn for it (``DarkLook``),
/// transparent, for the dark appearance.
public struct PictureSet: Equatable, Sendable {
    /// How the files are laid out.
    public enum Layout: Equatable, Sendable {
        /// `NAME.imageset` inside an Xcode asset catalog, ``PictureSet/folder`` (`.xcassets`): the
        /// catalog is made with its own `Contents.json` when missing, and its other sets are kept.
        case assetCatalog
        /// `NAME.imageset` alone, in ``PictureSet/folder``.
        case imageSet
        /// `drawable-<density>/NAME.png` (or `drawable/NAME.xml`, a VectorDrawable) in a `res`
        /// folder, ``PictureSet/folder``.
        case androidResources
    }

    public var layout: Layout
    /// The folder the set goes into: the catalog, a lone image set's parent folder, or `res`.
    public var folder: String
    /// The set's name (`NAME.imageset`, the drawable `NAME.png`); nil takes the name of the item
    /// drawn, ``OutputSettings/defaultFile`` without its extension.
    public var name: String?
    /// PNG, or one vector picture with no scales: PDF for an Xcode image set, a VectorDrawable
    /// for Android.
    public var format: FileFormat

    public init(_ layout: Layout, in folder: String, name: String? = nil, format: FileFormat = .png) {
        self.layout = layout
        self.folder = folder
        self.name = name
        self.format = format
    }

    /// The Xcode set `path` names, if it names one: a folder `NAME.xcassets` (a final `/` or
    /// not) is a catalog the set goes into, `NAME.imageset` the set itself (in a catalog when its
    /// parent folder is one). Throws for a `format` an image set cannot hold.
    public static func xcode(path: String, format: FileFormat?) throws -> PictureSet? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let slash = trimmed.lastIndex(of: "/")
        let last = String(slash.map { trimmed[trimmed.index(after: $0)...] } ?? trimmed)
        let set: PictureSet
        if Self.hasExtension(last, Self.catalogExtension) {
            set = PictureSet(.assetCatalog, in: String(trimmed))
        } else if Self.hasExtension(last, Self.imageSetExtension) {
            let name = String(last.dropLast(Self.imageSetExtension.count + 1))
            let parent = slash.map { String(trimmed[..<$0]) } ?? "."
            let parentName = parent.split(separator: "/").last.map(String.init) ?? parent
            set = PictureSet(
                Self.hasExtension(parentName, Self.catalogExtension) ? .assetCatalog : .imageSet,
                in: parent.isEmpty ? "/" : parent, name: name)
        } else {
            return nil
        }
        return try set.holding(format ?? .png)
    }

    /// An Android `res` folder, `folder`, for the drawable `name` (nil: the item's). Throws for a
    /// format other than PNG and VectorDrawable.
    public static func android(folder: String, name: String?, format: FileFormat?) throws -> PictureSet {
        try PictureSet(.androidResources, in: folder, name: name).holding(format ?? .png)
    }

    /// The set in `format`, which its layout must hold.
    private func holding(_ format: FileFormat) throws -> PictureSet {
        let formats: [FileFormat] = layout == .androidResources ? [.png, .vectorDrawable] : [.png, .pdf]
        guard formats.contains(format) else {
            throw ExportError.invalid(
                .format, format.rawValue,
                "is not a format of \(description): it holds \(FileFormat.listed(formats.map(\.name)))")
        }
        var set = self
        set.format = format
        return set
    }

    /// True when the set holds an animation as one file of its format: Android's drawables as
    /// VectorDrawables, where a moving picture is an AnimatedVectorDrawable.
    public var holdsAnimations: Bool { layout == .androidResources && format == .vectorDrawable }

    /// `.xcassets`, the extension of an Xcode asset catalog folder.
    public static let catalogExtension = "xcassets"
    /// `.imageset`, the extension of an Xcode image set folder.
    public static let imageSetExtension = "imageset"

    private static func hasExtension(_ name: String, _ ext: String) -> Bool {
        name.lowercased().hasSuffix("." + ext)
    }

    /// The layout in words, for messages: `an Xcode image set`, `a set of Android drawables`.
    public var description: String {
        switch layout {
        case .assetCatalog, .imageSet: "an Xcode image set"
        case .androidResources: "a set of Android drawables"
        }
    }

    /// The setting a bad name is blamed on: `-o` names an image set, `--android-name` a drawable.
    public var nameSetting: ExportSetting { layout == .androidResources ? .androidName : .output }

    /// Why `name` cannot name this set, as a predicate (`starts with a dot; …`); nil when it can.
    /// An asset's name is not empty, holds no `/` and does not start with a dot (a hidden file);
    /// an Android resource's is lower-case letters a–z, digits and underscores, starting with a
    /// letter, and not a Java keyword (``AndroidDensity/cleanedName(_:)`` suggests one).
    public func nameProblem(_ name: String) -> String? {
        switch layout {
        case .assetCatalog, .imageSet:
            if name.isEmpty { return "is not an asset name: it is empty" }
            if name.contains("/") { return "is not an asset name: it holds a /" }
            if name.hasPrefix(".") { return "is not an asset name: it starts with a dot" }
            return nil
        case .androidResources:
            if AndroidDensity.javaKeywords.contains(name) {
                return "is a Java keyword, which cannot name a field of R.drawable; try '\(name)_image'"
            }
            guard !AndroidDensity.isResourceName(name) else { return nil }
            let rule =
                "is not an Android resource name (lower-case a–z, digits and underscores, starting with a letter)"
            return AndroidDensity.cleanedName(name).map { rule + "; try '\($0)'" } ?? rule
        }
    }

    /// The files of the set named `name`, in the order its tools list them: each scale (or
    /// density) for the default background, then, with a dark background, for that one.
    public func files(named name: String, dark: Bool) -> [PictureSetFile] {
        let appearances = dark ? [false, true] : [false]
        switch layout {
        case .assetCatalog, .imageSet:
            let stems = appearances.map { $0 ? name + "-dark" : name }
            guard format == .png else {
                return zip(stems, appearances).map { stem, dark in
                    PictureSetFile(path: stem + ".pdf", factor: 1, scale: nil, isDark: dark)
                }
            }
            return XcodeScale.allCases.flatMap { scale in
                zip(stems, appearances).map { stem, dark in
                    PictureSetFile(
                        path: stem + scale.fileSuffix + ".png", factor: scale.factor, scale: scale.rawValue,
                        isDark: dark)
                }
            }
        case .androidResources:
            guard format == .png else {
                return appearances.map { dark in
                    PictureSetFile(
                        path: AndroidDensity.vectorFolder(night: dark) + "/" + name + "." + format.fileExtension,
                        factor: 1, scale: nil, isDark: dark)
                }
            }
            return appearances.flatMap { dark in
                AndroidDensity.allCases.map { density in
                    PictureSetFile(
                        path: density.folder(night: dark) + "/" + name + ".png", factor: density.factor, scale: nil,
                        isDark: dark)
                }
            }
        }
    }
}

/// One file of a ``PictureSet``.
public struct PictureSetFile: Equatable, Sendable {
    /// Its path in the set's folder: `NAME@2x.png`, `drawable-hdpi/NAME.png`, `drawable/NAME.xml`.
    public var path: String
    /// Its size as a multiple of the picture's (the 1x or mdpi one).
    public var factor: Double
    /// An Xcode image set's `scale` (`2x`); nil for a vector PDF and for Android.
    public var scale: String?
    /// True for the picture drawn for the dark background, for the dark appearance.
    public var isDark: Bool
}

/// The scales of an Xcode image set's PNGs, and how their files are named.
public enum XcodeScale: String, CaseIterable, Sendable {
    case one = "1x"
    case two = "2x"
    case three = "3x"

    /// Pixels per point.
    public var factor: Double {
        switch self {
        case .one: 1
        case .two: 2
        case .three: 3
        }
    }

    /// What its file names end with before `.png`: nothing at 1x, `@2x`, `@3x`.
    public var fileSuffix: String { self == .one ? "" : "@" + rawValue }
}

/// Android's screen densities a drawable is drawn for, each a bucket `drawable-<density>` of a
/// `res` folder: the one table of their folders and sizes.
public enum AndroidDensity: String, CaseIterable, Sendable {
    case mdpi, hdpi, xhdpi, xxhdpi, xxxhdpi

    /// Its size as a multiple of the mdpi one (160 dpi): 1, 1.5, 2, 3, 4.
    public var factor: Double {
        switch self {
        case .mdpi: 1
        case .hdpi: 1.5
        case .xhdpi: 2
        case .xxhdpi: 3
        case .xxxhdpi: 4
        }
    }

    /// Its folder in `res`: `drawable-hdpi`, or for the dark theme `drawable-night-hdpi` (the
    /// night qualifier comes before the density's).
    public func folder(night: Bool) -> String { Self.folder(rawValue, night: night) }

    /// The folder of the density named `density`, in the dark theme when `night`.
    public static func folder(_ density: String, night: Bool) -> String {
        "drawable-" + (night ? "night-" : "") + density
    }

    /// The folder of a vector drawable, which serves every density: `drawable`, or for the dark
    /// theme `drawable-night`.
    public static func vectorFolder(night: Bool) -> String { night ? "drawable-night" : "drawable" }

    /// True for a valid resource name: lower-case letters a–z, digits and underscores, starting
    /// with a letter.
    public static func isResourceName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// `name` made a resource name, if anything is left of it: lower case, a word break in
    /// camel case (`auroraWave`) and every other character an underscore (`aurora_wave`,
    /// `Happy-Face` → `happy_face`), without repeated, leading or trailing underscores or
    /// leading digits; a Java keyword gets `_image` after it (`Class` → `class_image`).
    public static func cleanedName(_ name: String) -> String? {
        var words: [String] = [""]
        var previous: Character?
        for character in name {
            let kept = character.isASCII && (character.isLetter || character.isNumber)
            if !kept || (character.isUppercase && (previous?.isLowercase == true || previous?.isNumber == true)) {
                if !words[words.count - 1].isEmpty { words.append("") }
            }
            if kept { words[words.count - 1] += character.lowercased() }
            previous = character
        }
        let joined = words.filter { !$0.isEmpty }.joined(separator: "_")
        let cleaned = String(joined.drop { !$0.isLetter })
        if javaKeywords.contains(cleaned) { return cleaned + "_image" }
        return cleaned.isEmpty ? nil : cleaned
    }

    /// The Java language's keywords and literals: a resource is a field of `R.drawable`, so
    /// aapt refuses these as names.
    public static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
        "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]
}
