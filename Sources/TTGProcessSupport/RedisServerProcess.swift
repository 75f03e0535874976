import Foundation

/// A `redis-server` of a test's own: on a free loopback port, keeping nothing on disk, stopped
/// (and its folder removed) by ``stop()``.
public final class RedisServerProcess: @unchecked Sendable {
    /// The port it listens on.
    public let port: UInt16
    private let process: Process
    private let directory: URL

    /// Starts the server and waits until it answers a connection.
    public init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("redis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        port = try Self.freePort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/redis-server")
        process.arguments = [
            "--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
            "--dir", directory.path, "--databases", "16",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            // QUIT makes the server close the connection after answering, which ends the exchange.
            if let reply = try? HTTPTestClient.exchange(Array("PING\r\nQUIT\r\n".utf8), port: port, timeout: 1),
                String(decoding: reply, as: UTF8.self).hasPrefix("+PONG")
            {
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(process.processIdentifier, SIGKILL)
        throw HTTPTestClient.Failure(description: "redis-server did not answer on port \(port)")
    }

    /// Stops the server (SIGKILL: it keeps nothing, and a test's blocked signal mask, which the
    /// child inherits, can hold a SIGTERM back) and removes its folder.
    public func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }

    /// A port no one listens on now: bound to 0, read back, released.
    static func freePort() throws -> UInt16 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw HTTPTestClient.Failure(description: "cannot find a free port") }
        return UInt16(bigEndian: address.sin_port)
    }
}
