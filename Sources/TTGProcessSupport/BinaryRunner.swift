import Foundation

/// Runs the built `ttg-render` binary as a user would, capturing its output and status.
public struct BinaryRunner {
    public struct Result {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
        public var output: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The binary next to the test bundle (SwiftPM puts products and tests in one directory).
    public static let binary: URL = {
        let exe = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0])
        var dir = exe.deletingLastPathComponent()
        // The runner may live inside an .xctest bundle directory.
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("ttg-render").path), dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("ttg-render")
    }()

    /// Runs `ttg-render arguments…` in `directory`, feeding `input` to standard input.
    public static func run(_ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> Result {
        try runProgram(binary.path, arguments, in: directory, input: input)
    }

    /// Runs any program, capturing its output and status; `environment` adds to (and overrides)
    /// the test's own.
    public static func runProgram(
        _ program: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        input: Data? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        let inp = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inp
        try process.run()
        if let input { inp.fileHandleForWriting.write(input) }
        try inp.fileHandleForWriting.close()
        // Read both pipes concurrently so a large output cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: outData,
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// What a terminal showed while a command ran on it.
    public struct TerminalResult {
        public var status: Int32
        /// Every byte the terminal received (carriage returns and escapes included), its line
        /// ends turned back from `\r\n` into the `\n` the program wrote.
        public var transcript: String
    }

    /// Runs `ttg-render arguments…` on a pseudo-terminal (util-linux `script`), as a user at a
    /// terminal `columns` wide runs it: standard output and standard error both go to the
    /// terminal, unless standard error is sent to `standardErrorFile` (in `directory`).
    public static func runOnTerminal(
        _ arguments: [String], in directory: URL? = nil, columns: Int = 100, environment: [String: String] = [:],
        standardErrorFile: String? = nil
    ) throws -> TerminalResult {
        func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command =
            ([binary.path] + arguments).map(quoted).joined(separator: " ")
            + (standardErrorFile.map { " 2>" + quoted($0) } ?? "")
        // The terminal `script` makes has no size: the program reads COLUMNS.
        let result = try runProgram(
            "/usr/bin/script", ["--quiet", "--return", "--command", command, "/dev/null"], in: directory,
            environment: ["TERM": "xterm", "COLUMNS": String(columns)].merging(environment) { $1 })
        return TerminalResult(
            status: result.status, transcript: result.output.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    /// A fresh empty directory for one test's files.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ttg-render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The width and height recorded in a PNG's IHDR chunk, or nil when the bytes are not a PNG.
public func pngDimensions(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
    else { return nil }
    func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}

/// The chunk types of a PNG file, in order (`IHDR`, `IDAT`, `IEND`…): what metadata it carries.
public func pngChunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var i = 8
    while i + 8 <= png.count {
        let length = png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: png[i + 4..<i + 8], as: UTF8.self))
        i += 12 + length
    }
    return types
}

/// Runs a program (a Debian tool such as gifsicle or webpinfo) and returns what it printed, both streams.
public func runTool(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

/// Runs a tool on bytes written to a temporary file (appended as its last argument).
public func runTool(_ path: String, _ arguments: [String], on bytes: [UInt8], fileExtension: String) throws -> String {
    let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("ttg-\(UUID().uuidString).\(fileExtension)")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try runTool(path, arguments + [file.path])
}
