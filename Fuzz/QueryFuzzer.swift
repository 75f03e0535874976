// libFuzzer target: the service's reading of a URL into a command line, then the plan.
//
// Built by `Fuzz/build.sh query` (see `make fuzz`), not by SwiftPM. The input is UTF-8 text: the
// first line is the path, each further line one query parameter `name=value`. The contract
// checked on every input:
// - the URL is either refused with a 4xx `HTTPError` naming a parameter the query has (or none),
//   or read into a request whose arguments never name a file (`@`), the output or the format,
//   and whose normal form is the same for the parameters in any order;
// - planning the request gives a plan or a usage error, never a crash, and writes nothing.
import TTGArguments
import TTGHTTP

@testable import TTGCommands
@testable import TTGServe

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard !lines.isEmpty else { return 0 }
    let path = lines.removeFirst()
    let query = lines.prefix(64).map { line -> (name: String, value: String) in
        guard let eq = line.firstIndex(of: "=") else { return (line, "") }
        return (String(line[..<eq]), String(line[line.index(after: eq)...]))
    }
    let request: RenderRequest
    do {
        request = try RenderRequest(path: path, query: query, root: CommandTree.rendering)
    } catch {
        precondition((400..<500).contains(error.status), "status \(error.status)")
        if let parameter = error.parameter {
            precondition(query.contains { $0.name == parameter } || parameter == "style", "names '\(parameter)'")
        }
        return 0
    }
    // The service's own output name (`-o NAME.EXT`, NAME from the path) is not the client's option.
    var given = request.arguments
    if given.count >= 2, given[given.count - 2] == "-o" { given.removeLast(2) }
    let options = given.filter { $0.hasPrefix("--") }
    precondition(!options.contains { $0.hasPrefix("--output") || $0.hasPrefix("--format") }, "\(options)")
    // A value that begins with `@` would name a file; one holding `=@` further on (path data) does not.
    let values = options.compactMap { option in option.firstIndex(of: "=").map { option[option.index(after: $0)...] } }
    precondition(!values.contains { $0.hasPrefix("@") }, "a file reference got through: \(options)")
    if let reordered = try? RenderRequest(path: path, query: query.reversed(), root: CommandTree.rendering) {
        let repeatable = query.count != Set(query.map(\.name)).count
        precondition(repeatable || reordered.normalized == request.normalized, "order changed the normal form")
    }
    _ = try? CommandTree.plan(request.words + request.arguments, under: CommandTree.rendering)
    return 0
}
