import CGNUExtensions
import Foundation
import Synchronization

/// An HTTP/1.1 server: one network thread reads, parses and writes every connection through
/// epoll, and a pool of workers runs the handler, so a slow render holds a worker and never the
/// network, and the connections open do not each cost a thread.
///
/// It reads requests strictly (``HTTPRequestHead``), keeps connections alive and answers pipelined
/// requests in order, bounds the connections, the time a client may take and the size of what it
/// sends, and answers HEAD with a GET's headers.
public final class HTTPServer: @unchecked Sendable {
    /// Where and how the server listens.
    public struct Configuration: Sendable {
        /// A numeric IPv4 or IPv6 address or a host name (`localhost`): the server listens on
        /// every address it resolves to. Loopback unless the service is meant to be reached.
        public var host = "127.0.0.1"
        /// 0 picks a free port (``HTTPServer/port`` says which).
        public var port: UInt16 = 0
        /// Connections open at once; one more is closed as it arrives.
        public var connectionLimit = 256
        /// Seconds a connection may stay silent, and a request may take to arrive whole.
        public var connectionTimeout = 10.0
        /// The bounds on one request.
        public var limits = HTTPRequestLimits()
        /// Handlers that run at once.
        public var workers = 16

        public init() {}
    }

    /// Answers a request; called on a worker, concurrently.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    /// Answers a request at once when the answer is at hand (a cached body, a 304, an error),
    /// nil when it needs a worker; called on the network thread, so it never waits.
    public typealias QuickHandler = @Sendable (HTTPRequest) -> HTTPResponse?
    /// Answers a request the server refuses before any handler sees it (malformed, too large):
    /// called on the network thread with the refusal and the client's address.
    public typealias Refusal = @Sendable (HTTPRequestError, String) -> HTTPResponse

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The port it listens on.
    public let port: UInt16
    private let configuration: Configuration
    private let handler: Handler
    private let quickHandler: QuickHandler?
    private let refusal: Refusal
    private let poller: Int32
    private var listeners: [Int32]
    private let wake: (read: Int32, write: Int32)
    private let pool: WorkerPool
    private var connections: [Int32: HTTPConnection] = [:]
    /// The same connections by serial, for the answers workers hand back.
    private var bySerial: [Int: HTTPConnection] = [:]
    private var serials = 0
    /// Answers made by workers, waiting for the network thread.
    private var finished: [(serial: Int, bytes: [UInt8], closing: Bool)] = []
    private let finishedLock = NSLock()
    /// Connections with a request being read, answered or sent.
    private let busy = Atomic<Int>(0)
    private let accepting = Atomic<Bool>(true)
    private let stopping = Atomic<Bool>(false)
    private let stopped = DispatchSemaphore(value: 0)

    public init(
        _ configuration: Configuration, handler: @escaping Handler, quickHandler: QuickHandler? = nil,
        refusal: Refusal? = nil
    ) throws {
        self.configuration = configuration
        self.handler = handler
        self.quickHandler = quickHandler
        self.refusal = refusal ?? { error, _ in Self.refusalResponse(error) }
        let (sockets, port) = try Self.listen(host: configuration.host, port: configuration.port)
        listeners = sockets
        self.port = port
        poller = epoll_create1(Int32(EPOLL_CLOEXEC))
        var pipeEnds: [Int32] = [0, 0]
        guard poller >= 0, pipe(&pipeEnds) == 0 else {
            for socket in sockets { close(socket) }
            throw StartError(description: "cannot set up polling: " + String(cString: strerror(errno)))
        }
        wake = (pipeEnds[0], pipeEnds[1])
        for end in pipeEnds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        pool = WorkerPool(threads: configuration.workers, name: "ttg-render worker")
        watch(wake.read, EPOLLIN.rawValue)
        for socket in listeners { watch(socket, EPOLLIN.rawValue) }
        let thread = Thread { [self] in run() }
        thread.name = "ttg-render network"
        thread.start()
    }

