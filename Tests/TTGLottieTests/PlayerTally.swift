import Foundation
import TTGTestSupport
import Testing

/// Where ``PlayerTally`` writes its table, if it runs.
private let playerTallyFile = ProcessInfo.processInfo.environment["TTG_PLAYER_TALLY"]

/// How many moments of every kind of Lottie file each player passes, for `make bench`: the
/// documents of ``LottieSubjects`` in lottie-web's three renderers (at 1, 2 and 3 pixels per
/// point, whole and half frames), ThorVG (2 and 3, whole and half frames) and rlottie (3, whole
/// frames of each document's own rate), and the marker files of ``MarkerPlaybackTests`` in all
/// five, by the bar of the player tests. The files are counted as written, also those where a
/// player does not draw what the format says (which the player tests leave out).
///
/// Runs only when `TTG_PLAYER_TALLY` names the file to write the table to.
@Suite(.enabled(if: playerTallyFile != nil)) struct PlayerTally {
    static let fps = 30.0
    static let momentsPerAnimation = 4
    static let players = ["lottie-web svg", "lottie-web canvas", "lottie-web html", "ThorVG", "rlottie"]

    /// Passed and shown moments by kind and player, and the missed ones by player and document.
    struct Counts {
        var byKind: [String: [String: (passed: Int, shown: Int)]] = [:]
        var misses: [String: [String: Int]] = [:]

        /// Counts one moment a player showed of a document.
        mutating func add(_ passed: Bool, kind: String, document: String, player: String) {
            var count = byKind[kind, default: [:]][player, default: (0, 0)]
            count.passed += passed ? 1 : 0
            count.shown += 1
            byKind[kind, default: [:]][player] = count
            if !passed { misses[player, default: [:]][document, default: 0] += 1 }
        }
    }

    @Test func everyPlayerOnEveryKindOfLottieFile() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var counts = Counts()
        let set = try LottieSubjects(fps: Self.fps, in: directory)
        var reports: [(player: String, report: PlaybackReport)] = []
        for renderer in LottieWebPlayer.Renderer.allCases {
            let checked = try set.check(
                scales: [1, 2, 3], fps: Self.fps, count: Self.momentsPerAnimation, player: "lottie-web-\(renderer)"
            ) { try LottieWebPlayer.render($0, renderer: renderer) }
            reports += checked.map { ("lottie-web \(renderer)", $0) }
        }
        let thorvg = try set.check(
            scales: [2, 3], fps: Self.fps, count: Self.momentsPerAnimation, player: "thorvg"
        ) { try ThorVGPlayer.render($0) }
        reports += thorvg.map { ("ThorVG", $0) }
        var outcomes = reports.flatMap { player, report in report.outcomes.map { (player, $0) } }
        outcomes += try Self.rlottie(set, scale: 3).map { ("rlottie", $0) }
        for (player, outcome) in outcomes {
            counts.add(outcome.passed, kind: Self.kind(of: outcome.subject), document: outcome.subject, player: player)
        }
        let markerPlayers: [MarkerPlaybackTests.Player] =
            LottieWebPlayer.Renderer.allCases.map { .lottieWeb($0) } + [.thorVG, .rlottie]
        for (kind, cases) in [
            ("refresh stories (--markers)", try MarkerPlaybackTests.refreshStories()),
            ("emoji rate faces (--markers)", try MarkerPlaybackTests.rateFaces()),
        ] {
            let outcomes = try MarkerPlaybackTests.outcomes(cases, players: markerPlayers)
            for (item, results) in zip(cases, outcomes) {
                let kind = item.name.hasPrefix("emoji") ? kind : "\(kind), \(Self.role(of: item.name))"
                for result in results {
                    counts.add(result.failure == nil, kind: kind, document: item.name, player: result.player)
                }
            }
        }
        for (kind, byPlayer) in counts.byKind {
            for player in Self.players {
                #expect((byPlayer[player]?.shown ?? 0) > 0, "\(player) showed no moment of \(kind)")
            }
        }
        try Self.table(counts).write(toFile: try #require(playerTallyFile), atomically: true, encoding: .utf8)
    }

    /// rlottie shows whole frames only: each document at whole frames of its own rate.
    static func rlottie(_ set: LottieSubjects, scale: Int) throws -> [(subject: String, passed: Bool)] {
        var outcomes: [(subject: String, passed: Bool)] = []
        for index in set.names.indices {
            let subject = set.subjects[index](scale)
            let rate = set.frameRates[index]
            let moments = PlaybackCheck.moments(
                of: [subject], fps: rate, count: momentsPerAnimation, halfFrames: false)
            let theirs = try RLottiePlayer.render(
                set.documents[index], frames: moments.map { Int(($0.time * rate).rounded()) },
                width: Int((subject.size.width * Double(scale)).rounded(.up)),
                height: Int((subject.size.height * Double(scale)).rounded(.up)))
            let report = try PlaybackCheck.compare(
                theirs, at: moments, of: [subject], fps: rate, player: "rlottie-\(scale)x")
            outcomes += report.outcomes
        }
        return outcomes
    }

    /// The kind of a ``LottieSubjects`` document, by its name.
    static func kind(of name: String) -> String {
        if name.hasPrefix("emoji-") { return "emoji transitions (--to)" }
        if name.hasPrefix("puzzle-") { return "puzzle animations" }
        if name.hasPrefix("path-") { return "path animations" }
        return "refresh loops, \(role(of: name))"
    }

    static func role(of name: String) -> String { name.hasSuffix("-footer") ? "footer" : "header" }

    /// The counts as the table `make bench` prints: a row a kind, a column a player; then each
    /// player's missed moments by document.
    static func table(_ counts: Counts) -> String {
        let width = counts.byKind.keys.map(\.count).max() ?? 0
        func padded(_ text: String, _ length: Int) -> String {
            text + String(repeating: " ", count: max(0, length - text.count))
        }
        var lines = [
            "\nMoments each player passes, by kind of Lottie file (lottie-web at 1, 2 and 3 pixels per point,",
            "ThorVG at 2 and 3, whole and half frames; rlottie at 3, whole frames): passed / shown",
            "  " + padded("kind", width) + Self.players.map { "  " + padded($0, 17) }.joined(),
        ]
        for kind in counts.byKind.keys.sorted() {
            let cells = Self.players.map { player -> String in
                guard let count = counts.byKind[kind]?[player] else { return "  " + padded("-", 17) }
                return "  " + padded("\(count.passed) / \(count.shown)", 17)
            }
            lines.append("  " + padded(kind, width) + cells.joined())
        }
        for player in Self.players {
            guard let misses = counts.misses[player] else { continue }
            let documents = misses.keys.sorted().map { "\($0) (\(misses[$0]!))" }
            lines.append("  \(player) misses: " + documents.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
