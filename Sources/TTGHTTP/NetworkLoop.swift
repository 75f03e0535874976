import CGNUExtensions
import Foundation
import Synchronization

/// One of the server's network threads: an epoll loop that reads, parses and writes the
/// connections dealt to it, answers at once what the quick handler can, hands the rest to the
/// workers and sends their answers in order. The first loop also holds the listening sockets and
/// deals the connections it accepts to every loop in turn.
final class NetworkLoop: @unchecked Sendable {
    private let shared: HTTPServer.SharedState
    /// Which loop this is (the connection table names a connection's owner by it).
    private let index: Int
    private let poller: Int32
    private let wake: (read: Int32, write: Int32)
    /// The listening sockets: the first loop's, none on the others.
    private var listeners: [Int32]
    /// Every loop, on the first one (which deals the connections out); empty on the others.
    var peers: [NetworkLoop] = []
    /// Connections accepted so far, for dealing them out in turn; also the next serial.
    private var dealt = 0
    private var connections: [Int32: HTTPConnection] = [:]
    /// Connections by serial: a worker's answer and the connection table name a connection by it.
    private var bySerial: [Int: HTTPConnection] = [:]
    /// Connections with a request under way, counted in the server's busy count.
    private var busyConnections: Set<Int> = []
    /// Where `recv` writes, reused for every read.
    private var receiveBuffer = [UInt8](repeating: 0, count: 65536)
    private let stopped = DispatchSemaphore(value: 0)

    /// What other threads leave for this one: connections dealt to it and workers' answers.
    struct Inbox {
        var adopted: [(socket: Int32, serial: Int, client: String)] = []
        var answers: [(serial: Int, bytes: [UInt8], closing: Bool)] = []
        /// Connections the table dropped to make room for others.
        var evicted: [Int] = []
    }

    private let inbox = Mutex(Inbox())

