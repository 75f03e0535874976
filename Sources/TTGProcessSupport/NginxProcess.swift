import Foundation
import Synchronization

/// nginx running a configuration file for a test, in the foreground, with a prefix folder of its
/// own: the file as written, its placeholders (`@NAME@`) replaced by the values given, as the
/// file's own instructions tell an operator to. Stopped (and its folder removed) by ``stop()``;
/// one never outlives the test process.
public final class NginxProcess: @unchecked Sendable {
    /// The port it listens on (`@LISTEN@`).
    public let port: UInt16
    /// Its prefix folder: the configuration, its logs and temporary files.
    public let prefix: URL
    private let process: Process
    private let errors = Pipe()

    /// Starts `nginx -c FILE -p PREFIX -g 'daemon off;'` on `file` with `@LISTEN@` replaced by a
    /// free loopback port and each of `placeholders` by its value, and waits until it answers.
    public init(configuration file: URL, placeholders: [String: String]) throws {
        prefix = FileManager.default.temporaryDirectory.appendingPathComponent("nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        port = try freeLoopbackPort()
        var text = try String(contentsOf: file, encoding: .utf8)
        for (name, value) in placeholders.merging(["@LISTEN@": "127.0.0.1:\(port)"], uniquingKeysWith: { $1 }) {
            text = text.replacingOccurrences(of: name, with: value)
        }
        let configuration = prefix.appendingPathComponent("nginx.conf")
        try text.write(to: configuration, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/nginx")
        process.arguments = ["-c", configuration.path, "-p", prefix.path + "/", "-g", "daemon off;"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let pid = process.processIdentifier
        NginxProcess.started.withLock { $0.append(pid) }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline && process.isRunning {
            // nginx answers /metrics itself (404), without asking a node.
            if (try? HTTPTestClient.get("/metrics", port: port, timeout: 2))?.status == 404 { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let log = String(decoding: stop(), as: UTF8.self)
        throw HTTPTestClient.Failure(description: "nginx did not answer on port \(port): \(log)")
    }

    /// Stops nginx (SIGQUIT: its graceful stop, then SIGKILL after 10 s) and removes its folder;
    /// what it wrote to standard error and its error log (`error.log` in the prefix), if the
    /// configuration keeps one there.
    @discardableResult public func stop() -> Data {
        let pid = process.processIdentifier
        if process.isRunning { kill(pid, SIGQUIT) }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(pid, SIGKILL) }
        process.waitUntilExit()
        var log = errors.fileHandleForReading.readDataToEndOfFile()
        log += (try? Data(contentsOf: prefix.appendingPathComponent("error.log"))) ?? Data()
        try? FileManager.default.removeItem(at: prefix)
        return log
    }

    /// Every nginx started by this process: those still running at its exit are killed.
    private static let started: Mutex<[Int32]> = {
        atexit {
            for pid in NginxProcess.started.withLock({ $0 }) { kill(pid, SIGKILL) }
        }
        return Mutex([])
    }()
}