    /// The JSON a refusal gets by default: `{"error": …}`, kept by no cache.
    public static func refusalResponse(_ error: HTTPRequestError) -> HTTPResponse {
        var message = ""
        for scalar in error.message.unicodeScalars {
            switch scalar {
            case "\"": message += "\\\""
            case "\\": message += "\\\\"
            case _ where scalar.value < 0x20: message += "?"
            default: message.unicodeScalars.append(scalar)
            }
        }
        var response = HTTPResponse.json(error.status, "{\"error\":\"\(message)\"}\n")
        response.headers.append(("Cache-Control", "no-store"))
        return response
    }

    /// Stops accepting connections and closes those idle; requests under way are answered.
    public func stopAccepting() {
        accepting.store(false, ordering: .sequentiallyConsistent)
        nudge()
    }

    /// Waits until no request is being read, answered or sent, or `deadline` passes; true when
    /// none is.
    public func drain(until deadline: Date) -> Bool {
        while busy.load(ordering: .sequentiallyConsistent) > 0 {
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Requests being read, answered or sent now.
    public var requestsInFlight: Int { busy.load(ordering: .sequentiallyConsistent) }

    /// Stops the server: every connection is closed. Safe to call more than once.
    public func stop() {
        guard stopping.exchange(true, ordering: .sequentiallyConsistent) == false else { return }
        nudge()
        stopped.wait()
        pool.stop()
    }

    // MARK: - Listening

    /// Sockets listening on every address `host` resolves to, all on one port.
    private static func listen(host: String, port: UInt16) throws -> ([Int32], UInt16) {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var results: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &results)
        guard status == 0, let first = results else {
            throw StartError(description: "cannot resolve \(host): " + String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(first) }
        var sockets: [Int32] = []
        var chosen = port
        var failure = ""
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            // With port 0 the first socket picks the port; the others take the same.
            let address = UnsafeMutableRawPointer(info.pointee.ai_addr!)
            if info.pointee.ai_family == AF_INET6 {
                address.assumingMemoryBound(to: sockaddr_in6.self).pointee.sin6_port = chosen.bigEndian
            } else {
                address.assumingMemoryBound(to: sockaddr_in.self).pointee.sin_port = chosen.bigEndian
            }
            let socket = Glibc.socket(
                info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard socket >= 0 else { continue }
            var one: Int32 = 1
            setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
            if info.pointee.ai_family == AF_INET6 {
                setsockopt(socket, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
            }
            guard bind(socket, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, Glibc.listen(socket, 511) == 0
            else {
                failure = String(cString: strerror(errno))
                close(socket)
                continue
            }
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            if chosen == 0 { chosen = boundPort(socket) }
            sockets.append(socket)
        }
        guard !sockets.isEmpty else {
            throw StartError(description: "cannot listen on \(host) port \(port): \(failure)")
        }
        return (sockets, chosen)
    }

    private static func boundPort(_ socket: Int32) -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(socket, $0, &length) }
        }
        return withUnsafePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
    }

    // MARK: - The network thread

    private func run() {
        var events = [epoll_event](repeating: epoll_event(), count: 128)
        var lastSweep = Self.now()
        while !stopping.load(ordering: .sequentiallyConsistent) {
            let count = epoll_wait(poller, &events, Int32(events.count), 250)
            for event in events.prefix(max(0, Int(count))) {
                let socket = event.data.fd
                if socket == wake.read {
                    var scratch = [UInt8](repeating: 0, count: 256)
                    while read(wake.read, &scratch, scratch.count) > 0 {}
                    deliverFinished()
                } else if listeners.contains(socket) {
                    acceptConnections(socket)
                } else if let connection = connections[socket] {
                    if event.events & EPOLLOUT.rawValue != 0 {
                        flush(connection)
                        advance(connection)
                    }
                    if event.events & (EPOLLIN.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0,
                        connections[socket] === connection
                    {
                        receive(connection)
                    }
                }
            }
            if !accepting.load(ordering: .sequentiallyConsistent) { closeListenersAndIdle() }
            let now = Self.now()
            if now - lastSweep >= 0.5 {
                lastSweep = now
                sweep(now: now)
            }
        }
        for connection in Array(connections.values) { discard(connection) }
        for socket in listeners { close(socket) }
        listeners = []
        close(poller)
        close(wake.read)
        close(wake.write)
        stopped.signal()
    }

    private func acceptConnections(_ listener: Int32) {
        while true {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let socket = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
            }
            guard socket >= 0 else { return }
            guard connections.count < configuration.connectionLimit, accepting.load(ordering: .sequentiallyConsistent)
            else {
                close(socket)
                continue
            }
            _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            var one: Int32 = 1
            setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            serials += 1
            let connection = HTTPConnection(
                socket: socket, serial: serials, client: Self.numericAddress(storage), now: Self.now())
            connections[socket] = connection
            bySerial[connection.serial] = connection
            setWatch(connection, EPOLLIN.rawValue)
        }
    }

    private func receive(_ connection: HTTPConnection) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var closedByPeer = false
        while true {
            let count = recv(connection.socket, &buffer, buffer.count, 0)
            if count > 0 {
                if case .lingering = connection.phase { continue }
                if connection.isIdle { markBusy(connection, true) }
                connection.input += buffer.prefix(count)
                connection.lastActivity = Self.now()
                if connection.requestStarted == nil { connection.requestStarted = connection.lastActivity }
                if count < buffer.count { break }
            } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                closedByPeer = true
                break
            } else if errno != EINTR {
                break
            }
        }
        if case .lingering = connection.phase {
            if closedByPeer { discard(connection) }
            return
        }
        if closedByPeer && connection.phase == .reading {
            discard(connection)
            return
        }
        advance(connection)
    }

    /// Answers the requests whole in what was read, in order: at once when the quick handler
    /// can, else by handing the request to a worker and waiting for its answer.
    private func advance(_ connection: HTTPConnection) {
        while connection.phase == .reading {
            switch connection.nextStep(limits: configuration.limits) {
            case .wait:
                if connection.isIdle {
                    connection.requestStarted = nil
                    markBusy(connection, false)
                }
                return
            case .sendContinue:
                send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection, closing: false)
            case .refuse(let error):
                let response = refusal(error, connection.client)
                send(
                    response.wire(headOnly: false, closing: true, date: HTTPResponse.httpDate()), to: connection,
                    closing: true)
            case .request(let request, let closing):
                if let response = quickHandler?(request) {
                    let (bytes, closeAfter) = Self.wire(response, for: request, closing: closing)
                    send(bytes, to: connection, closing: closeAfter)
                    continue
                }
                connection.phase = .handling
                setWatch(connection, nil)
                let serial = connection.serial
                let handler = self.handler
                pool.submit { [self] in
                    let (bytes, closeAfter) = Self.wire(handler(request), for: request, closing: closing)
                    finishedLock.withLock { finished.append((serial, bytes, closeAfter)) }
                    nudge()
                }
                return
            }
        }
    }

    /// The bytes of `response` to `request`, and whether the connection closes after them.
    private static func wire(_ response: HTTPResponse, for request: HTTPRequest, closing: Bool) -> ([UInt8], Bool) {
        let closeAfter = closing || response.header("Connection")?.lowercased() == "close"
        let bytes = response.wire(
            headOnly: request.method == "HEAD", closing: closeAfter, date: HTTPResponse.httpDate())
        return (bytes, closeAfter)
    }

    private func deliverFinished() {
        let answers = finishedLock.withLock {
            let answers = finished
            finished.removeAll(keepingCapacity: true)
            return answers
        }
        for answer in answers {
            guard let connection = bySerial[answer.serial] else { continue }
            send(answer.bytes, to: connection, closing: answer.closing)
            advance(connection)
        }
    }

    private func send(_ bytes: [UInt8], to connection: HTTPConnection, closing: Bool) {
        connection.output += bytes
        connection.closeAfterWrite = connection.closeAfterWrite || closing
        connection.phase = .writing
        flush(connection)
    }

    private func flush(_ connection: HTTPConnection) {
        guard connection.phase == .writing else { return }
        while connection.written < connection.output.count {
            let count = connection.output.withUnsafeBytes {
                Glibc.send(
                    connection.socket, $0.baseAddress! + connection.written, $0.count - connection.written,
                    Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                connection.written += count
                connection.lastActivity = Self.now()
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                setWatch(connection, EPOLLOUT.rawValue)
                return
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                discard(connection)
                return
            }
        }
        connection.output.removeAll(keepingCapacity: true)
        connection.written = 0
        if connection.closeAfterWrite {
            // Half-close, then read what the client still sends for a moment, so that it reads
            // the response before the connection goes.
            shutdown(connection.socket, Int32(SHUT_WR))
            connection.phase = .lingering(until: Self.now() + 2)
            connection.input = []
            setWatch(connection, EPOLLIN.rawValue)
            markBusy(connection, false)
            return
        }
        connection.phase = .reading
        connection.requestStarted = connection.input.isEmpty ? nil : Self.now()
        setWatch(connection, EPOLLIN.rawValue)
        if !accepting.load(ordering: .sequentiallyConsistent) && connection.input.isEmpty {
            markBusy(connection, false)
            discard(connection)
        }
    }

    /// Closes connections past their time: a request that has not arrived whole within the
    /// timeout is answered 408; a silent kept-alive connection, a stalled reader or a lingering
    /// close is closed.
    private func sweep(now: Double) {
        let timeout = configuration.connectionTimeout
        for connection in Array(connections.values) {
            switch connection.phase {
            case .reading:
                if let started = connection.requestStarted, now - started > timeout {
                    let response = refusal(
                        HTTPRequestError(408, "the request did not arrive whole within \(Int(timeout)) s"),
                        connection.client)
                    send(
                        response.wire(headOnly: false, closing: true, date: HTTPResponse.httpDate()), to: connection,
                        closing: true)
                } else if connection.isIdle && now - connection.lastActivity > timeout {
                    discard(connection)
                }
            case .writing:
                if now - connection.lastActivity > timeout { discard(connection) }
            case .lingering(let until):
                if now > until { discard(connection) }
            case .handling:
                break
            }
        }
    }

    private func closeListenersAndIdle() {
        for socket in listeners {
            epoll_ctl(poller, EPOLL_CTL_DEL, socket, nil)
            close(socket)
        }
        listeners = []
        for connection in Array(connections.values) where connection.isIdle { discard(connection) }
    }

    private func discard(_ connection: HTTPConnection) {
        guard connections[connection.socket] === connection else { return }
        markBusy(connection, false)
        if connection.watching != nil { epoll_ctl(poller, EPOLL_CTL_DEL, connection.socket, nil) }
        close(connection.socket)
        connections[connection.socket] = nil
        bySerial[connection.serial] = nil
    }

    // MARK: - Bookkeeping

    /// Connections counted busy: a request under way on them.
    private var busyConnections: Set<Int> = []

    private func markBusy(_ connection: HTTPConnection, _ isBusy: Bool) {
        if isBusy {
            if busyConnections.insert(connection.serial).inserted { busy.add(1, ordering: .sequentiallyConsistent) }
        } else if busyConnections.remove(connection.serial) != nil {
            busy.subtract(1, ordering: .sequentiallyConsistent)
        }
    }

    private func watch(_ socket: Int32, _ events: UInt32) {
        var event = epoll_event()
        event.events = events
        event.data.fd = socket
        epoll_ctl(poller, EPOLL_CTL_ADD, socket, &event)
    }

    /// Registers the connection for `events`, or takes it off the poller (nil).
    private func setWatch(_ connection: HTTPConnection, _ events: UInt32?) {
        guard connection.watching != events else { return }
        var event = epoll_event()
        event.data.fd = connection.socket
        switch (connection.watching, events) {
        case (nil, let events?):
            event.events = events
            epoll_ctl(poller, EPOLL_CTL_ADD, connection.socket, &event)
        case (_?, let events?):
            event.events = events
            epoll_ctl(poller, EPOLL_CTL_MOD, connection.socket, &event)
        case (_?, nil):
            epoll_ctl(poller, EPOLL_CTL_DEL, connection.socket, nil)
        case (nil, nil):
            break
        }
        connection.watching = events
    }

    /// Wakes the network thread.
    private func nudge() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    private static func numericAddress(_ storage: sockaddr_storage) -> String {
        var storage = storage
        let family = storage.ss_family
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        withUnsafePointer(to: &storage) { pointer in
            let raw = UnsafeRawPointer(pointer)
            if family == sa_family_t(AF_INET) {
                var address = raw.assumingMemoryBound(to: sockaddr_in.self).pointee.sin_addr
                _ = inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
            } else if family == sa_family_t(AF_INET6) {
                var address = raw.assumingMemoryBound(to: sockaddr_in6.self).pointee.sin6_addr
                _ = inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
            }
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
