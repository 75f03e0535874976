import Foundation
import TTGTestSupport
import Testing

/// Bad input through the built binary: one line naming the option and value, a sysexits status, no partial file.
@Suite struct CommandLineErrorTests {
    private func expectError(
        _ arguments: [String], status: Int32, mentions words: [String],
        in directory: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try BinaryRunner.run(arguments, in: directory)
        #expect(result.status == status, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "expected one line, got: \(result.stderr)", sourceLocation: sourceLocation)
        for word in words {
            #expect(
                result.stderr.contains(word), "'\(word)' missing from: \(result.stderr)", sourceLocation: sourceLocation
            )
        }
    }

    @Test func unknownOptionSuggestsTheNearestOne() throws {
        try expectError(["path", "info", "--dd", "M0 0"], status: 64, mentions: ["--dd", "did you mean '--d'"])
        try expectError(
            ["path", "render", "--d", "M0 0", "--line-widht", "3"], status: 64,
            mentions: ["--line-widht", "did you mean '--line-width'"])
    }

    @Test func unknownSubcommandSuggestsTheNearestOne() throws {
        try expectError(["path", "tirm", "--d", "M0 0"], status: 64, mentions: ["tirm", "did you mean 'trim'"])
        try expectError(["pahts"], status: 64, mentions: ["pahts", "'path'"])
        // A command that also runs on its own suggests its subcommand for a misspelt word.
        try expectError(["puzzle", "verfy"], status: 64, mentions: ["verfy", "did you mean 'verify'"])
    }

    /// A value left out before another option is reported as missing, not as a stray argument later.
    @Test func aMissingValueIsNamedBeforeTheNextOption() throws {
        try expectError(["emoji", "--rate", "--size", "100"], status: 64, mentions: ["--rate needs a value"])
        try expectError(["emoji", "--rate", "--size=100"], status: 64, mentions: ["--rate needs a value"])
        // A negative number is still a value.
        let negative = try BinaryRunner.run(["path", "point-at", "--d", "M-5 0 L5 0", "--fraction", "0.5"])
        #expect(negative.status == 0)
    }

    /// One rule: an option that cannot change this output is refused by name (`--jobs` aside,
    /// which scripts pass to every command), and a value outside its range is refused, not clamped.
    @Test func optionsThatCannotMatterAreRefusedByName() throws {
        try expectError(["emoji", "--grid", "--rate", "3"], status: 64, mentions: ["--grid and --rate"])
        try expectError(["emoji", "--grid", "--preset", "playful"], status: 64, mentions: ["--grid and --preset"])
        try expectError(
            ["emoji", "--color", "red", "--color-from", "blue"], status: 64, mentions: ["--color and --color-from"])
        try expectError(
            ["emoji", "--gradient", "--hue-path", "shorter"], status: 64, mentions: ["--gradient and --hue-path"])
        try expectError(
            ["emoji", "--dynamic-color", "false", "--color-to", "red"], status: 64,
            mentions: ["--color-to changes nothing with --dynamic-color false"])
        try expectError(["emoji", "--gradient-start", "0,0"], status: 64, mentions: ["--gradient-start needs"])
        try expectError(
            ["emoji", "--start", "0.1", "-o", "x.png"], status: 64, mentions: ["--start: '0.1' changes nothing"])
        try expectError(
            ["emoji", "--accessory-scale", "100"], status: 64, mentions: ["--accessory-scale: '100' is out of range"])
        try expectError(
            ["emoji", "--line-width", "100"], status: 64, mentions: ["--line-width: '100' is out of range"])
        try expectError(
            ["refresh", "--time", "0.3", "--start", "0.5"], status: 64, mentions: ["--time and --start"])
        let directory = try BinaryRunner.temporaryDirectory()
        let jobs = try BinaryRunner.run(["emoji", "--jobs", "2", "-o", "j.png"], in: directory)
        #expect(jobs.status == 0, "\(jobs.stderr)")
        let challenge = try BinaryRunner.run(["puzzle", "--out-dir", "one", "--jobs", "2"], in: directory)
        #expect(challenge.status == 0, "\(challenge.stderr)")
    }

    /// A picture too large to draw is blamed on what the user typed, quoted as typed.
    @Test func errorsQuoteWhatWasTyped() throws {
        try expectError(
            ["emoji", "--size", "8192", "--scale", "2"], status: 64,
            mentions: ["--size: '8192' makes a picture of 16980 × 16980 pixels at --scale 2", "16384"])
        try expectError(["emoji", "--grid", "--size", "8192"], status: 64, mentions: ["--size: '8192' makes"])
        try expectError(
            ["path", "follow", "--d", "M0 0 h4", "--along", "M0 0 L10 0", "--canvas", "9000x100", "--scale", "2"],
            status: 64, mentions: ["--canvas: '9000x100' makes a picture of 18000 × 200 pixels at --scale 2"])
    }

    /// Options as rsvg-convert, ImageMagick and Inkscape spell them name ours.
    @Test func foreignSpellingsNameOurOptions() throws {
        try expectError(["emoji", "-w", "100"], status: 64, mentions: ["'-w'", "did you mean '--width'"])
        try expectError(["emoji", "-b", "red"], status: 64, mentions: ["did you mean '--background'"])
        try expectError(["emoji", "--zoom", "2"], status: 64, mentions: ["did you mean '--scale'"])
        try expectError(["emoji", "--dpi", "144"], status: 64, mentions: ["did you mean '--scale'", "144 dpi"])
    }

    @Test func messagesSayOneThingOnce() throws {
        let style = try BinaryRunner.run(["refresh", "--style", "nope"])
        #expect(style.status == 64 && style.stderr.components(separatedBy: "(see").count == 2, "\(style.stderr)")
        #expect(style.stderr.contains("'ttg-render styles' lists the 20"))
        let twice = try BinaryRunner.run(
            ["puzzle", "--image", "-", "--path", "@-", "-o", "x.png"], input: Data("M0 0 L9 0 L9 9 Z".utf8))
        #expect(twice.status == 64 && twice.stderr.contains("standard input is used twice"), "\(twice.stderr)")
        let directory = try BinaryRunner.temporaryDirectory()
        let seeded = try BinaryRunner.run(["puzzle", "--out-dir", "one", "--seed", "4"], in: directory)
        #expect(seeded.status == 0 && seeded.stderr.contains("--seed makes the challenge predictable"))
    }

    /// Results past the largest number are refused (exit 65) naming the step, never printed as nan or null.
    @Test func overflowingResultsAreRefused() throws {
        try expectError(
            ["path", "transform", "--d", "M0 0 L10 0", "--scale", "1e200", "--scale", "1e200"], status: 65,
            mentions: ["--scale: '1e200'", "largest number"])
        try expectError(
            ["path", "transform", "--d", "M0 0 L10 0", "--transform", "translate(1e308,0) translate(1e308,0)"],
            status: 65, mentions: ["--transform", "largest number"])
        try expectError(
            ["path", "point-at", "--d", "M0 0 L1e308 0 L-1e308 0", "--fraction", "0.5"], status: 65,
            mentions: ["--d", "largest number"])
        try expectError(
            ["path", "info", "--d", "M0 0 L1e308 0 L-1e308 0"], status: 65, mentions: ["--d", "largest number"])
    }

    @Test func badNumbersNameTheOptionAndValue() throws {
        try expectError(
            ["path", "trim", "--d", "M0 0 H1", "--from", "abc"], status: 64, mentions: ["--from", "'abc'"])
        try expectError(["path", "trim", "--d", "M0 0 H1", "--to", "nan"], status: 64, mentions: ["--to", "'nan'"])
        try expectError(
            ["path", "trim", "--d", "M0 0 H1", "--to", "1.5"], status: 64, mentions: ["--to", "'1.5'", "range"])
        try expectError(
            ["path", "point-at", "--d", "M0 0 H1", "--fraction", "inf"], status: 64, mentions: ["--fraction"])
        try expectError(
            ["path", "contains", "--d", "M0 0 H1", "--point", "1;2"], status: 64, mentions: ["--point", "X,Y"])
        try expectError(
            ["path", "contains", "--d", "M0 0 H1", "--point", "1,2", "--rule", "evenod"], status: 64,
            mentions: ["--rule", "did you mean 'evenodd'"])
        try expectError(["path", "transform", "--d", "M0 0", "--matrix", "1,2,3"], status: 64, mentions: ["--matrix"])
    }

    @Test func missingValuesAndOptions() throws {
        try expectError(["path", "info", "--d"], status: 64, mentions: ["--d"])
        try expectError(["path", "info"], status: 64, mentions: ["--d"])
        try expectError(["path", "contains", "--d", "M0 0"], status: 64, mentions: ["--point"])
    }

    @Test func malformedPathDataIsADataErrorWithTheOffset() throws {
        try expectError(["path", "info", "--d", "M 10 x"], status: 65, mentions: ["--d", "offset 5"])
        try expectError(["path", "info", "--d", "L10 10"], status: 65, mentions: ["--d", "offset 0"])
        try expectError(["path", "info", "--d", "M1e999 0"], status: 65, mentions: ["--d"])
        try expectError(["path", "info", "--d", "\u{1}\u{2}garbage"], status: 65, mentions: ["--d"])
    }

    @Test func missingInputFileIsNoInput() throws {
        try expectError(
            ["path", "info", "--d", "@/nonexistent/path.txt"], status: 66, mentions: ["--d", "/nonexistent/path.txt"])
    }

    @Test func corruptInputFilesAreDataErrors() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        try Data([0xFF, 0xFE, 0x00, 0x89, 0x50, 0x4E, 0x47]).write(to: dir.appendingPathComponent("binary.bin"))
        try Data("M0 0 L10 10 C1 2".utf8).write(to: dir.appendingPathComponent("truncated.txt"))
        try Data().write(to: dir.appendingPathComponent("empty.txt"))
        try expectError(["path", "info", "--d", "@binary.bin"], status: 65, mentions: ["--d", "binary.bin"], in: dir)
        try expectError(
            ["path", "info", "--d", "@truncated.txt"], status: 65, mentions: ["--d", "offset 16"], in: dir)
        try expectError(["path", "info", "--d", "@."], status: 66, mentions: ["--d", "directory"], in: dir)
        // An empty file is an empty path, not an error.
        let empty = try BinaryRunner.run(["path", "info", "--d", "@empty.txt"], in: dir)
        #expect(empty.status == 0)
        #expect(empty.output.contains(#""start":null"#))
    }

    /// Standard input is read to its end however many reads that takes, and refused past the limit.
    @Test func standardInputIsReadWholeAndLimited() throws {
        // 60,001 segments in 360 KB: several reads of a pipe, and an array grown past its first size.
        let lines = "M0 0" + String(repeating: " L1 1 L0 1", count: 30_000) + " Z"
        let read = try BinaryRunner.run(["path", "info", "--d", "@-"], input: Data(lines.utf8))
        #expect(read.status == 0 && read.output.contains(#""segments":60001"#), "\(read.stderr)")
        let tooLong = Data(repeating: UInt8(ascii: " "), count: (10 << 20) + 1)
        let refused = try BinaryRunner.run(["path", "info", "--d", "@-"], input: tooLong)
        #expect(refused.status == 65 && refused.stderr.contains("larger than the limit of 10 MB"), "\(refused.stderr)")
        let atLimit = try BinaryRunner.run(["path", "info", "--d", "@-"], input: tooLong.dropLast())
        #expect(atLimit.status == 0 && atLimit.output.contains(#""segments":0"#), "\(atLimit.stderr)")
    }

    @Test func unwritableOutputLeavesNoFile() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let render = ["path", "render", "--d", "M0 0 h4 v4 Z", "--canvas", "4x4"]
        try expectError(render + ["-o", "missing/dir/x.png"], status: 73, mentions: ["missing/dir/x.png"], in: dir)
        try expectError(render + ["-o", "/dev/full"], status: 74, mentions: ["/dev/full"], in: dir)
        try expectError(render + ["-o", "x.tiff"], status: 64, mentions: ["-o", "x.tiff"], in: dir)
        try expectError(render + ["--scale", "9", "-o", "x.png"], status: 64, mentions: ["--scale", "'9'"], in: dir)
        try expectError(
            render + ["--width", "20000", "-o", "x.png"], status: 64, mentions: ["--width", "16384"], in: dir)
        try expectError(
            render + ["--fill", "rde", "-o", "x.png"], status: 64, mentions: ["--fill", "did you mean 'red'"], in: dir)
        // A failed render never leaves a partial file or a temporary behind.
        try expectError(["path", "render", "--d", "M0 0 Q", "-o", "x.png"], status: 65, mentions: ["--d"], in: dir)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
    }

    @Test func aFailedRenderKeepsTheExistingFile() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("keep.png")
        try Data("old".utf8).write(to: file)
        let result = try BinaryRunner.run(["path", "render", "--d", "M0 0 Z 5", "-o", "keep.png"], in: dir)
        #expect(result.status == 65)
        #expect(try Data(contentsOf: file) == Data("old".utf8))
    }
}
