import Foundation
import TTGTestSupport
import Testing

@testable import TTGHTTP

/// Connections shared fairly between client networks, over raw sockets from several loopback
/// addresses (each its own /32 network): one network holding many silent sockets evicts only its
/// own, and another network's request is always served.
@Suite(.serialized, .timed) struct ConnectionFairnessTests {
    /// A server of `total` connections, `perNetwork` from one network, answering every request 200.
    static func server(total: Int, perNetwork: Int, timeout: Double = 30) throws -> HTTPServer {
        var configuration = HTTPServer.Configuration()
        configuration.connectionLimit = total
        configuration.connectionsPerNetwork = perNetwork
        configuration.connectionTimeout = timeout
        configuration.networkThreads = 2
        configuration.workers = 2
        return try HTTPServer(configuration, handler: { _ in HTTPResponse.text(200, "ok\n") })
    }

    /// A socket connected to `port` from `source` (any 127.x.y.z address).
    static func connect(_ port: UInt16, from source: String) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, source, &local.sin_addr)
        var remote = sockaddr_in()
        remote.sin_family = sa_family_t(AF_INET)
        remote.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let connected = withUnsafePointer(to: &remote) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(bound == 0 && connected == 0, "connect from \(source): \(String(cString: strerror(errno)))")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return socket
    }

    /// The status of `GET /` sent on a new connection from `source`; 0 when the connection closed
    /// without an answer.
    static func status(_ port: UInt16, from source: String) throws -> Int {
        let socket = try connect(port, from: source)
        defer { close(socket) }
        let request = Array("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = recv(socket, &buffer, buffer.count, 0)
        guard count >= 12 else { return 0 }
        return Int(String(decoding: buffer[9..<12], as: UTF8.self)) ?? 0
    }

    /// Whether the server closes `socket` within `seconds` (a read finds its end, or a reset).
    static func isClosedByServer(_ socket: Int32, within seconds: Double = 5) -> Bool {
        var byte: UInt8 = 0
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(seconds * 1000)) > 0 else { return false }
        return recv(socket, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
    }

    /// Waits until the server counts `count` connections (they are taken in on its threads; a
    /// loaded machine may take seconds).
    static func settle(_ server: HTTPServer, at count: Int) {
        for _ in 0..<1000 where server.connectionsOpen != count { Thread.sleep(forTimeInterval: 0.01) }
    }

    @Test func oneNetworkHoldingManySilentSocketsKeepsOnlyItsShare() throws {
        let server = try Self.server(total: 16, perNetwork: 4)
        defer { server.stop() }
        // 40 silent sockets from one address: each past its fourth evicts that network's oldest.
        let held = try (0..<40).map { _ in try Self.connect(server.port, from: "127.0.0.1") }
        defer { for socket in held { close(socket) } }
        Self.settle(server, at: 4)
        #expect(server.connectionsOpen == 4)
        #expect(held.prefix(36).allSatisfy { Self.isClosedByServer($0) }, "the oldest 36 are closed")
        // Another network is served, and so is the holder's own next request.
        for source in ["127.0.0.2", "127.0.0.3", "127.0.0.1"] {
            #expect(try Self.status(server.port, from: source) == 200, "\(source)")
        }
    }

    @Test func aFullTableMakesRoomFromTheBusiestNetwork() throws {
        let server = try Self.server(total: 12, perNetwork: 5)
        defer { server.stop() }
        // Three networks fill the table: 5 + 5 + 2.
        var held: [String: [Int32]] = [:]
        for (source, count) in [("127.0.0.11", 5), ("127.0.0.12", 5), ("127.0.0.13", 2)] {
            held[source] = try (0..<count).map { _ in try Self.connect(server.port, from: source) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        defer { for socket in held.values.joined() { close(socket) } }
        Self.settle(server, at: 12)
        #expect(server.connectionsOpen == 12)
        // A fourth network's request is served: the longest idle of a busiest network made room.
        #expect(try Self.status(server.port, from: "127.0.0.14") == 200)
        #expect(Self.isClosedByServer(held["127.0.0.11"]![0]), "the busiest network's oldest connection went")
        #expect(
            !Self.isClosedByServer(held["127.0.0.13"]![0], within: 0.5), "the smallest network keeps its connections")
    }

    @Test func aTrustedProxyHasNoShareOfItsOwn() throws {
        var configuration = HTTPServer.Configuration()
        configuration.connectionsPerNetwork = 2
        configuration.networks = ClientNetworks(proxies: TrustedProxies([try #require(AddressBlock("127.0.0.1/32"))]))
        let server = try HTTPServer(configuration, handler: { _ in HTTPResponse.text(200, "ok\n") })
        defer { server.stop() }
        let held = try (0..<10).map { _ in try Self.connect(server.port, from: "127.0.0.1") }
        defer { for socket in held { close(socket) } }
        Self.settle(server, at: 10)
        #expect(server.connectionsOpen == 10)
        #expect(try Self.status(server.port, from: "127.0.0.1") == 200)
    }
}
