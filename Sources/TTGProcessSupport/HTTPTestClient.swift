import Foundation

/// A small HTTP/1.1 client over a plain socket, for the service's end-to-end tests: it sends
/// exactly the bytes it is given (so a test can send a malformed request, or its headers byte by
/// byte) and reads the response until the server closes the connection.
public enum HTTPTestClient {
    /// A response as read from the socket.
    public struct Response: Sendable {
        public var status: Int
        /// Header values by lowercased name.
        public var headers: [String: String]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Why a request got no response.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// `GET target` with `Connection: close` and the extra headers.
    public static func get(_ target: String, port: UInt16, headers: [String: String] = [:], timeout: Double = 60)
        throws -> Response
    {
        var request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        return try send(Array((request + "\r\n").utf8), port: port, timeout: timeout)
    }

    /// `POST target` with `body`, its length and type, and `Connection: close`.
    public static func post(
        _ target: String, port: UInt16, body: String, type: String = "application/json",
        headers: [String: String] = [:], timeout: Double = 60
    ) throws -> Response {
        let bytes = Array(body.utf8)
        var request = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        request += "Content-Type: \(type)\r\nContent-Length: \(bytes.count)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        return try send(Array((request + "\r\n").utf8) + bytes, port: port, timeout: timeout)
    }

    /// Sends `bytes` to the loopback port, `chunk` bytes at a time with `pause` seconds between
    /// (all at once by default), and reads the response; nil status 0 when the server closed the
    /// connection without one.
    public static func send(
        _ bytes: [UInt8], port: UInt16, chunk: Int = .max, pause: Double = 0,
        timeout: Double = 30
    ) throws -> Response {
        let raw = try exchange(bytes, port: port, chunk: chunk, pause: pause, timeout: timeout)
        return try parse(raw)
    }

    /// A socket connected to the loopback port, whose reads give up after `timeout` seconds: for
    /// exchanges the one-request forms cannot make. The caller closes it.
    public static func connect(port: UInt16, timeout: Double = 30) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "connect: \(String(cString: strerror(errno)))")
        }
        return socket
    }

    /// The raw bytes the server sent back before closing.
    public static func exchange(
        _ bytes: [UInt8], port: UInt16, chunk: Int = .max, pause: Double = 0,
        timeout: Double = 30
    ) throws -> [UInt8] {
        let socket = try connect(port: port, timeout: timeout)
        defer { close(socket) }
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + chunk)
            let sent = bytes[offset..<end].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { break }
            offset += sent
            if pause > 0, offset < bytes.count { Thread.sleep(forTimeInterval: pause) }
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return received
    }

    /// A response's status line, headers and body (chunked bodies are not used by the server).
    static func parse(_ raw: [UInt8]) throws -> Response {
        guard let end = raw.indices.first(where: { raw[$0...].starts(with: Array("\r\n\r\n".utf8)) }) else {
            if raw.isEmpty { return Response(status: 0, headers: [:], body: []) }
            throw Failure(description: "no end of headers in \(raw.count) bytes")
        }
        let head = String(decoding: raw[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = head[0].split(separator: " ")
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else {
            throw Failure(description: "bad status line '\(head[0])'")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Array(raw[(end + 4)...]))
    }
}
