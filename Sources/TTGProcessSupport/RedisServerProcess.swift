import Foundation

/// A `redis-server` of a test's own: on a free loopback port, keeping nothing on disk, stopped
/// (and its folder removed) by ``stop()``.
public final class RedisServerProcess: @unchecked Sendable {
    /// The port it listens on.
    public let port: UInt16
    private let process: Process
    private let directory: URL

    /// Starts the server (on `port` when given: a server started again where one was stopped)
    /// and waits until it answers a connection.
    public init(port: UInt16? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("redis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.port = try port ?? freeLoopbackPort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/redis-server")
        process.arguments = [
            "--port", String(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
            "--dir", directory.path, "--databases", "16",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            // QUIT makes the server close the connection after answering, which ends the exchange.
            if let reply = try? HTTPTestClient.exchange(Array("PING\r\nQUIT\r\n".utf8), port: self.port, timeout: 1),
                String(decoding: reply, as: UTF8.self).hasPrefix("+PONG")
            {
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(process.processIdentifier, SIGKILL)
        throw HTTPTestClient.Failure(description: "redis-server did not answer on port \(self.port)")
    }

    /// Stops the server (SIGKILL: it keeps nothing, and a test's blocked signal mask, which the
    /// child inherits, can hold a SIGTERM back) and removes its folder.
    public func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }
}