    init(_ shared: HTTPServer.SharedState, index: Int, listeners: [Int32]) throws {
        self.shared = shared
        self.index = index
        self.listeners = listeners
        poller = epoll_create1(Int32(EPOLL_CLOEXEC))
        var pipeEnds: [Int32] = [0, 0]
        guard poller >= 0, pipe(&pipeEnds) == 0 else {
            if poller >= 0 { close(poller) }
            throw HTTPServer.StartError(description: "cannot set up polling: " + String(cString: strerror(errno)))
        }
        wake = (pipeEnds[0], pipeEnds[1])
        for end in pipeEnds {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        watch(wake.read, EPOLLIN.rawValue)
        for socket in listeners { watch(socket, EPOLLIN.rawValue) }
    }

    /// Starts the thread.
    func start(name: String) {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    /// Waits until the thread has closed every connection and ended (after the server's stop).
    func waitUntilStopped() { stopped.wait() }

    private func run() {
        var events = [epoll_event](repeating: epoll_event(), count: 128)
        var lastSweep = Self.now()
        while !shared.stopping.load(ordering: .sequentiallyConsistent) {
            let count = epoll_wait(poller, &events, Int32(events.count), 250)
            for event in events.prefix(max(0, Int(count))) {
                let socket = event.data.fd
                if socket == wake.read {
                    var scratch = [UInt8](repeating: 0, count: 256)
                    while read(wake.read, &scratch, scratch.count) > 0 {}
                    takeInbox()
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
            if !listeners.isEmpty && !shared.listening.load(ordering: .sequentiallyConsistent) { closeListeners() }
            let now = Self.now()
            if now - lastSweep >= 0.5 {
                lastSweep = now
                sweep(now: now)
            }
        }
        for connection in Array(connections.values) { discard(connection) }
        if !listeners.isEmpty {
            for socket in listeners { close(socket) }
            listeners = []
            shared.listenersClosed.signal()
        }
        for (socket, serial, _) in inbox.withLock({ $0.adopted }) {
            close(socket)
            shared.connections.remove(serial)
        }
        peers = []
        close(poller)
        close(wake.read)
        close(wake.write)
        stopped.signal()
    }

    /// Accepts the connections waiting on `listener` and deals them out to the loops in turn.
    private func acceptConnections(_ listener: Int32) {
        while true {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let socket = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
            }
            guard socket >= 0 else { return }
            let client = Self.numericAddress(storage)
            let loop = peers.isEmpty ? self : peers[dealt % peers.count]
            dealt += 1
            let serial = dealt
            let admission = shared.connections.admit(
                serial, loop: loop.index, network: shared.configuration.networks.connectionNetwork(peer: client),
                now: Self.now())
            guard case .admitted(let eviction) = admission else {
                close(socket)
                continue
            }
            if let eviction { evict(eviction) }
            _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            var one: Int32 = 1
            setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            if loop === self {
                adopt(socket, serial: serial, client: client)
            } else {
                loop.inbox.withLock { $0.adopted.append((socket, serial, client)) }
                loop.nudge()
            }
        }
    }

    /// Closes the connection the table dropped to make room: here, or by its own thread.
    private func evict(_ eviction: ConnectionTable.Eviction) {
        let owner = peers.first { $0.index == eviction.loop } ?? self
        if owner === self {
            if let connection = bySerial[eviction.serial] { discard(connection) }
        } else {
            owner.inbox.withLock { $0.evicted.append(eviction.serial) }
            owner.nudge()
        }
    }

    /// Takes a new connection on: from now on this thread reads and writes it.
    private func adopt(_ socket: Int32, serial: Int, client: String) {
        let connection = HTTPConnection(socket: socket, serial: serial, client: client, now: Self.now())
        connections[socket] = connection
        bySerial[connection.serial] = connection
        setWatch(connection, EPOLLIN.rawValue)
    }

    private func receive(_ connection: HTTPConnection) {
        var closedByPeer = false
        while true {
            let count = recv(connection.socket, &receiveBuffer, receiveBuffer.count, 0)
            if count > 0 {
                if case .lingering = connection.phase { continue }
                if connection.isIdle { markBusy(connection, true) }
                connection.input += receiveBuffer.prefix(count)
                connection.lastActivity = Self.now()
                if connection.requestStarted == nil { connection.requestStarted = connection.lastActivity }
                if count < receiveBuffer.count { break }
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
            switch connection.nextStep(limits: shared.configuration.limits) {
            case .wait:
                if connection.isIdle {
                    connection.requestStarted = nil
                    markBusy(connection, false)
                }
                return
            case .sendContinue:
                send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection, closing: false)
            case .refuse(let error):
                let response = shared.refusal(error, connection.client)
                send(
                    response.wire(headOnly: false, closing: true, date: HTTPResponse.httpDate()), to: connection,
                    closing: true)
            case .request(let request, let closing):
                if let response = shared.quickHandler?(request) {
                    let (bytes, closeAfter) = Self.wire(response, for: request, closing: closing || isDraining)
                    send(bytes, to: connection, closing: closeAfter)
                    continue
                }
                connection.phase = .handling
                guard shared.connections.update(connection.serial, idleSince: nil) else {
                    // Evicted a moment ago, before its request was whole.
                    discard(connection)
                    return
                }
                setWatch(connection, nil)
                let serial = connection.serial
                let handler = shared.handler
                let pool = shared.priority?(request) == true ? shared.priorityPool : shared.pool
                pool.submit { [self] in
                    let response = handler(request)
                    let (bytes, closeAfter) = Self.wire(response, for: request, closing: closing || isDraining)
                    inbox.withLock { $0.answers.append((serial, bytes, closeAfter)) }
                    nudge()
                }
                return
            }
        }
    }

    /// Whether the server has stopped accepting: every answer from now on closes its connection.
    private var isDraining: Bool { !shared.accepting.load(ordering: .sequentiallyConsistent) }

    /// The bytes of `response` to `request`, and whether the connection closes after them.
    private static func wire(_ response: HTTPResponse, for request: HTTPRequest, closing: Bool) -> ([UInt8], Bool) {
        let closeAfter = closing || response.header("Connection")?.lowercased() == "close"
        let bytes = response.wire(
            headOnly: request.method == "HEAD", closing: closeAfter, date: HTTPResponse.httpDate())
        return (bytes, closeAfter)
    }

    /// Takes on the connections dealt to this thread and sends the answers workers made.
    private func takeInbox() {
        let (adopted, answers, evicted) = inbox.withLock { inbox in
            defer { inbox = Inbox() }
            return (inbox.adopted, inbox.answers, inbox.evicted)
        }
        for (socket, serial, client) in adopted { adopt(socket, serial: serial, client: client) }
        for serial in evicted {
            if let connection = bySerial[serial] { discard(connection) }
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
            // A lingering connection is the first to make room.
            _ = shared.connections.update(connection.serial, idleSince: 0)
            connection.phase = .lingering(until: Self.now() + 2)
            connection.input = []
            setWatch(connection, EPOLLIN.rawValue)
            markBusy(connection, false)
            return
        }
        connection.phase = .reading
        connection.requestStarted = connection.input.isEmpty ? nil : Self.now()
        guard shared.connections.update(connection.serial, idleSince: Self.now()) else {
            discard(connection)
            return
        }
        // An answer made before the drain began keeps its connection open even now: the client
        // may already be sending the next request on it, which is answered (and the connection
        // closed after it).
        setWatch(connection, EPOLLIN.rawValue)
    }

    /// Closes connections past their time: a request that has not arrived whole within the
    /// timeout is answered 408; a silent kept-alive connection, a stalled reader or a lingering
    /// close is closed.
    private func sweep(now: Double) {
        let timeout = shared.configuration.connectionTimeout
        let idleTimeout = isDraining ? min(timeout, shared.configuration.drainIdleGrace) : timeout
        for connection in Array(connections.values) {
            switch connection.phase {
            case .reading:
                if let started = connection.requestStarted, now - started > timeout {
                    let response = shared.refusal(
                        HTTPError(408, "the request did not arrive whole within \(Int(timeout)) s"),
                        connection.client)
                    send(
                        response.wire(headOnly: false, closing: true, date: HTTPResponse.httpDate()), to: connection,
                        closing: true)
                } else if connection.isIdle && now - connection.lastActivity > idleTimeout {
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

    /// Accepts what waits in the listen queues (a proxy may have sent a request on it already),
    /// then closes the listening sockets, and tells ``HTTPServer/stopAccepting()`` they are closed.
    private func closeListeners() {
        for socket in listeners {
            acceptConnections(socket)
            epoll_ctl(poller, EPOLL_CTL_DEL, socket, nil)
            close(socket)
        }
        listeners = []
        shared.listenersClosed.signal()
    }

    private func discard(_ connection: HTTPConnection) {
        guard connections[connection.socket] === connection else { return }
        markBusy(connection, false)
        if connection.watching != nil { epoll_ctl(poller, EPOLL_CTL_DEL, connection.socket, nil) }
        close(connection.socket)
        connections[connection.socket] = nil
        bySerial[connection.serial] = nil
        shared.connections.remove(connection.serial)
    }

    // MARK: - Bookkeeping

    private func markBusy(_ connection: HTTPConnection, _ isBusy: Bool) {
        if isBusy {
            if busyConnections.insert(connection.serial).inserted {
                shared.busy.add(1, ordering: .sequentiallyConsistent)
            }
        } else if busyConnections.remove(connection.serial) != nil {
            shared.busy.subtract(1, ordering: .sequentiallyConsistent)
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

    /// Wakes the thread.
    func nudge() {
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
