import Foundation
import TTGProcessSupport
import Testing

/// The night pictures `--dark-background COLOR` writes (Android's `drawable-night-*` buckets,
/// Xcode's dark appearances), measured on their pixels, through the built binary and ffmpeg's
/// decoder, with WCAG 2's formulas written out here: nothing of the renderer's colour code.
///
/// Each night PNG is checked against its day twin:
/// - it is transparent wherever the day picture is, a pixel off its edge (no square behind it);
/// - laid over COLOR here, every mark reaches 3:1. A pixel is measured where it is at least half
///   covered (alpha ≥ 128) and the picture is flat around it (each of its 8 neighbours within
///   1.25:1 of it), so that the edge pixels where a mark's smoothing blends into what lies under
///   it do not count; a measured pixel within 2:1 of COLOR is ground, COLOR itself or surfaces
///   laid on it (a badge, a track, a capsule, each drawn at 1.3:1 to 1.5:1, a badge on a capsule
///   at about 1.7:1); every other one is a mark pixel. Mark pixels that touch (8 neighbours)
///   are one mark (5 pixels at least; fewer are a fragment between seams), and a mark's
///   contrast is the median of its most covered pixels (alpha within 8 levels of its highest):
///   it must reach 3:1 (the least pixel is reported too, a seam where two smoothed edges meet,
///   or a thin stroke's partly covered pixels at mdpi). Every set must hold marks.
@Suite(.serialized) struct NightPictureTests {
    static let backgrounds = ["#121212", "#1C1C1E", "#000000", "#1A237E"]
    /// The least contrast a mark may have: WCAG 2's non-text contrast (1.4.11).
    static let markContrast = 3.0
    /// The most a measured pixel of ground (COLOR or surfaces on it) may differ from COLOR.
    static let groundContrast = 2.0
    /// The fewest measured pixels a mark has: fewer, they are a fragment of flat pixels between
    /// seams where smoothed edges meet (at mdpi a 2-point stroke is two pixels wide).
    static let smallestMark = 5
    /// The most a pixel may differ from each neighbour to be flat.
    static let flatContrast = 1.25

    // MARK: - Pixels

    /// A decoded picture: RGBA, 8 bits a channel, row by row.
    struct Picture {
        var width: Int
        var height: Int
        var bytes: [UInt8]

        func alpha(_ x: Int, _ y: Int) -> UInt8 { bytes[(y * width + x) * 4 + 3] }
    }

