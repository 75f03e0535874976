/// One client connection's state on the server's network thread: the bytes read and not yet
/// taken, where it is in its exchange, and what is left to send. Requests on it are answered one
/// at a time and in order (pipelined requests wait in `input`).
final class HTTPConnection {
    enum Phase: Equatable {
        /// Reading a request (or waiting for one on a kept-alive connection).
        case reading
        /// A worker answers its request; nothing is read meanwhile.
        case handling
        /// Sending a response.
        case writing
        /// Sent a last response and shut its side: reading what the client still sends, until it
        /// closes or the time is up, so the response is not lost to a reset.
        case lingering(until: Double)
    }

    /// What the bytes read so far call for.
    enum Step {
        case wait
        case request(HTTPRequest, closing: Bool)
        /// The client waits for `100 Continue` before it sends the body.
        case sendContinue
        case refuse(HTTPError)
    }

    let socket: Int32
    /// Which connection this is, never reused (unlike socket numbers): a late response to a
    /// connection since closed finds none.
    let serial: Int
    let client: String
    var phase = Phase.reading
    var input: [UInt8] = []
    var output: [UInt8] = []
    var written = 0
    var closeAfterWrite = false
    /// When a byte last came or went.
    var lastActivity: Double
    /// When the first byte of the request being read came; nil between requests.
    var requestStarted: Double?
    /// Whether it is registered with the poller, and for what.
    var watching: UInt32?
    private var head: HTTPRequestHead?
    private var sentContinue = false

    init(socket: Int32, serial: Int, client: String, now: Double) {
        self.socket = socket
        self.serial = serial
        self.client = client
        self.lastActivity = now
    }

    /// Whether nothing of a request has arrived: a kept-alive connection between requests.
    var isIdle: Bool { phase == .reading && input.isEmpty && head == nil }

    /// The next whole request in `input`, taken out of it; or what else the bytes call for.
    func nextStep(limits: HTTPRequestLimits) -> Step {
        if head == nil {
            guard let parsed = HTTPRequestHead.parse(input[...], limits: limits) else { return .wait }
            switch parsed {
            case .failure(let error): return .refuse(error)
            case .success(let parsed): head = parsed
            }
        }
        guard let head else { return .wait }
        let expectations = head.values("expect")
        if !expectations.isEmpty && !head.expectsContinue {
            return .refuse(HTTPError(417, "the expectation '\(expectations[0])' cannot be met"))
        }
        let available = input[head.length...]
        let body: [UInt8]
        let consumed: Int
        switch head.body {
        case .none:
            (body, consumed) = ([], head.length)
        case .length(let length):
            guard available.count >= length else { return waitForBody(head) }
            (body, consumed) = (Array(available.prefix(length)), head.length + length)
        case .chunked:
            guard let decoded = ChunkedBody.decode(available, limit: limits.body) else {
                // Chunk sizes and line ends add to the body; past twice the limit it cannot be one.
                if available.count > 2 * limits.body + 4096 {
                    return .refuse(HTTPError(413, "the request body is larger than \(limits.body) bytes"))
                }
                return waitForBody(head)
            }
            switch decoded {
            case .failure(let error): return .refuse(error)
            case .success(let decoded): (body, consumed) = (decoded.body, head.length + decoded.length)
            }
        }
        input.removeFirst(consumed)
        self.head = nil
        sentContinue = false
        var headers: [String: String] = [:]
        for (name, value) in head.fields {
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        let request = HTTPRequest(
            method: head.method, path: head.path, query: head.query, headers: headers, body: body, client: client)
        return .request(request, closing: head.closesConnection)
    }

    private func waitForBody(_ head: HTTPRequestHead) -> Step {
        guard head.expectsContinue && !sentContinue && input.count == head.length else { return .wait }
        sentContinue = true
        return .sendContinue
    }
}
