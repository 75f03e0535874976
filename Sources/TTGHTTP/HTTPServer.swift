import CGNUExtensions
import Foundation
import Synchronization

/// An HTTP/1.1 server: network threads read, parse and write the connections through epoll
/// (``NetworkLoop``: the first accepts and deals the connections out in turn), and a pool of
/// workers runs the handler, so a slow render holds a worker and never the network, and the
/// connections open do not each cost a thread.
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
        /// Connections open at once. When they are all open, the longest idle connection of the
        /// network with the most makes room for a new one (``ConnectionTable``).
        public var connectionLimit = 256
        /// Connections open at once from one client network; past them its own longest idle
        /// connection makes room.
        public var connectionsPerNetwork = 64
        /// The network a connection counts in: its peer's (IPv4 /32, IPv6 /64 by default); a
        /// trusted proxy's connections count in none.
        public var networks = ClientNetworks()
        /// Seconds a connection may stay silent, and a request may take to arrive whole.
        public var connectionTimeout = 10.0
        /// Seconds a kept-alive connection may stay silent once the server stops accepting
        /// (``HTTPServer/stopAccepting()``), when it is shorter than ``connectionTimeout``.
        ///
        /// A server can never close an idle connection safely: the client may be sending a request
        /// on it at that moment, and a proxy does not retry a POST it has sent. Only the client's
        /// own idle timeout is safe, so this grace is meant to be longer than that of the clients
        /// that matter (the reference nginx configuration keeps idle upstream connections 4 s):
        /// they close their idle connections first, and it only ends the drain of a client that
        /// never does.
        public var drainIdleGrace = 5.0
        /// The bounds on one request.
        public var limits = HTTPRequestLimits()
        /// Handlers that run at once.
        public var workers = 16
        /// Handlers that run at once for the requests ``HTTPServer/Priority`` names, on workers of
        /// their own: no number of other requests in line delays them.
        public var priorityWorkers = 8
        /// Threads that read and write the connections: answers at hand (``QuickHandler``) are
        /// made on them, so more than one keeps a core each busy with cached answers.
        public var networkThreads = min(4, ProcessInfo.processInfo.activeProcessorCount)

        public init() {}
    }

    /// Answers a request; called on a worker, concurrently.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    /// Answers a request at once when the answer is at hand (a cached body, a 304, an error),
    /// nil when it needs a worker; called on the network thread, so it never waits.
    public typealias QuickHandler = @Sendable (HTTPRequest) -> HTTPResponse?
    /// Whether a request goes to the priority workers (the captcha's, which pictures must not delay).
    public typealias Priority = @Sendable (HTTPRequest) -> Bool
    /// Answers a request the server refuses before any handler sees it (malformed, too large):
    /// called on the network thread with the refusal and the client's address.
    public typealias Refusal = @Sendable (HTTPError, String) -> HTTPResponse

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The port it listens on.
    public let port: UInt16
    private let shared: SharedState
    private let loops: [NetworkLoop]

    /// What every network thread reads: the configuration, the handlers, the workers and the
    /// counts and switches the server's methods set.
    final class SharedState: Sendable {
        let configuration: Configuration
        let handler: Handler
        let quickHandler: QuickHandler?
        let refusal: Refusal
        let pool: WorkerPool
        /// The workers of the requests `priority` names.
        let priorityPool: WorkerPool
        let priority: Priority?
        /// Connections with a request being read, answered or sent.
        let busy = Atomic<Int>(0)
        /// Connections open, on every thread, by client network.
        let connections: ConnectionTable
        /// Whether the first loop keeps its listening sockets: false once ``HTTPServer/stopAccepting()``
        /// was called.
        let listening = Atomic<Bool>(true)
        /// Signalled by the first loop once it has closed its listening sockets.
        let listenersClosed = DispatchSemaphore(value: 0)
        /// Whether connections are kept alive after an answer: false once the listeners are
        /// closed, when every answer says `Connection: close` and the connection ends after it.
        let accepting = Atomic<Bool>(true)
        let stopping = Atomic<Bool>(false)

        init(
            _ configuration: Configuration, handler: @escaping Handler, quickHandler: QuickHandler?,
            refusal: @escaping Refusal, priority: Priority?
        ) {
            self.configuration = configuration
            self.handler = handler
            self.quickHandler = quickHandler
            self.refusal = refusal
            self.priority = priority
            pool = WorkerPool(threads: configuration.workers, name: "ttg-render worker")
            priorityPool = WorkerPool(
                threads: priority == nil ? 1 : configuration.priorityWorkers, name: "ttg-render priority worker")
            connections = ConnectionTable(
                ConnectionTable.Limits(
                    total: max(1, configuration.connectionLimit),
                    perNetwork: max(1, configuration.connectionsPerNetwork)
                ))
        }
    }

    public init(
        _ configuration: Configuration, handler: @escaping Handler, quickHandler: QuickHandler? = nil,
        refusal: Refusal? = nil, priority: Priority? = nil
    ) throws {
        let (sockets, port) = try Self.listen(host: configuration.host, port: configuration.port)
        self.port = port
        shared = SharedState(
            configuration, handler: handler, quickHandler: quickHandler,
            refusal: refusal ?? { error, _ in error.response }, priority: priority)
        var loops: [NetworkLoop] = []
        do {
            for index in 0..<max(1, configuration.networkThreads) {
                loops.append(try NetworkLoop(shared, index: index, listeners: index == 0 ? sockets : []))
            }
        } catch {
            for socket in sockets { close(socket) }
            shared.pool.stop()
            shared.priorityPool.stop()
            throw error
        }
        self.loops = loops
        loops[0].peers = loops
        for (index, loop) in loops.enumerated() { loop.start(name: "ttg-render network \(index)") }
    }

    /// Starts the drain: closes the listening sockets (so that another process can listen on the
    /// port) and, from then on, answers whatever arrives on the connections still open with
    /// `Connection: close` and closes each after its answer.
    ///
    /// The order matters behind a proxy. The connections waiting in the listen queue are accepted
    /// and served before the sockets close, since closing would reset them after the proxy may
    /// have sent a request on them; and answers start closing their connections only once the
    /// sockets are closed, so a proxy that connects again is refused (which it retries on
    /// another node) rather than accepted and reset. An idle connection stays open until its
    /// client closes it or ``Configuration/drainIdleGrace`` passes. Returns once the sockets are
    /// closed.
    public func stopAccepting() {
        guard shared.listening.exchange(false, ordering: .sequentiallyConsistent) else { return }
        loops[0].nudge()
        shared.listenersClosed.wait()
        shared.accepting.store(false, ordering: .sequentiallyConsistent)
        for loop in loops { loop.nudge() }
    }

    /// Waits until no connection is open, or `deadline` passes; true when none is. Call it after
    /// ``stopAccepting()``.
    public func drain(until deadline: Date) -> Bool {
        while shared.connections.count > 0 {
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Requests being read, answered or sent now.
    public var requestsInFlight: Int { shared.busy.load(ordering: .sequentiallyConsistent) }

    /// Connections open now.
    public var connectionsOpen: Int { shared.connections.count }

    /// Stops the server: every connection is closed. Safe to call more than once.
    public func stop() {
        guard shared.stopping.exchange(true, ordering: .sequentiallyConsistent) == false else { return }
        for loop in loops { loop.nudge() }
        for loop in loops { loop.waitUntilStopped() }
        shared.pool.stop()
        shared.priorityPool.stop()
    }

    // MARK: - Listening

    /// Sockets listening on every address `host` resolves to, all on one port.
    static func listen(host: String, port: UInt16) throws -> ([Int32], UInt16) {
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
}
