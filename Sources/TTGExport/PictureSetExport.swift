import Foundation
import TTGBase
import TTGGeometry
import TTGScene

/// One picture set's export (``PictureSet``), decided and checked before anything is drawn: its
/// name, the folder its files go in, and the settings that draw each file.
///
/// Every file is drawn before any is written. An Xcode image set is filled under a temporary
/// name beside it and then renamed into place whole, replacing a set of the same name (the
/// catalog's other sets and its own `Contents.json` are kept; a catalog without one gets it);
/// Android's drawables are written each atomically into their buckets, which may hold others.
public struct PictureSetExport: Sendable {
    public let set: PictureSet
    /// The set's name, checked (``PictureSet/nameProblem(_:)``).
    public let name: String
    /// The folder the set's files are written in: `CATALOG/NAME.imageset`, a lone
    /// `NAME.imageset`, or the `res` folder.
    public let directory: String
    /// Each file of the set, and the settings that draw it: its size and its background.
    public let files: [(file: PictureSetFile, output: OutputSettings)]
    /// True when each file is an animated file of the animation (``PictureSet/holdsAnimations``).
    public let animated: Bool

    /// The export of a canvas of `size` points to `output`, whose target is `set`. Refuses a name
    /// the set cannot have, `--scale` (the set has its own scales), and a picture too large at
    /// the set's largest scale. `animated`: each file is the animation (``PictureSet/holdsAnimations``).
    ///
    /// Each file is the picture at its factor of the 1x size (the canvas in whole pixels, or
    /// `--width`/`--height`): drawn as `--scale` draws it when the canvas is whole points, else
    /// stretched to the 1x pixels times the factor, rounded, so that every file is that exact
    /// multiple.
    public init(_ set: PictureSet, output: OutputSettings, canvas size: Size, animated: Bool = false) throws {
        let named = set.name ?? Self.stem(output.defaultFile)
        if let problem = set.nameProblem(named) {
            if set.nameSetting == .output, set.name != nil {
                throw ExportError.invalid(.output, output.path, "names the image set '\(named)', which \(problem)")
            }
            throw ExportError.invalid(set.nameSetting, named, "\(problem)")
        }
        guard output.scale == 1 else {
            throw ExportError.invalid(
                .scale, shortestDecimal(output.scale),
                "changes nothing in \(set.description), which holds the picture \(set.scalesDescription)")
        }
        self.set = set
        self.animated = animated
        name = named
        let directory =
            set.layout == .androidResources
            ? set.folder : OutputDirectory.path(named + "." + PictureSet.imageSetExtension, in: set.folder)
        self.directory = directory
        let (width, height) = output.pixelSize(size)
        let wholePoints = Double(width) == size.width && Double(height) == size.height
        files = try set.files(named: named, dark: output.darkBackground != nil).map { file in
            var drawn = output
            drawn.target = animated ? .animation(set.format) : .picture(set.format)
            drawn.path = OutputDirectory.path(file.path, in: directory)
            // The dark picture is drawn for the dark, transparent: the dark look's own scene.
            if file.isDark { drawn.background = nil }
            if output.pixelWidth == nil, output.pixelHeight == nil, wholePoints {
                drawn.scale = file.factor
            } else {
                (drawn.pixelWidth, drawn.pixelHeight) = (
                    (Double(width) * file.factor).rounded(), (Double(height) * file.factor).rounded()
                )
            }
            let (w, h) = drawn.pixelSize(size)
            if Double(max(w, h)) > OutputSettings.maximumPixels {
                throw ExportError.invalid(
                    .output, output.path,
                    "holds \(file.path) at \(shortestDecimal(file.factor))×, a picture of \(w) × \(h) pixels; "
                        + "the limit is \(shortestDecimal(OutputSettings.maximumPixels)) a side")
            }
            return (file, drawn)
        }
    }

