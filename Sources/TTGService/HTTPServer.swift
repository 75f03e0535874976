import CHTTPShim
import Foundation

/// An HTTP/1.1 server on libmicrohttpd: a thread per connection, so a slow render holds its own
/// connection only, with the connection count, idle timeout, request-header memory and body size
/// bounded.
///
/// The handler is called on the connection's thread for every request, concurrently.
public final class HTTPServer: @unchecked Sendable {
    /// Where and how the server listens.
    public struct Configuration: Sendable {
        /// A numeric IPv4 or IPv6 address: loopback unless the service is meant to be reached.
        public var address = "127.0.0.1"
        /// 0 picks a free port (``HTTPServer/port`` says which).
        public var port: UInt16 = 0
        /// Connections open at once; more are refused by the kernel's backlog, then closed.
        public var connectionLimit = 256
        /// Seconds a connection may stay silent (a slow client is closed).
        public var connectionTimeout = 10
        /// Bytes for one connection's request line and headers; more is answered 414 or 431.
        public var requestMemoryLimit = 32 << 10
        /// Bytes of a request body; a larger body is answered 413 without calling the handler.
        public var bodyLimit = 64 << 10

        public init() {}
    }

    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The port it listens on.
    public let port: UInt16
    private let daemon: OpaquePointer
    private let context: Unmanaged<HandlerBox>

    public init(_ configuration: Configuration, handler: @escaping Handler) throws {
        if let problem = ttg_http_load() {
            throw StartError(description: "cannot load the HTTP server library: " + String(cString: problem))
        }
        let box = Unmanaged.passRetained(HandlerBox(handler, bodyLimit: configuration.bodyLimit))
        var port: UInt16 = 0
        var config = ttg_http_config(
            address: nil, port: configuration.port, connection_limit: UInt32(configuration.connectionLimit),
            connection_timeout: UInt32(configuration.connectionTimeout),
            connection_memory_limit: configuration.requestMemoryLimit, body_limit: configuration.bodyLimit)
        let daemon = configuration.address.withCString { address in
            config.address = address
            return ttg_http_start(&config, HTTPServer.access, box.toOpaque(), &port)
        }
        guard let daemon else {
            box.release()
            throw StartError(
                description: "cannot listen on \(configuration.address) port \(configuration.port): "
                    + String(cString: strerror(errno)))
        }
        self.daemon = daemon
        self.port = port
        self.context = box
    }

    /// Stops accepting connections; those open are served to the end.
    public func stopAccepting() {
        let socket = ttg_http_quiesce(daemon)
        if socket >= 0 { close(socket) }
    }

    /// Stops the server: open connections are closed.
    public func stop() {
        ttg_http_stop(daemon)
        context.release()
    }

    private final class HandlerBox: @unchecked Sendable {
        let handler: Handler
        let bodyLimit: Int
        init(_ handler: @escaping Handler, bodyLimit: Int) {
            self.handler = handler
            self.bodyLimit = bodyLimit
        }
    }

    /// Called by the shim once a request has arrived whole: answers it with the handler's response.
    private static let access: ttg_http_handler = { context, connection, url, method, body, length, tooLarge in
        guard let context, let connection else { return .NO }
        let box = Unmanaged<HandlerBox>.fromOpaque(context).takeUnretainedValue()
        let response: HTTPResponse
        if tooLarge != 0 {
            response = .json(413, "{\"error\":\"the request body is larger than \(box.bodyLimit) bytes\"}\n")
        } else {
            var address = [CChar](repeating: 0, count: 64)
            ttg_http_client_address(connection, &address, address.count)
            let request = HTTPRequest(
                method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
                query: values(connection, .GET_ARGUMENT_KIND), headers: headers(connection),
                body: body.map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? [],
                client: String(cString: address))
            response = box.handler(request)
        }
        var headerBlock = ""
        for (name, value) in response.headers { headerBlock += "\(name): \(value)\n" }
        let queued = response.body.withUnsafeBytes { body in
            headerBlock.withCString { block in
                ttg_http_respond(connection, UInt32(response.status), body.baseAddress, body.count, block)
            }
        }
        return queued == 1 ? .YES : .NO
    }

    /// The connection's values of one kind, in order: name and value (empty when absent).
    private static func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(name: String, value: String)] {
        var collected = Collected()
        withUnsafeMutablePointer(to: &collected) { pointer in
            _ = ttg_http_connection_values(
                connection, kind,
                { context, _, key, value in
                    guard let context, let key else { return .YES }
                    let collected = context.assumingMemoryBound(to: Collected.self)
                    collected.pointee.items.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
                    return .YES
                }, pointer)
        }
        return collected.items
    }

    private struct Collected {
        var items: [(name: String, value: String)] = []
    }

    private static func headers(_ connection: OpaquePointer) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in values(connection, .HEADER_KIND) { headers[name.lowercased()] = value }
        return headers
    }
}