    /// The PNG at `url`, decoded by ffmpeg.
    static func decode(_ url: URL) throws -> Picture {
        let size = try #require(pngDimensions(try Data(contentsOf: url)), "\(url.path) is not a PNG")
        let result = try BinaryRunner.runProgram(
            "/usr/bin/ffmpeg",
            ["-nostdin", "-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.count == size.width * size.height * 4, "\(url.path)")
        return Picture(width: size.width, height: size.height, bytes: Array(result.stdout))
    }

    /// WCAG 2's relative luminance of an sRGB colour, each channel 0…1.
    static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of two relative luminances.
    static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// `#RRGGBB` as three channels 0…1.
    static func channels(_ hex: String) -> [Double] {
        let value = Int(hex.dropFirst(), radix: 16)!
        return [value >> 16, value >> 8 & 0xFF, value & 0xFF].map { Double($0) / 255 }
    }

    /// What one night picture measures: its least mark contrast (a mark's median), its least
    /// mark pixel, its marks' pixel count, and what is wrong with it.
    struct Measure {
        var minimum = Double.infinity
        var leastPixel = Double.infinity
        var marks = 0
        var problems: [String] = []

        /// Both measures together, for a set of pictures.
        mutating func add(_ other: Measure) {
            minimum = min(minimum, other.minimum)
            leastPixel = min(leastPixel, other.leastPixel)
            marks += other.marks
        }
    }

    /// `night` checked against its day twin `day`, laid over `background` (`#RRGGBB`).
    static func measure(night: Picture, day: Picture, on background: String) -> Measure {
        var measure = Measure()
        guard night.width == day.width, night.height == day.height else {
            measure.problems.append("is \(night.width)×\(night.height), its day picture \(day.width)×\(day.height)")
            return measure
        }
        let (w, h) = (night.width, night.height)
        // Outside the day picture: transparent there and at each neighbour (a faint tint's edge
        // pixels round to alpha 0 in one picture and 1 in the other).
        var painted = 0
        for y in 0..<h {
            for x in 0..<w where night.alpha(x, y) != 0 {
                let outside = (max(0, y - 1)...min(h - 1, y + 1)).allSatisfy { row in
                    (max(0, x - 1)...min(w - 1, x + 1)).allSatisfy { day.alpha($0, row) == 0 }
                }
                if outside { painted += 1 }
            }
        }
        if painted > 0 { measure.problems.append("paints \(painted) pixels where the day picture is transparent") }
        let ground = channels(background)
        let groundLuminance = luminance(ground[0], ground[1], ground[2])
        // Every pixel laid over the background, as its luminance.
        var shown = [Double](repeating: 0, count: w * h)
        for index in 0..<(w * h) {
            let alpha = Double(night.bytes[index * 4 + 3]) / 255
            let mixed = (0..<3).map { channel in
                Double(night.bytes[index * 4 + channel]) / 255 * alpha + ground[channel] * (1 - alpha)
            }
            shown[index] = luminance(mixed[0], mixed[1], mixed[2])
        }
        // The contrast of each measured mark pixel; nil elsewhere.
        var marks = [Double?](repeating: nil, count: w * h)
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) where night.alpha(x, y) >= 128 {
                let here = shown[y * w + x]
                let flat = (-1...1).allSatisfy { dy in
                    (-1...1).allSatisfy { dx in contrast(here, shown[(y + dy) * w + x + dx]) <= flatContrast }
                }
                let against = contrast(here, groundLuminance)
                guard flat, against > groundContrast else { continue }
                marks[y * w + x] = against
                measure.marks += 1
                measure.leastPixel = min(measure.leastPixel, against)
            }
        }
        // Each mark: measured mark pixels joined through their 8 neighbours; its contrast is
        // the median of its most covered pixels (alpha within 8 levels of its highest), so that
        // a few pixels where two smoothed edges meet inside it (a seam) do not stand for it.
        var seen = [Bool](repeating: false, count: w * h)
        for start in 0..<(w * h) where marks[start] != nil && !seen[start] {
            var stack = [start]
            var pixels: [(contrast: Double, alpha: UInt8)] = []
            seen[start] = true
            while let index = stack.popLast() {
                pixels.append((marks[index]!, night.bytes[index * 4 + 3]))
                let (x, y) = (index % w, index / w)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let (nx, ny) = (x + dx, y + dy)
                        guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
                        let next = ny * w + nx
                        if marks[next] != nil, !seen[next] {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
            // Fewer pixels than a mark's interior has even at mdpi: a fragment between seams.
            guard pixels.count >= smallestMark else { continue }
            // Its most covered pixels: a thin stroke's are partly covered across its width.
            let cover = pixels.map(\.alpha).max()!
            let values = pixels.filter { $0.alpha >= cover - min(cover, 8) }.map(\.contrast).sorted()
            let median = values[values.count / 2]
            measure.minimum = min(measure.minimum, median)
            if median < markContrast {
                measure.problems.append(
                    "has a mark of \(pixels.count) pixels at "
                        + String(
                            format: "%.2f:1 (median) against %@ at (%d, %d)", median, background, start % w, start / w))
            }
        }
        return measure
    }

    // MARK: - Night and day files

    /// Each night picture of a res folder or an image set under `folder`, with its day twin:
    /// `drawable-night-D/N.png` and `drawable-D/N.png`, `N-dark@2x.png` and `N@2x.png`.
    static func pairs(under folder: URL) throws -> [(night: URL, day: URL)] {
        let files = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".png") }
        return files.sorted().compactMap { path in
            if path.contains("drawable-night-") {
                return (
                    folder.appendingPathComponent(path),
                    folder.appendingPathComponent(
                        path.replacingOccurrences(of: "drawable-night-", with: "drawable-"))
                )
            }
            guard path.contains("-dark") else { return nil }
            return (
                folder.appendingPathComponent(path),
                folder.appendingPathComponent(
                    path.replacingOccurrences(of: "-dark", with: ""))
            )
        }
    }

