import TTGArguments
import TTGBase
import TTGCommands
import TTGExport
import TTGHTTP
import TTGScene

/// A request to the render endpoints read from its URL, before anything is rendered: the command
/// it runs, its options as command-line words read through the command's own declarations, and
/// the normalized form that names the response (its cache key and ETag).
///
/// `/v1/emoji.png?rate=4.2&scale=2` runs `emoji --rate 4.2 --scale 2 -o emoji.png`;
/// `/v1/refresh/auroraLoop.json?loop` runs `refresh --style auroraLoop --loop -o auroraLoop.json`;
/// `/v1/path.png?d=…` runs `path render`, `/v1/path/follow.gif` `path follow`; a path without an
/// extension (`/v1/styles`, `/v1/path/info?d=…`) answers with the command's text.
struct RenderRequest: Equatable {
    /// The words that select the command: `["path", "render"]`.
    var words: [String]
    /// The options, as `ttg-render` would be given them, ending with `-o NAME.EXT` for a file.
    var arguments: [String]
    /// The format the extension names; nil for a command that answers with text.
    var format: FileFormat?
    /// The request in one normal form: the command, the extension and the parameters sorted by
    /// name, so equal requests share a cache entry and an ETag however their query was ordered.
    var normalized: String

    /// The endpoints' prefix.
    static let prefix = "/v1/"

    /// The commands served and, for those that take one, the option the path's last word sets
    /// (`/v1/refresh/auroraLoop.png` sets `--style`).
    static let commands: [(words: [String], pathOption: String?)] = [
        (["emoji"], nil), (["refresh"], "style"), (["puzzle"], nil), (["path", "render"], nil),
        (["path", "follow"], nil), (["path", "info"], nil), (["path", "contains"], nil), (["path", "trim"], nil),
        (["path", "point-at"], nil), (["path", "transform"], nil), (["styles"], nil),
    ]

    init(path: String, query: [(name: String, value: String)], root: CommandSpec) throws(HTTPError) {
        guard path.hasPrefix(Self.prefix) else { throw HTTPError(404, "no such endpoint '\(path)'") }
        var parts = path.dropFirst(Self.prefix.count).split(separator: "/", omittingEmptySubsequences: false)
            .map(String.init)
        guard let last = parts.popLast(), !last.isEmpty, !parts.contains(where: \.isEmpty) else {
            throw HTTPError(404, "no such endpoint '\(path)'")
        }
        // The last word's extension names the format: `emoji.png`, `auroraLoop.json`.
        var name = last
        var format: FileFormat?
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
            let ext = String(last[last.index(after: dot)...])
            guard let named = FileFormat(fileExtensionOf: "request." + ext) else {
                throw HTTPError(
                    404, "'.\(ext)' is not a format; use \(FileFormat.extensions(of: FileFormat.allCases))")
            }
            (name, format) = (String(last[..<dot]), named)
        }
        parts.append(name)
        // `/v1/path.png` is `path render`, the path command that draws.
        if parts == ["path"] { parts.append("render") }
        // The longest served command the words begin with; a word left over is the path option's value.
        guard
            let (words, pathOption) = Self.commands.filter({ Array(parts.prefix($0.words.count)) == $0.words })
                .max(by: { $0.words.count < $1.words.count }),
            parts.count - words.count <= (pathOption == nil ? 0 : 1)
        else { throw HTTPError(404, "no such endpoint '\(path)'") }
        let rest = Array(parts.dropFirst(words.count))
        let command = root.subcommand(at: words)!
        let answersWithText = command.options.allSatisfy { $0.name != "output" }
        if answersWithText, format != nil, !(words == ["styles"] && format == .lottie) {
            throw HTTPError(
                404, "'\(words.joined(separator: " "))' answers with text: leave out the extension")
        }
        if !answersWithText, format == nil {
            throw HTTPError(404, "give the format as the extension: \(path).png")
        }
        self.words = words
        self.format = answersWithText ? nil : format
        var given: [(name: String, value: String)] = []
        if let pathOption, let value = rest.first { given.append((pathOption, value)) }
        given += query
        arguments = try Self.arguments(given, for: command)
        if words == ["styles"] { arguments.append("--json") }
        if words == ["puzzle"], !given.contains(where: { ["seed", "blank"].contains($0.name) }) {
            throw HTTPError(
                400,
                "a puzzle picture is served only when the request fixes it: give seed or blank "
                    + "(challenges, with their answers kept by the service, are another endpoint)")
        }
        if let format, !answersWithText {
            arguments += ["-o", name + "." + format.fileExtension]
        }
        let sorted = given.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
        normalized =
            words.joined(separator: "/") + (format.map { "." + $0.fileExtension } ?? "") + "?"
            + sorted.map { Self.escaped($0.element.name) + "=" + Self.escaped($0.element.value) }.joined(separator: "&")
    }

    /// The parameters as command-line words, each checked against the command's declarations.
    private static func arguments(_ given: [(name: String, value: String)], for command: CommandSpec)
        throws(HTTPError) -> [String]
    {
        var arguments: [String] = []
        var seen: Set<String> = []
        for (name, value) in given {
            let declared = command.options.first { $0.name == name }
            guard let option = declared, !option.isCommandLineOnly else {
                let served = command.options.filter { !$0.isCommandLineOnly }.map(\.name)
                let hint = declared != nil ? " (the service decides it)" : Suggestion.didYouMean(name, in: served)
                throw HTTPError(
                    400, "unknown parameter '\(QuotedText.quoted(name))'" + hint, parameter: name)
            }
            guard option.repeatable || seen.insert(name).inserted else {
                throw HTTPError(400, "\(name): given twice", parameter: name)
            }
            if value.hasPrefix("@") {
                throw HTTPError(
                    400, "\(name): '\(QuotedText.quoted(value))' names a file; the service reads none",
                    parameter: name)
            }
            if option.valueIsOptional, value.isEmpty {
                arguments.append("--" + option.name)
                continue
            }
            guard option.takesValue else {
                switch value {
                case "", "true", "1": arguments.append("--" + option.name)
                case "false", "0": break
                default:
                    throw HTTPError(
                        400, "\(name): '\(QuotedText.quoted(value))' is not true or false",
                        parameter: name)
                }
                continue
            }
            // `--name=value` keeps a value that starts with '-' a value.
            arguments.append("--" + option.name + "=" + value)
        }
        return arguments
    }

    /// `text` with the characters that separate parameters escaped, for the normal form.
    private static func escaped(_ text: String) -> String {
        guard
            text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "=") })
        else { return text }
        var out = ""
        for character in text {
            switch character {
            case "%": out += "%25"
            case "&": out += "%26"
            case "=": out += "%3D"
            default: out.append(character)
            }
        }
        return out
    }
}
