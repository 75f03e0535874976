import Foundation
import TTGArguments
import TTGTestSupport
import Testing

@testable import TTGCommands

/// NaN, infinities and overflowing numbers given to every option that takes a value, of every
/// command, in-process through `program.run`: a usage or data error (64 or 65), never a crash,
/// never a picture. The list of options comes from the command specs, so a new option is covered
/// the day it is declared.
@Suite(.slow) struct NonFiniteOptionTests {
    static let badValues = ["nan", "inf", "-inf", "1e999", "NaN,1", "1,inf"]

    /// Options whose value names a file or directory: "nan" there is a valid name, and what
    /// happens with it is covered by the fault and bad-input tests.
    static let fileOptions: Set<String> = [
        "output", "out-dir", "answer", "answers", "track", "image", "images", "secret-file",
    ]

    /// The least a command needs to run, given before the option under test (a later
    /// occurrence overrides an earlier one).
    static func base(_ command: String, in dir: String) -> [String] {
        switch command {
        case "path info", "path trim", "path transform": ["--d", "M0 0 H8 V8 Z"]
        case "path point-at": ["--d", "M0 0 H8", "--fraction", "0.5"]
        case "path contains": ["--d", "M0 0 H8 V8 Z", "--point", "1,1"]
        case "path render": ["--d", "M0 0 H8 V8 Z", "--canvas", "8x8", "-o", dir + "/x.png"]
        case "emoji": ["--size", "16", "-o", dir + "/x.png"]
        case "puzzle": ["--canvas", "64x48", "--size", "16x16", "-o", dir + "/x.png"]
        case "puzzle verify": ["--blank", "1,1", "--position", "1,1"]
        case "demo": ["-o", dir + "/demo/"]
        case "refresh": ["--size", "24", "-o", dir + "/x.png"]
        default: []
        }
    }

    /// Options read only together with another: that one is given too, so the value is read.
    static let companions: [String: [String]] = [
        "transition": ["--to", "5"],
        "gradient-start": ["--gradient", "red,blue"], "gradient-end": ["--gradient", "red,blue"],
        "trim-to": ["--trim", "0,0", "--cycle", "1"], "dash-phase-to": ["--dash", "2,2", "--cycle", "1"],
        "count": ["--out-dir", "pool"], "quality": ["--frames", "2"],
    ]

    /// Every runnable command with its words (`path render`).
    static func commands(_ spec: CommandSpec = program.root, prefix: [String] = []) -> [([String], CommandSpec)] {
        var found: [([String], CommandSpec)] = []
        if spec.plan != nil, !prefix.isEmpty { found.append((prefix, spec)) }
        for sub in spec.subcommands { found += commands(sub, prefix: prefix + [sub.name]) }
        return found
    }

    @Test func everyValueOptionRefusesNonFiniteNumbers() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        var checked = 0
        for (words, spec) in Self.commands() {
            for option in spec.options where option.takesValue && !Self.fileOptions.contains(option.name) {
                for value in Self.badValues {
                    let arguments =
                        words + Self.base(words.joined(separator: " "), in: dir.path)
                        + (Self.companions[option.name] ?? []) + [option.flagName, value]
                    let status = program.run(arguments)
                    #expect(status == .usage || status == .dataError, "\(arguments) → \(status.rawValue)")
                    checked += 1
                }
            }
        }
        #expect(checked > 400)
        // Nothing was written: every run stopped at validation.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "pool" } == [])
    }
}