    /// The name a set takes from the item's file (``OutputSettings/defaultFile``): `emoji.png` → `emoji`.
    public static func stem(_ file: String) -> String {
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// Draws every file, `animation` at `time` (its dark ones `dark`, the picture drawn for the
    /// dark background), `jobs` at a time, then writes the set. Returns the files written.
    func write(_ animation: SceneAnimation, dark: SceneAnimation?, at time: Double, jobs: Int) throws -> [String] {
        if set.layout != .androidResources { try checkSetPlace() }
        let scene = animation.scene(time)
        let darkScene = (dark ?? animation).scene(time)
        let files = self.files
        let format = set.format
        var drawn = [[UInt8]](repeating: [], count: files.count)
        try orderedParallelMap(
            Array(files.indices), jobs: jobs, window: files.count,
            produce: { index in
                try files[index].output.encode(files[index].file.isDark ? darkScene : scene, as: format)
            },
            consume: { index, bytes in drawn[index] = bytes })
        return set.layout == .androidResources ? try writeDrawables(drawn) : try writeImageSet(drawn)
    }

    /// Each drawable into its bucket, each atomically.
    private func writeDrawables(_ drawn: [[UInt8]]) throws -> [String] {
        var written: [String] = []
        for ((_, output), bytes) in zip(files, drawn) {
            try OutputDirectory.create((output.path as NSString).deletingLastPathComponent, setting: .output)
            try OutputFile.write(bytes, to: output.path)
            written.append(output.path)
        }
        return written
    }

    /// Refuses, before anything is drawn, a set whose folder cannot be made: a lone set's parent
    /// folder missing (a catalog is made), or a file where the set or the catalog goes.
    private func checkSetPlace() throws {
        var info = stat()
        if set.layout == .assetCatalog {
            guard stat(set.folder, &info) != 0 || (info.st_mode & S_IFMT) == S_IFDIR else {
                throw ExportError(.cannotCreate, .output, "cannot create catalog '\(set.folder)': it is a file")
            }
        } else {
            guard stat(set.folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                throw ExportError(
                    .cannotCreate, .output, "cannot create '\(directory)': its folder '\(set.folder)' does not exist")
            }
        }
        if lstat(directory, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
            throw ExportError(.cannotCreate, .output, "cannot create '\(directory)': it is a file")
        }
    }

    /// The set's files and `Contents.json` into a temporary folder beside it, renamed into place
    /// whole; then the catalog's own `Contents.json` when it has none.
    private func writeImageSet(_ drawn: [[UInt8]]) throws -> [String] {
        if set.layout == .assetCatalog { try OutputDirectory.create(set.folder, setting: .output) }
        let hidden = OutputDirectory.path("." + name + "." + PictureSet.imageSetExtension, in: set.folder)
        guard let stage = TemporaryFiles.createFolder(template: hidden + ".tmp-XXXXXX") else {
            throw Self.cannotCreate(directory)
        }
        defer {
            try? FileManager.default.removeItem(atPath: stage)
            TemporaryFiles.unregister(stage)
        }
        for ((file, _), bytes) in zip(files, drawn) {
            try OutputFile.write(bytes, to: OutputDirectory.path(file.path, in: stage))
        }
        let contents = AssetCatalogContents(imageSet: files.map(\.file), vector: set.format == .pdf)
        try OutputFile.write(contents.bytes, to: OutputDirectory.path(AssetCatalogContents.fileName, in: stage))
        // mkdtemp makes the folder for its owner alone; a set gets a folder's usual permissions.
        let mask = umask(0)
        umask(mask)
        chmod(stage, 0o777 & ~mask)
        try Self.replace(directory, with: stage, hidden: hidden)
        var written = files.map(\.output.path) + [OutputDirectory.path(AssetCatalogContents.fileName, in: directory)]
        let catalogContents = OutputDirectory.path(AssetCatalogContents.fileName, in: set.folder)
        if set.layout == .assetCatalog, !FileManager.default.fileExists(atPath: catalogContents) {
            try OutputFile.write(AssetCatalogContents.catalog.bytes, to: catalogContents)
            written.append(catalogContents)
        }
        return written
    }

    /// Renames the folder `stage` to `path`; a folder already there is first moved aside under a
    /// hidden name (`hidden.old-XXXXXX`), then removed, or moved back if the rename fails.
    private static func replace(_ path: String, with stage: String, hidden: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard rename(stage, path) == 0 else { throw cannotCreate(path) }
            return
        }
        var template = Array((hidden + ".old-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw cannotCreate(path)
        }
        let aside = String(nulTerminated: template)
        guard rename(path, aside) == 0 else {
            rmdir(aside)
            throw cannotCreate(path)
        }
        guard rename(stage, path) == 0 else {
            let error = cannotCreate(path)
            rename(aside, path)
            throw error
        }
        try? FileManager.default.removeItem(atPath: aside)
    }

    private static func cannotCreate(_ path: String) -> ExportError {
        ExportError(.cannotCreate, .output, "cannot create '\(path)': \(String(cString: strerror(errno)))")
    }
}

extension PictureSet {
    /// The scales the set holds, in words: `at 1x, 2x and 3x`, `as one vector picture`, `at 1, 1.5,
    /// 2, 3 and 4 times its size (mdpi, hdpi, xhdpi, xxhdpi and xxxhdpi)`, `as one vector
    /// drawable for every density`.
    public var scalesDescription: String {
        switch layout {
        case .assetCatalog, .imageSet:
            format == .pdf
                ? "as one vector picture"
                : "at " + FileFormat.listed(XcodeScale.allCases.map(\.rawValue), joinedBy: "and")
        case .androidResources where format != .png:
            "as one vector drawable for every density"
        case .androidResources:
            "at "
                + FileFormat.listed(AndroidDensity.allCases.map { shortestDecimal($0.factor) }, joinedBy: "and")
                + " times its size ("
                + FileFormat.listed(AndroidDensity.allCases.map(\.rawValue), joinedBy: "and") + ")"
        }
    }
}
