import Foundation

/// Runs the built `ttg-render` binary as a user would, capturing its output and status.
struct BinaryRunner {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
        var output: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The binary next to the test bundle (SwiftPM puts products and tests in one directory).
    static let binary: URL = {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments[0])
        var dir = exe.deletingLastPathComponent()
        // The runner may live inside an .xctest bundle directory.
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("ttg-render").path), dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("ttg-render")
    }()

    /// Runs `ttg-render arguments…` in `directory`, feeding `input` to standard input.
    static func run(_ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), inp = Pipe()
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
        return Result(status: process.terminationStatus, stdout: outData,
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh empty directory for one test's files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ttg-render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The width and height recorded in a PNG's IHDR chunk, or nil when the bytes are not a PNG.
func pngDimensions(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
    else { return nil }
    func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}