    /// Runs the tool with `arguments` in a fresh folder and measures every night picture it
    /// wrote on `background`; returns what they measure together.
    static func check(_ arguments: [String], on background: String) throws -> Measure {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(arguments + ["--dark-background", background, "--quiet"], in: dir)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let pairs = try Self.pairs(under: dir)
        #expect(!pairs.isEmpty, "\(arguments) wrote no night picture")
        var total = Measure()
        for (night, day) in pairs {
            let (nightPicture, dayPicture) = (try decode(night), try decode(day))
            let measure = Self.measure(night: nightPicture, day: dayPicture, on: background)
            let name = night.path.dropFirst(dir.path.count + 1)
            #expect(
                measure.problems.isEmpty,
                "\(arguments.joined(separator: " ")) on \(background): \(name) \(measure.problems)")
            let transparent = stride(from: 3, to: nightPicture.bytes.count, by: 4).contains {
                nightPicture.bytes[$0] == 0
            }
            #expect(transparent, "\(name) on \(background) is opaque everywhere")
            total.add(measure)
        }
        #expect(total.marks > 0, "\(arguments.joined(separator: " ")) on \(background): no mark measured")
        return total
    }

    /// Prints the least contrast a family's marks reach on `background`, for docs/export.md.
    static func report(_ family: String, _ background: String, _ least: Measure) {
        print(
            String(
                format: "night: %@ on %@: least mark %.2f:1, least mark pixel %.2f:1, %d mark pixels", family,
                background, least.minimum, least.leastPixel, least.marks))
    }

    // MARK: - Families

    @Test(arguments: backgrounds) func refreshGlyphsAtNight(background: String) throws {
        var least = Measure()
        for role in ["header", "footer"] {
            least.add(
                try Self.check(
                    ["refresh", "--all", "--role", role, "--size", "48", "--android-res", "-o", "res/"],
                    on: background))
        }
        Self.report("refresh glyphs (20 styles, header and footer)", background, least)
    }

    @Test(arguments: backgrounds) func refreshCompositesWithWordsAtNight(background: String) throws {
        var least = Measure()
        for (role, state) in [
            ("header", "refreshing"), ("header", "pulling"), ("footer", "loading"), ("footer", "noMoreData"),
        ] {
            for look in ["original", "rich"] {
                least.add(
                    try Self.check(
                        [
                            "refresh", "--style", "auroraWave", "--composite", "--role", role, "--state", state,
                            "--look", look, "-o", "Strips.xcassets/\(role)_\(state)_\(look).imageset",
                        ], on: background))
            }
        }
        Self.report("refresh composites (header and footer, with words)", background, least)
    }

    @Test(arguments: backgrounds) func emojiFacesAtNight(background: String) throws {
        var least = Measure()
        for preset in ["classic", "minimal", "diagnostic", "playful", "expressive"] {
            for rate in ["0", "1.5", "2.5", "3.5", "5"] {
                least.add(
                    try Self.check(
                        [
                            "emoji", "--preset", preset, "--rate", rate, "--size", "48", "--android-res",
                            "--android-name", "face", "-o", "res/",
                        ], on: background))
            }
        }
        least.add(try Self.check(["emoji", "--grid", "--size", "40", "-o", "Faces.xcassets/"], on: background))
        Self.report("emoji (5 presets at 5 rates, the grid)", background, least)
    }

    /// A challenge's photograph covers its whole canvas, so no dark background shows through
    /// it: its night picture is its day picture.
    @Test func aPuzzleAtNightIsItsDayPicture() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.run(
            ["puzzle", "--seed", "7", "--dark-background", "#121212", "-o", "Puzzle.xcassets/", "--quiet"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let pairs = try Self.pairs(under: dir)
        #expect(pairs.count == 3)
        for (night, day) in pairs {
            #expect(try Self.decode(night).bytes == (try Self.decode(day)).bytes, "\(night.lastPathComponent)")
        }
    }

    @Test func aLightDarkBackgroundIsRefusedByName() throws {
        for (value, problem) in [("white", "is not dark"), ("#80808080", "is not opaque")] {
            let dir = try BinaryRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let result = try BinaryRunner.run(
                ["emoji", "--android-res", "--dark-background", value, "-o", "res/", "--quiet"], in: dir)
            #expect(result.status == 64, "\(value): \(result.stderr)")
            #expect(result.stderr.contains("--dark-background") && result.stderr.contains(value), "\(result.stderr)")
            #expect(result.stderr.contains(problem), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("res").path))
        }
    }
}
