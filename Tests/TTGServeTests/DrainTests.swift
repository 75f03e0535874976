import Foundation
import TTGCommands
import TTGTestSupport
import Testing

/// The drain seen from one kept-alive connection, with no proxy in between.
@Suite(.timed) struct DrainTests {
    /// Sends `request` and reads until the text read ends with `end` or the server closes.
    static func exchange(_ socket: Int32, _ request: String, until end: String? = nil) -> String {
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer.prefix(count)
            if let end, String(decoding: received, as: UTF8.self).hasSuffix(end) { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// A request that arrives on a kept-alive connection after SIGTERM is answered, with
    /// `Connection: close`, and the connection closes after it; new connections are refused.
    @Test func aRequestOnAnOpenConnectionIsAnsweredWhileDraining() throws {
        let service = try ServiceProcess()
        let socket = try HTTPTestClient.connect(port: service.port)
        defer { close(socket) }
        let request = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        let before = Self.exchange(socket, request, until: "ok\n")
        #expect(before.hasPrefix("HTTP/1.1 200"), "\(before)")
        #expect(!before.contains("Connection: close"))
        service.terminate()
        // The listener closes first: a new connection is refused.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, let other = try? HTTPTestClient.connect(port: service.port) {
            close(other)
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(throws: (any Error).self) { close(try HTTPTestClient.connect(port: service.port)) }
        let after = Self.exchange(socket, request)
        #expect(after.hasPrefix("HTTP/1.1 200"), "\(after)")
        #expect(after.contains("Connection: close"), "\(after)")
        #expect(after.hasSuffix("ok\n"), "\(after)")
        let (status, log) = service.stop()
        #expect(status == 0)
        #expect(log.split(separator: "\n").last?.contains("\"message\":\"stopped\"") == true, "\(log.suffix(500))")
    }

    /// A connection left idle is closed by the node after its grace, and then the node exits.
    @Test func anIdleConnectionIsClosedAfterTheGrace() throws {
        let service = try ServiceProcess()
        let socket = try HTTPTestClient.connect(port: service.port)
        defer { close(socket) }
        let opened = Self.exchange(socket, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", until: "ok\n")
        #expect(opened.hasPrefix("HTTP/1.1 200"))
        service.terminate()
        // Nothing more is sent: the node closes the connection (recv reads its end), then stops.
        #expect(Self.exchange(socket, "").isEmpty)
        let (status, log) = service.stop()
        #expect(status == 0)
        #expect(log.split(separator: "\n").last?.contains("\"message\":\"stopped\"") == true, "\(log.suffix(500))")
    }
}
