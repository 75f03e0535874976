import Foundation
import TTGProcessSupport
import TTGTestSupport
import Testing

/// Pictures as an app project takes them (docs/export.md, "Assets for an app project"), through
/// the built binary: Xcode image sets checked against Apple's Asset Catalog Format Reference (the
/// keys and values it documents, written out here), Android density buckets against Android's
/// table of densities, every PNG's size read from its IHDR chunk (`pngDimensions`) and its corner
/// pixel decoded by ffmpeg.
@Suite struct AssetOutputTests {
    // MARK: - What the formats say

    /// The keys Apple's reference documents for an image set's `Contents.json`, and a catalog folder's.
    static let imageSetKeys: Set<String> = ["images", "info", "properties"]
    static let imageKeys: Set<String> = ["idiom", "filename", "scale", "appearances"]
    static let catalogKeys: Set<String> = ["info", "properties"]
    /// Android's densities: the bucket and its size as a multiple of mdpi (160 dpi).
    static let densities: [(bucket: String, factor: Double)] = [
        ("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4),
    ]

    // MARK: - Reading what was written

    private func run(_ arguments: [String], in dir: URL) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments + ["--quiet"], in: dir)
    }

    private func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any], "\(url.path)")
    }

    private func names(_ url: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: url.path))
    }

    private func size(_ url: URL) throws -> [Int] {
        let size = try #require(pngDimensions(try Data(contentsOf: url)), "\(url.path) is not a PNG")
        return [size.width, size.height]
    }

    /// The top-left pixel as RGBA, decoded by ffmpeg.
    private func cornerPixel(_ url: URL) throws -> [UInt8] {
        let result = try BinaryRunner.runProgram(
            "/usr/bin/ffmpeg",
            ["-nostdin", "-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        return Array(result.stdout.prefix(4))
    }

    /// `info`: author `xcode`, version 1, nothing else.
    private func checkInfo(_ contents: [String: Any]) throws {
        let info = try #require(contents["info"] as? [String: Any])
        #expect(Set(info.keys) == ["author", "version"])
        #expect(info["author"] as? String == "xcode" && info["version"] as? Int == 1, "\(info)")
    }

    /// The catalog folder's own file: `info` alone, as documented.
    private func checkCatalogContents(_ url: URL) throws {
        let contents = try json(url.appendingPathComponent("Contents.json"))
        #expect(Set(contents.keys).isSubset(of: Self.catalogKeys), "\(contents.keys)")
        try checkInfo(contents)
    }

    /// Checks an image set against the reference: documented keys and values only, every file
    /// it lists there (and nothing else), each scale's PNG that multiple of the 1x one, the dark
    /// pictures next to the others. Returns the listed images.
    @discardableResult
    private func checkImageSet(_ url: URL, vector: Bool = false) throws -> [[String: Any]] {
        let contents = try json(url.appendingPathComponent("Contents.json"))
        #expect(Set(contents.keys).isSubset(of: Self.imageSetKeys), "\(url.lastPathComponent): \(contents.keys)")
        try checkInfo(contents)
        let properties = contents["properties"] as? [String: Bool]
        #expect(properties == (vector ? ["preserves-vector-representation": true] : nil))
        let images = try #require(contents["images"] as? [[String: Any]])
        #expect(!images.isEmpty)
        let oneX = vector ? [] : try oneXSize(images, in: url)
        for image in images {
            #expect(Set(image.keys).isSubset(of: Self.imageKeys), "\(image.keys)")
            #expect(image["idiom"] as? String == "universal")
            if let appearances = image["appearances"] {
                #expect(
                    appearances as? [[String: String]] == [["appearance": "luminosity", "value": "dark"]],
                    "\(appearances)")
            }
            let file = try #require(image["filename"] as? String)
            #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent(file).path), "\(file)")
            if vector {
                #expect(image["scale"] == nil)
                let bytes = try Data(contentsOf: url.appendingPathComponent(file))
                #expect(bytes.starts(with: Array("%PDF-".utf8)), "\(file)")
            } else {
                let scale = try #require(image["scale"] as? String)
                let factor = try #require(["1x": 1, "2x": 2, "3x": 3][scale], "scale \(scale)")
                let size = try size(url.appendingPathComponent(file))
                #expect(size == oneX.map { $0 * factor }, "\(file): \(size) at \(scale) of \(oneX)")
            }
        }
        // Each scale appears once an appearance; the folder holds the listed files and its Contents.json.
        let listed = images.compactMap { $0["filename"] as? String }
        #expect(Set(listed).count == listed.count)
        #expect(try names(url) == Set(listed + ["Contents.json"]), "\(url.lastPathComponent)")
        return images
    }

    /// The size of the set's 1x PNG, wherever it is listed.
    private func oneXSize(_ images: [[String: Any]], in url: URL) throws -> [Int] {
        let file = try #require(images.first { $0["scale"] as? String == "1x" }?["filename"] as? String)
        return try size(url.appendingPathComponent(file))
    }

    /// The 20 refresh styles, as `ttg-render styles` lists them (the name first on each line).
    private func styleNames() throws -> [String] {
        try BinaryRunner.run(["styles"]).output.split(separator: "\n").compactMap { $0.split(separator: " ").first }
            .map(String.init)
    }

    /// A name in lower case with underscores at camel-case breaks: `auroraWave` → `aurora_wave`.
    private func snakeCase(_ name: String) -> String {
        name.reduce("") { $0 + ($1.isUppercase ? "_" + $1.lowercased() : String($1)) }
    }

    // MARK: - Xcode

    @Test func aCatalogGetsImageSetsAndKeepsWhatItHolds() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let catalog = dir.appendingPathComponent("Faces.xcassets")
        let first = try run(
            [
                "emoji", "--rate", "4", "--size", "24", "--exact-size", "--dark-background", "#204060", "-o",
                "Faces.xcassets/",
            ], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try names(catalog) == ["Contents.json", "emoji.imageset"])
        try checkCatalogContents(catalog)
        let set = catalog.appendingPathComponent("emoji.imageset")
        let images = try checkImageSet(set)
        // 1x, 2x and 3x, each for the default background and for the dark one.
        #expect(images.count == 6)
        for image in images {
            let file = set.appendingPathComponent(image["filename"] as? String ?? "")
            let scale = ["1x": 1, "2x": 2, "3x": 3][image["scale"] as? String ?? ""] ?? 0
            #expect(try size(file) == [24 * scale, 24 * scale], "\(file.lastPathComponent)")
            // The dark picture is drawn for the dark background, transparent as the day one
            // (NightPictureTests measures it).
            let corner = try cornerPixel(file)
            #expect(corner.last == 0, "\(file.lastPathComponent): \(corner)")
        }
        #expect(
            Set(images.map { $0["filename"] as? String ?? "" }).isSuperset(of: [
                "emoji.png", "emoji@2x.png", "emoji@3x.png",
            ]))
        let firstSet = try Data(contentsOf: set.appendingPathComponent("emoji@3x.png"))

        // A second run adds a set (emoji --grid, one picture) and keeps the first.
        let second = try run(["emoji", "--grid", "--size", "16", "-o", "Faces.xcassets/sheet.imageset"], in: dir)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try names(catalog) == ["Contents.json", "emoji.imageset", "sheet.imageset"])
        #expect(try checkImageSet(catalog.appendingPathComponent("sheet.imageset")).count == 3)
        #expect(try checkImageSet(set).count == 6)
        #expect(try Data(contentsOf: set.appendingPathComponent("emoji@3x.png")) == firstSet)

        // The same name again replaces that set whole: no dark pictures are left of the first.
        let again = try run(["emoji", "--size", "24", "--exact-size", "-o", "Faces.xcassets/"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try checkImageSet(set).count == 3)
        #expect(try names(catalog) == ["Contents.json", "emoji.imageset", "sheet.imageset"])
    }

    @Test func aCatalogsOwnContentsAndOtherSetsAreKept() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let catalog = dir.appendingPathComponent("App.xcassets")
        let icon = catalog.appendingPathComponent("AppIcon.appiconset")
        try FileManager.default.createDirectory(at: icon, withIntermediateDirectories: true)
        let own = Data(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#.utf8)
        try own.write(to: catalog.appendingPathComponent("Contents.json"))
        try Data("{}".utf8).write(to: icon.appendingPathComponent("Contents.json"))
        let result = try run(
            ["refresh", "--style", "auroraWave", "--size", "20", "-o", "App.xcassets/Glyph.imageset"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: catalog.appendingPathComponent("Contents.json")) == own)
        #expect(try names(icon) == ["Contents.json"])
        #expect(try names(catalog) == ["Contents.json", "AppIcon.appiconset", "Glyph.imageset"])
        let images = try checkImageSet(catalog.appendingPathComponent("Glyph.imageset"))
        #expect(Set(images.map { $0["filename"] as? String ?? "" }) == ["Glyph.png", "Glyph@2x.png", "Glyph@3x.png"])
    }

    @Test func aVectorSetIsOnePDFWithoutScale() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try run(
            [
                "emoji", "--size", "24", "--exact-size", "--format", "pdf", "--dark-background", "black", "-o",
                "Vector.imageset",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        // A set not in a catalog makes no catalog file.
        #expect(try names(dir) == ["Vector.imageset"])
        let images = try checkImageSet(dir.appendingPathComponent("Vector.imageset"), vector: true)
        #expect(images.count == 2)
        #expect(images.filter { $0["appearances"] != nil }.count == 1)
    }

    @Test func everyRenderingCommandWritesAnImageSet() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let commands: [(name: String, arguments: [String])] = [
            ("puzzle", ["puzzle", "--blank", "176,50", "--width", "80"]),
            ("path", ["path", "render", "--d", "M0 0 L20 10 L0 20 Z", "--fill", "teal", "--canvas", "20x20"]),
            ("follow", ["path", "follow", "--d", "M0 0 h4 v4 h-4 Z", "--along", "M2 2 L18 18", "--start", "0.5"]),
            ("gallery", ["refresh", "--gallery", "--size", "12"]),
        ]
        for (name, arguments) in commands {
            let result = try run(arguments + ["-o", "All.xcassets/"], in: dir)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            try checkImageSet(dir.appendingPathComponent("All.xcassets/\(name).imageset"))
        }
        try checkCatalogContents(dir.appendingPathComponent("All.xcassets"))
        // --width sets the 1x size.
        let puzzle = dir.appendingPathComponent("All.xcassets/puzzle.imageset")
        #expect(try size(puzzle.appendingPathComponent("puzzle@2x.png")).first == 160)
    }

    @Test func refreshAllWritesOneSetAStyle() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let styles = try styleNames()
        #expect(styles.count == 20)
        let result = try run(["refresh", "--all", "--size", "24", "--json", "-o", "Glyphs.xcassets/"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let catalog = dir.appendingPathComponent("Glyphs.xcassets")
        #expect(try names(catalog) == Set(styles.map { $0 + ".imageset" } + ["Contents.json"]))
        for style in styles {
            let images = try checkImageSet(catalog.appendingPathComponent(style + ".imageset"))
            let scales = Dictionary(uniqueKeysWithValues: images.map { ($0["scale"] as? String ?? "", $0) })
            let oneX = catalog.appendingPathComponent("\(style).imageset/\(style).png")
            #expect(scales["1x"]?["filename"] as? String == style + ".png")
            #expect(try size(oneX) == [24, 24])
        }
        let manifest = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let files = try #require(manifest["files"] as? [String])
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: dir.appendingPathComponent($0).path) })
        #expect(files.filter { $0.hasSuffix(".png") }.count == 60)
    }

    /// `refresh --all` into a catalog, stopped by SIGINT or SIGTERM once its first set is there,
    /// leaves whole sets only (each passing ``checkImageSet(_:vector:)``) and no temporary
    /// folder beside them.
    @Test func anInterruptedCatalogHoldsWholeSetsOnly() throws {
        for signal in [SIGINT, SIGTERM] {
            let dir = try BinaryRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let catalog = dir.appendingPathComponent("Glyphs.xcassets")
            func entries() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? [] }
            let process = Process()
            process.executableURL = BinaryRunner.binary
            process.currentDirectoryURL = dir
            // Large enough that the 20 sets take a second or more after the first.
            process.arguments = ["refresh", "--all", "--size", "512", "--quiet", "-o", "Glyphs.xcassets/"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(30)
            while process.isRunning, Date() < deadline, !entries().contains(where: { $0.hasSuffix(".imageset") }) {
                usleep(2_000)
            }
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let sets = entries().filter { $0.hasSuffix(".imageset") }
            #expect(process.terminationStatus != 0 && (1..<20).contains(sets.count), "signal \(signal): \(sets)")
            #expect(entries().allSatisfy { $0 == "Contents.json" || $0.hasSuffix(".imageset") }, "\(entries())")
            for set in sets { try checkImageSet(catalog.appendingPathComponent(set)) }
        }
    }

    // MARK: - Android

    @Test func androidBucketsHoldOneNameAtEveryDensity() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let res = dir.appendingPathComponent("res")
        // A drawable already there is kept.
        try FileManager.default.createDirectory(
            at: res.appendingPathComponent("drawable-mdpi"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: res.appendingPathComponent("drawable-mdpi/other.png"))
        let result = try run(
            [
                "emoji", "--rate", "1", "--size", "25", "--exact-size", "--android-res", "--android-name", "face_sad",
                "--dark-background", "#102030", "-o", "res/",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let buckets = Self.densities.flatMap { ["drawable-\($0.bucket)", "drawable-night-\($0.bucket)"] }
        #expect(try names(res) == Set(buckets))
        for (bucket, factor) in Self.densities {
            let side = Int((25 * factor).rounded())
            for folder in ["drawable-\(bucket)", "drawable-night-\(bucket)"] {
                let expected: Set<String> =
                    bucket == "mdpi" && !folder.contains("night") ? ["face_sad.png", "other.png"] : ["face_sad.png"]
                #expect(try names(res.appendingPathComponent(folder)) == expected, "\(folder)")
                let file = res.appendingPathComponent("\(folder)/face_sad.png")
                #expect(try size(file) == [side, side], "\(folder)")
                let corner = try cornerPixel(file)
                #expect(corner.last == 0, "\(folder)")
            }
        }
        try FileManager.default.removeItem(at: res.appendingPathComponent("drawable-mdpi/other.png"))
        let table = try AndroidResourceLinker.link(res: res)
        #expect(table.contains("drawable/face_sad"), "\(table)")
    }

    @Test func refreshAllNamesEachStylesDrawable() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let styles = try styleNames()
        // Without -o, into res/.
        let result = try run(["refresh", "--all", "--size", "24", "--android-res"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let res = dir.appendingPathComponent("res")
        #expect(try names(dir) == ["res"])
        #expect(try names(res) == Set(Self.densities.map { "drawable-\($0.bucket)" }))
        for (bucket, factor) in Self.densities {
            let folder = res.appendingPathComponent("drawable-\(bucket)")
            #expect(try names(folder) == Set(styles.map { snakeCase($0) + ".png" }), "\(bucket)")
            for style in styles {
                let side = Int((24 * factor).rounded())
                #expect(try size(folder.appendingPathComponent(snakeCase(style) + ".png")) == [side, side])
            }
        }
        // Every name is one aapt2 takes, linked against Android's framework as an app's build does.
        let table = try AndroidResourceLinker.link(res: res)
        for style in styles { #expect(table.contains("drawable/\(snakeCase(style))"), "\(style)") }
    }

    /// Lottie for lottie-android goes into `res/raw` under a resource name: `refresh --all
    /// --markers --android-res` writes the 20 stories as `raw/<style_name>.json`, each byte for
    /// byte what `--style STYLE --markers` writes, and a face's with `--android-name` its name;
    /// aapt2 links the folder against the framework, and aapt refuses the camel-case name
    /// written before (so the check can fail).
    @Test func lottieGoesToRawResourcesThatAndroidLinks() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let styles = try styleNames()
        let all = try run(
            ["refresh", "--all", "--markers", "--android-res", "--format", "lottie", "-o", "res/"], in: dir)
        #expect(all.status == 0, "\(all.stderr)")
        let face = try run(
            [
                "emoji", "--preset", "playful", "--markers", "--android-res", "--android-name", "face_rate", "--format",
                "lottie", "-o", "res/",
            ], in: dir)
        #expect(face.status == 0, "\(face.stderr)")
        let res = dir.appendingPathComponent("res")
        #expect(try names(res) == ["raw"])
        let raw = res.appendingPathComponent("raw")
        #expect(try names(raw) == Set(styles.map { snakeCase($0) + ".json" } + ["face_rate.json"]))
        for style in styles.prefix(3) {
            let one = try run(["refresh", "--style", style, "--markers", "--format", "lottie", "-o", "-"], in: dir)
            #expect(
                try Data(contentsOf: raw.appendingPathComponent(snakeCase(style) + ".json")) == one.stdout, "\(style)")
        }
        let table = try AndroidResourceLinker.link(res: res)
        for style in styles { #expect(table.contains("raw/\(snakeCase(style))"), "\(style)") }
        #expect(table.contains("raw/face_rate"))
        try FileManager.default.moveItem(
            at: raw.appendingPathComponent("koi_stream.json"), to: raw.appendingPathComponent("koiStream.json"))
        #expect(throws: AndroidResourceLinker.Failure.self) { try AndroidResourceLinker.link(res: res) }
    }

    // MARK: - Refusals

    @Test func badNamesAndAnimatedOptionsAreRefusedByName() throws {
        let face = ["emoji", "--size", "24", "--exact-size"]
        let cases: [(arguments: [String], status: Int32, message: String)] = [
            (
                face + ["--android-res", "--android-name", "Happy-Face", "-o", "res/"], 64,
                "--android-name: 'Happy-Face' is not an Android resource name"
            ),
            (face + ["--android-res", "--android-name", "Happy-Face", "-o", "res/"], 64, "try 'happy_face'"),
            (face + ["--android-res", "--android-name", "9lives", "-o", "res/"], 64, "try 'lives'"),
            (face + ["--android-res", "--android-name", "a.b", "-o", "res/"], 64, "try 'a_b'"),
            (
                face + ["--android-res", "--android-name", "new", "-o", "res/"], 64,
                "--android-name: 'new' is a Java keyword, which cannot name a field of R.drawable; try 'new_image'"
            ),
            (face + ["--android-res", "--android-name", "Class", "-o", "res/"], 64, "try 'class_image'"),
            (
                face + ["-o", "Faces.xcassets/.hidden.imageset"], 64,
                "-o: 'Faces.xcassets/.hidden.imageset' names the image set '.hidden', which is not an asset name: it starts with a dot"
            ),
            (face + ["-o", ".imageset"], 64, "which is not an asset name: it is empty"),
            (face + ["--to", "4", "--frames", "3", "-o", "Faces.xcassets/"], 64, "--frames: '3' asks for frames"),
            (face + ["--to", "4", "--duration", "1", "-o", "Faces.xcassets/"], 64, "--duration: '1' asks for frames"),
            (face + ["--to", "4", "--loop", "-o", "Faces.xcassets/"], 64, "--loop: asks for frames"),
            (face + ["--to", "4", "--loop", "--android-res", "-o", "res/"], 64, "--loop: asks for frames"),
            (
                face + ["--fps", "12", "-o", "Faces.xcassets/"], 64,
                "--fps: applies to frames and animated files, not to an Xcode image set"
            ),
            (face + ["--hold", "1", "-o", "Faces.xcassets/"], 64, "--hold: applies to an animated"),
            (face + ["--repeat", "2", "--android-res", "-o", "res/"], 64, "--repeat: applies to an animated"),
            (face + ["--to", "4", "-o", "Faces.xcassets/"], 64, "--to: makes an animation"),
            (
                face + ["--scale", "2", "-o", "Faces.xcassets/"], 64,
                "--scale: '2' changes nothing in an Xcode image set"
            ),
            (
                face + ["--format", "svg", "-o", "Faces.xcassets/"], 64,
                "--format: 'svg' is not a format of an Xcode image set"
            ),
            (
                face + ["--format", "pdf", "--android-res", "-o", "res/"], 64,
                "--format: 'pdf' is not a format of a set of Android drawables"
            ),
            (
                face + ["--dark-background", "black", "-o", "x.png"], 64,
                "--dark-background: applies to Xcode image sets and Android drawables, not to one PNG picture"
            ),
            (face + ["--android-res", "-o", "x.png"], 64, "-o: 'x.png' is not a folder"),
            (face + ["--android-res", "-o", "Faces.xcassets/"], 64, "is an Xcode asset catalog or image set"),
            (face + ["--android-name", "face"], 64, "--android-name"),
            (["refresh", "--all", "--android-res", "--android-name", "glyph"], 64, "--android-name"),
            (["refresh", "--all", "-o", "One.imageset"], 64, "-o: 'One.imageset' is one image set"),
            (["refresh", "--all", "--markers", "-o", "Glyphs.xcassets/"], 64, "--markers"),
            (["puzzle", "--out-dir", "served", "--android-res"], 64, "--android-res"),
            (face + ["-o", "missing/Lone.imageset"], 73, "-o: cannot create 'missing/Lone.imageset'"),
        ]
        for (arguments, status, message) in cases {
            let dir = try BinaryRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let result = try run(arguments, in: dir)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.contains(message), "\(arguments): \(result.stderr)")
            let written = try names(dir)
            #expect(written.isEmpty, "\(arguments) wrote \(written)")
        }
    }

    /// A file where the catalog goes: exit 73, the file as it was.
    @Test func aFileWhereTheCatalogGoesIsNotReplaced() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("mine".utf8).write(to: dir.appendingPathComponent("Faces.xcassets"))
        let result = try run(["emoji", "--size", "24", "-o", "Faces.xcassets"], in: dir)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("-o: cannot create catalog 'Faces.xcassets'"), "\(result.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("Faces.xcassets"), encoding: .utf8) == "mine")
        #expect(try names(dir) == ["Faces.xcassets"])
    }
}
