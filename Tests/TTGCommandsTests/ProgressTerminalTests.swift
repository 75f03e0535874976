import Foundation
import TTGProcessSupport
import Testing

/// Progress as a user at a terminal sees it: the commands run on a pseudo-terminal, and the test
/// reads every byte the terminal received. When standard error is a pipe or a file (even with
/// standard output on the terminal), with `--quiet`, or on a dumb terminal, nothing is drawn.
@Suite struct ProgressTerminalTests {
    /// Each line the terminal showed, in order: the transcript split at carriage returns, the
    /// erase-to-end-of-line escapes removed.
    static func redraws(_ transcript: String) -> [String] {
        transcript.replacingOccurrences(of: "\u{1B}[K", with: "").split(separator: "\r").map(String.init)
            .filter { !$0.isEmpty }
    }

    static let full = String(repeating: "█", count: 20)

    /// The issue's GIF of 54 images: two phases of 54 frames each, never 108.
    @Test func gifCountsItsFramesOnceInTwoNamedPhases() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.runOnTerminal(
            ["refresh", "--style", "auroraLoop", "--frames", "54", "-o", "wave.gif"], in: dir)
        #expect(result.status == 0)
        let lines = Self.redraws(result.transcript)
        let palette = lines.lastIndex { $0.hasPrefix("wave.gif  palette \(Self.full) 54/54 frames") }
        let encode = lines.lastIndex { $0.hasPrefix("wave.gif  encode \(Self.full) 54/54 frames") }
        #expect(palette != nil && encode != nil)
        if let palette, let encode { #expect(palette < encode) }
        #expect(lines.allSatisfy { $0.hasPrefix("wave.gif") })
        // No count of 108 (a rate such as 1088.4/s may contain the digits).
        #expect(!result.transcript.contains("/108 ") && !result.transcript.contains(" 108/"))
        // Every count is of the 54 frames, and never goes back within a phase.
        for phase in ["palette", "encode"] {
            let counts = lines.filter { $0.hasPrefix("wave.gif  \(phase) ") }.compactMap { line in
                line.split(separator: " ").first { $0.hasSuffix("/54") }.flatMap { Int($0.dropLast(3)) }
            }
            #expect(!counts.isEmpty && counts == counts.sorted() && counts.last == 54)
        }
        // The bar is cleared at the end: the terminal's last bytes erase the line.
        #expect(result.transcript.hasSuffix("\r\u{1B}[K"))
    }

    /// A GIF of more frames than its palette reads (at most 120, spread over them): both
    /// phases count the 150 frames asked for, from 0 to 150, and no count is of 120.
    @Test func longGifCountsTheFramesAskedForInBothPhases() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.runOnTerminal(
            ["refresh", "--style", "auroraLoop", "--frames", "150", "-o", "long.gif"], in: dir)
        #expect(result.status == 0)
        let lines = Self.redraws(result.transcript)
        let empty = String(repeating: "░", count: 20)
        for phase in ["palette", "encode"] {
            let shown = lines.filter { $0.hasPrefix("long.gif  \(phase) ") }
            #expect(shown.first?.hasPrefix("long.gif  \(phase) \(empty) 0/150 frames") == true, "\(shown.first ?? "")")
            #expect(shown.contains { $0.hasPrefix("long.gif  \(phase) \(Self.full) 150/150 frames") }, "\(phase)")
            let counts = shown.compactMap { line in
                line.split(separator: " ").first { $0.hasSuffix("/150") }.flatMap { Int($0.dropLast(4)) }
            }
            #expect(counts.count == shown.count && counts == counts.sorted(), "\(phase): \(counts)")
        }
        #expect(!result.transcript.contains("/120 "))
    }

    /// `refresh --all`: one bar per style, named by its file, with its place among the 20.
    @Test func everyStyleHasItsPlaceAndItsName() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let styles = try BinaryRunner.run(["styles"]).output.split(separator: "\n").map {
            String($0.split(separator: " ")[0])
        }
        #expect(styles.count == 20)
        let result = try BinaryRunner.runOnTerminal(
            ["refresh", "--all", "--format", "gif", "--frames", "3", "-o", "all/"], in: dir)
        #expect(result.status == 0)
        let lines = Self.redraws(result.transcript)
        for (index, style) in styles.enumerated() {
            let head = "[\(index + 1)/20] \(style).gif  encode \(Self.full) 3/3 frames"
            #expect(lines.contains { $0.hasPrefix(head) }, "no finished bar for \(style)")
        }
        // The styles come in order, and the summary follows the cleared bar.
        let places = lines.compactMap { line -> Int? in
            guard line.hasPrefix("["), let slash = line.firstIndex(of: "/") else { return nil }
            return Int(line[line.index(after: line.startIndex)..<slash])
        }
        #expect(places == places.sorted() && places.last == 20)
        #expect(lines.last == "wrote 20 styles to all/\n")
    }

    @Test func poolCountsChallenges() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.runOnTerminal(
            ["puzzle", "--count", "5", "--out-dir", "pool", "--answer", "answers.jsonl", "--jobs", "2"], in: dir)
        #expect(result.status == 0)
        let lines = Self.redraws(result.transcript)
        #expect(lines.contains { $0.hasPrefix("pool \(Self.full) 5/5 challenges") })
        #expect(lines.contains { $0.hasPrefix("pool \(String(repeating: "░", count: 20)) 0/5 challenges") })
    }

    @Test func nothingIsDrawnIntoAPipeOrAFileOrWhenQuietOrOnADumbTerminal() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let command = ["refresh", "--style", "auroraLoop", "--frames", "6", "-o", "wave.gif"]
        let piped = try BinaryRunner.run(command, in: dir)
        #expect(piped.status == 0 && piped.stderr.isEmpty)
        let toFile = try BinaryRunner.runOnTerminal(command, in: dir, standardErrorFile: "err.txt")
        #expect(toFile.status == 0 && toFile.transcript.isEmpty)
        #expect(try Data(contentsOf: dir.appendingPathComponent("err.txt")).isEmpty)
        let quiet = try BinaryRunner.runOnTerminal(command + ["--quiet"], in: dir)
        #expect(quiet.status == 0 && quiet.transcript.isEmpty)
        let dumb = try BinaryRunner.runOnTerminal(command, in: dir, environment: ["TERM": "dumb"])
        #expect(dumb.status == 0 && dumb.transcript.isEmpty)
        let pool = try BinaryRunner.run(
            ["puzzle", "--count", "2", "--out-dir", "pool", "--answer", "answers.jsonl"], in: dir)
        #expect(pool.status == 0 && pool.stderr.isEmpty)
    }

    /// A narrow terminal gets a line that fits: none reaches the last column.
    @Test func linesFitANarrowTerminal() throws {
        let dir = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try BinaryRunner.runOnTerminal(
            ["refresh", "--style", "auroraLoop", "--frames", "6", "-o", "a-long-file-name-for-a-narrow-terminal.gif"],
            in: dir, columns: 40)
        let lines = Self.redraws(result.transcript)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.count < 40 })
    }
}
