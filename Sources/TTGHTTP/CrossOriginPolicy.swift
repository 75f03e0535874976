/// Which pages on other origins may read the service's answers (CORS, the Fetch standard), by
/// kind of endpoint: public renders may be opened to any origin, the captcha only to origins
/// named one by one, and credentials are never allowed.
public struct CrossOriginPolicy: Sendable, Equatable {
    /// Origins allowed, as browsers send them (`https://shop.example`, `http://localhost:3000`).
    public var origins: Set<String>
    /// `*` was given: any origin may read the public endpoints (never the captcha).
    public var anyOrigin: Bool

    public init(origins: Set<String> = [], anyOrigin: Bool = false) {
        self.origins = origins
        self.anyOrigin = anyOrigin
    }

    /// What an endpoint lets other origins do.
    public enum Access: Sendable {
        /// Deterministic public answers (renders): any origin with `*`, else the origins named.
        case publicRead
        /// Answers that act for a person (the captcha): only the origins named, never `*`.
        case namedOrigins
        /// No other origin (probes, pages, the server-to-server siteverify).
        case sameOrigin
    }

    /// Reads `--allow-origin`'s list: `*` or origins, comma-separated, with the first entry
    /// that is neither as the failure.
    public static func parse(_ text: String) -> Result<CrossOriginPolicy, ParseError> {
        var policy = CrossOriginPolicy()
        for entry in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if entry == "*" {
                policy.anyOrigin = true
            } else if let origin = serialized(entry) {
                policy.origins.insert(origin)
            } else {
                return .failure(ParseError(entry: entry))
            }
        }
        return .success(policy)
    }

    /// An entry of `--allow-origin` that is not an origin.
    public struct ParseError: Error, Equatable {
        public var entry: String
    }

    /// `scheme://host[:port]` as a browser serializes it (lower case, no path, no default port),
    /// or nil when `text` is not an http or https origin.
    static func serialized(_ text: String) -> String? {
        let lowered = text.lowercased()
        for (scheme, defaultPort) in [("http://", ":80"), ("https://", ":443")] where lowered.hasPrefix(scheme) {
            var authority = String(lowered.dropFirst(scheme.count))
            guard !authority.isEmpty,
                authority.utf8.allSatisfy({ $0.isTokenCharacter || $0 == .colon || $0 == 0x5B || $0 == 0x5D }),
                !authority.contains("@")
            else { return nil }
            if authority.hasSuffix(defaultPort) { authority.removeLast(defaultPort.count) }
            return scheme + authority
        }
        return nil
    }

    /// Whether a request from `origin` (its `Origin` field) may be read by its page, at an
    /// endpoint of `access` on a server reached as `host` (its `Host` field): a page of the
    /// service's own origin always may.
    public func allows(_ origin: String, _ access: Access, host: String?) -> Bool {
        if let host, let own = Self.serialized(origin),
            own.split(separator: "/").last.map(String.init) == host.lowercased()
        {
            return true
        }
        switch access {
        case .publicRead: return anyOrigin || origins.contains(origin)
        case .namedOrigins: return origins.contains(origin)
        case .sameOrigin: return false
        }
    }

    /// The response with the fields CORS needs: `Vary: Origin` whenever the answer depends on it,
    /// and `Access-Control-Allow-Origin` (with the headers a script may read) when the request's
    /// origin may read it.
    public func decorate(
        _ response: inout HTTPResponse, for request: HTTPRequest, _ access: Access, exposing exposed: [String] = []
    ) {
        guard access != .sameOrigin else { return }
        let open = access == .publicRead && anyOrigin
        if !open { response.headers.append(("Vary", "Origin")) }
        guard let origin = request.headers["origin"], allows(origin, access, host: request.headers["host"]) else {
            return
        }
        response.headers.append(("Access-Control-Allow-Origin", open ? "*" : origin))
        if !exposed.isEmpty {
            response.headers.append(("Access-Control-Expose-Headers", exposed.joined(separator: ", ")))
        }
    }

    /// The answer to a preflight (`OPTIONS` with `Access-Control-Request-Method`) or a plain
    /// `OPTIONS`: 204 with `Allow`, and the CORS grant when the origin, the method and every
    /// header asked for are allowed. A refused preflight gets no grant, so the browser never
    /// sends the request.
    public func preflight(
        _ request: HTTPRequest, _ access: Access, methods: [String], headers allowedHeaders: [String],
        maxAge: Int = 600
    ) -> HTTPResponse {
        var response = HTTPResponse(status: 204, headers: [("Allow", (methods + ["OPTIONS"]).joined(separator: ", "))])
        response.headers.append(("Cache-Control", "no-store"))
        guard access != .sameOrigin, let origin = request.headers["origin"] else { return response }
        let open = access == .publicRead && anyOrigin
        if !open { response.headers.append(("Vary", "Origin")) }
        let method = request.headers["access-control-request-method"] ?? ""
        let asked = (request.headers["access-control-request-headers"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }.filter { !$0.isEmpty }
        let lowered = Set(allowedHeaders.map { $0.lowercased() })
        guard allows(origin, access, host: request.headers["host"]), methods.contains(method),
            asked.allSatisfy(lowered.contains)
        else { return response }
        response.headers += [
            ("Access-Control-Allow-Origin", open ? "*" : origin),
            ("Access-Control-Allow-Methods", methods.joined(separator: ", ")),
            ("Access-Control-Max-Age", String(maxAge)),
        ]
        if !allowedHeaders.isEmpty {
            response.headers.append(("Access-Control-Allow-Headers", allowedHeaders.joined(separator: ", ")))
        }
        return response
    }
}
