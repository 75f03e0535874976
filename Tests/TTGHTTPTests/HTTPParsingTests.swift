import Testing

@testable import TTGHTTP

/// The request parser, the chunked decoder, the preconditions and the CORS policy, each against
/// the RFC's own examples and rules.
@Suite struct HTTPParsingTests {
    static func parse(_ text: String, limits: HTTPRequestLimits = HTTPRequestLimits()) -> Result<
        HTTPRequestHead, HTTPError
    >? {
        HTTPRequestHead.parse(Array(text.utf8)[...], limits: limits)
    }

    static func status(_ text: String) -> Int? {
        guard case .failure(let error) = parse(text) else { return nil }
        return error.status
    }

    @Test func aWholeHeadIsReadAndAPartialOneWaits() throws {
        let text = "GET /v1/emoji.png?rate=4 HTTP/1.1\r\nHost: a\r\nX-Twice: 1\r\nx-twice: 2\r\n\r\nrest"
        let head = try #require(try Self.parse(text)?.get())
        #expect(head.method == "GET" && head.path == "/v1/emoji.png" && head.query == "rate=4")
        #expect(head.values("x-twice") == ["1", "2"] && head.length == text.utf8.count - 4)
        #expect(Self.parse("GET / HTTP/1.1\r\nHost: a\r\n") == nil)
        // Empty lines (CR LF) before the request are skipped (RFC 9112 §2.2).
        #expect(try Self.parse("\r\n\r\nGET / HTTP/1.0\r\n\r\n")?.get().minorVersion == 0)
        // A CR that may begin one waits for its LF (found by the http-connection fuzzer); a method
        // that cannot become one is refused before its line ends.
        #expect(Self.parse("\r\n\r") == nil && Self.parse("GE") == nil)
        #expect(Self.status("GX") == 400 && Self.status("get ") == 400 && Self.status("GET\r") == 400)
    }

    @Test func aBareLineFeedOrCarriageReturnIsRefused() {
        for text in [
            "GET / HTTP/1.0\n\n", "GET / HTTP/1.1\r\nHost: a\n\r\n", "GET / HTTP/1.1\r\nHost: a\r\n\n",
            "\nGET / HTTP/1.1\r\nHost: a\r\n\r\n", "GET / HTTP/1.1\r\nHost: a\rX: b\r\n\r\n",
            "GET /\r HTTP/1.1\r\nHost: a\r\n\r\n", "GET / HTTP/1.1\r\r\nHost: a\r\n\r\n",
        ] {
            #expect(Self.status(text) == 400, "\(text.debugDescription)")
        }
    }

    @Test func theTargetFormsGiveThePathBeforeDecoding() throws {
        #expect(try Self.parse("GET http://h:1/a%2Fb?q=1 HTTP/1.1\r\nHost: h:1\r\n\r\n")?.get().path == "/a%2Fb")
        #expect(try Self.parse("GET http://h?q=1 HTTP/1.1\r\nHost: h\r\n\r\n")?.get().query == "q=1")
        #expect(try Self.parse("OPTIONS * HTTP/1.1\r\nHost: h\r\n\r\n")?.get().path == "*")
        #expect(Self.status("GET * HTTP/1.1\r\nHost: h\r\n\r\n") == 400)
        #expect(Self.status("CONNECT h:443 HTTP/1.1\r\nHost: h\r\n\r\n") == 400)
    }

    @Test func ambiguousRequestsAreRefused() {
        #expect(Self.status("GET / HTTP/1.1\r\n\r\n") == 400)
        #expect(Self.status("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n") == 400)
        #expect(Self.status("GET / HTTP/1.1\r\nHost : a\r\n\r\n") == 400)
        #expect(Self.status("GET / HTTP/1.1\r\nHost: a\r\nX: 1\r\n 2\r\n\r\n") == 400)
        #expect(Self.status("GET / HTTP/1.1\r\nHost: a b\r\n\r\n") == 400)
        #expect(
            Self.status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n") == 400)
        #expect(Self.status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\n") == 400)
        #expect(Self.status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1,1\r\n\r\n") == 400)
        #expect(Self.status("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip, chunked\r\n\r\n") == 501)
        #expect(Self.status("GET / HTTP/1.2\r\nHost: a\r\n\r\n") == 505)
        #expect(Self.status("GET / HTTP/1.1 \r\nHost: a\r\n\r\n") == 400)
    }

    @Test func limitsAreAnsweredWithTheirOwnStatus() {
        var limits = HTTPRequestLimits()
        limits.target = 10
        limits.fields = 2
        limits.body = 5
        func status(_ text: String) -> Int? {
            guard case .failure(let error) = Self.parse(text, limits: limits) else { return nil }
            return error.status
        }
        #expect(status("GET /0123456789 HTTP/1.1\r\nHost: a\r\n\r\n") == 414)
        // Before the line has ended, once it cannot fit.
        #expect(status("GET /" + String(repeating: "a", count: 100)) == 414)
        #expect(status("GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\n\r\n") == 431)
        #expect(status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 6\r\n\r\n") == 413)
        #expect(status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n\r\n") == 413)
    }

    @Test func chunkedBodiesAreDecoded() throws {
        // RFC 9112 §7.1 with an extension and a trailer field.
        let body = Array("4;name=v\r\nWiki\r\n5\r\npedia\r\n0\r\nTrailer: x\r\n\r\nnext".utf8)
        let decoded = try #require(try ChunkedBody.decode(body[...], limit: 100)?.get())
        #expect(String(decoding: decoded.body, as: UTF8.self) == "Wikipedia" && decoded.length == body.count - 4)
        #expect(ChunkedBody.decode(Array("4\r\nWi".utf8)[...], limit: 100) == nil)
        #expect((try? ChunkedBody.decode(Array("g\r\n".utf8)[...], limit: 100)?.get()) == nil)
        if case .failure(let error) = ChunkedBody.decode(Array("9\r\n".utf8)[...], limit: 5) {
            #expect(error.status == 413)
        } else {
            Issue.record("a chunk over the limit is refused")
        }
    }

    /// Chunk sizes, extensions and trailers read by RFC 9112 §7.1's ABNF: every size that is not
    /// `1*HEXDIG` is refused, whatever a number reader would make of it; no size traps.
    @Test func chunkedFramingFollowsItsGrammar() {
        func outcome(_ text: String, limit: Int = 100) -> String {
            switch ChunkedBody.decode(Array(text.utf8)[...], limit: limit) {
            case nil: "wait"
            case .success(let decoded)?: String(decoding: decoded.body, as: UTF8.self)
            case .failure(let error)?: String(error.status)
            }
        }
        // Signs, prefixes and whitespace that `Int(_:radix:)` or `strtol` would take.
        for size in ["-1", "+2", "-0", "0x2", " 2", "2 ", "\t2", "2\t", "", "g", "2_0", "٢"] {
            #expect(outcome("\(size)\r\nab\r\n0\r\n\r\n") == "400", "size \(size.debugDescription)")
        }
        #expect(outcome("002\r\nab\r\n000\r\n\r\n") == "ab")
        #expect(outcome("A\r\n0123456789\r\n0\r\n\r\n") == "0123456789")
        // Past the limit however many digits, never overflowing.
        for size in ["65", "FFFFFFFFFFFFFFFF", "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", "8000000000000000"] {
            #expect(outcome("\(size)\r\n", limit: 100) == "413", "size \(size)")
        }
        #expect(outcome("32\r\n" + String(repeating: "x", count: 50) + "\r\n33\r\n", limit: 100) == "413")
        // Extensions: BWS around `;` and `=`, token or quoted-string values.
        for extensions in [";a", ";a=b", ";a=\"q s\\\"\";b", ";a;b=c"] {
            #expect(outcome("2\(extensions)\r\nab\r\n0\(extensions)\r\n\r\n") == "ab", "\(extensions)")
        }
        for extensions in [
            ";", ";=b", ";a=", ";a=\"open", ";a=b c", ";a@b", ";a=\"\u{01}\"", " ;a", "; a", ";a =b", ";a= b",
        ] {
            #expect(outcome("2\(extensions)\r\nab\r\n0\r\n\r\n") == "400", "\(extensions)")
        }
        // Line ends are CR LF; data is followed by CR LF.
        #expect(outcome("2\nab\r\n0\r\n\r\n") == "400")
        #expect(outcome("2\r\nab\n0\r\n\r\n") == "400")
        #expect(outcome("2\r\nabc\r\n0\r\n\r\n") == "400")
        #expect(outcome("2\r\nab\n") == "400" && outcome("2\r\nab\r\r") == "400")
        #expect(outcome("2\r\nab\r\n0\r\n\n") == "400")
        // Trailers are field lines.
        #expect(outcome("2\r\nab\r\n0\r\nX-T: 1\r\nY: 2\r\n\r\n") == "ab")
        for trailer in ["X-T : 1", " folded", "X T: 1", "X-T: a\u{01}"] {
            #expect(outcome("2\r\nab\r\n0\r\n\(trailer)\r\n\r\n") == "400", "\(trailer)")
        }
        #expect(outcome("2\r\nab\r\n0\r\n") == "wait")
        #expect(outcome("2\r\na") == "wait")
    }

    @Test func contentLengthIsDigitsOnly() throws {
        for value in ["+1", "-1", " 1 2", "0x1", "1.0", "1e1", "١"] {
            #expect(
                Self.status("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: \(value)\r\n\r\n") == 400,
                "\(value)")
        }
        #expect(
            try Self.parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 0000000000000000000000002\r\n\r\n")?
                .get().body == .length(2))
    }

    @Test func parametersAreDecodedAndControlCharactersRefusedByName() throws {
        let request = HTTPRequest(method: "GET", path: "/", query: "d=M0+0%20L1%2C2&flag&e=%C3%A9")
        let parameters = try request.parameters()
        #expect(parameters.map(\.name) == ["d", "flag", "e"])
        #expect(parameters.map(\.value) == ["M0 0 L1,2", "", "é"])
        for query in ["d=a%00b", "d=a%0Ab", "d=%C2%85", "d=%zz", "d=%C3"] {
            #expect(throws: HTTPError.self) {
                try HTTPRequest(method: "GET", path: "/", query: query).parameters()
            }
        }
        do {
            _ = try HTTPRequest(method: "GET", path: "/", query: "rate=4&d=x%00").parameters()
        } catch {
            #expect(error.parameter == "d")
        }
    }

    @Test func preconditionsFollowRFC9110() {
        let conditions = HTTPConditions(etag: "\"abc\"", lastModified: 1_000_000)
        func outcome(_ headers: [String: String], method: String = "GET") -> HTTPConditions.Outcome {
            conditions.evaluate(HTTPRequest(method: method, path: "/", headers: headers))
        }
        #expect(outcome(["if-none-match": "W/\"abc\""]) == .notModified)
        #expect(outcome(["if-none-match": "\"x\", \"abc\""]) == .notModified)
        #expect(outcome(["if-none-match": "*"], method: "POST") == .preconditionFailed)
        #expect(outcome(["if-match": "W/\"abc\""]) == .preconditionFailed)
        #expect(outcome(["if-match": "\"a,b\", \"abc\""]) == .proceed)
        #expect(outcome(["if-unmodified-since": "Mon, 12 Jan 1970 13:46:39 GMT"]) == .preconditionFailed)
        #expect(outcome(["if-unmodified-since": "Mon, 12 Jan 1970 13:46:40 GMT"]) == .proceed)
        // A date that is not an IMF-fixdate is ignored (RFC 9110 §13.1.4).
        #expect(outcome(["if-unmodified-since": "yesterday"]) == .proceed)
        #expect(outcome(["if-modified-since": "Mon, 12 Jan 1970 13:46:40 GMT"]) == .notModified)
        #expect(outcome(["if-none-match": "\"x\"", "if-modified-since": "Mon, 12 Jan 1970 13:46:40 GMT"]) == .proceed)
        #expect(HTTPResponse.httpDate(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPResponse.seconds(ofHTTPDate: "Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
    }

    @Test func crossOriginAccessDependsOnTheEndpoint() throws {
        let policy = try CrossOriginPolicy.parse("https://Shop.example:443, http://localhost:3000,*").get()
        #expect(policy.anyOrigin && policy.origins == ["https://shop.example", "http://localhost:3000"])
        #expect(policy.allows("https://other.example", .publicRead, host: "svc"))
        #expect(!policy.allows("https://other.example", .namedOrigins, host: "svc"))
        #expect(policy.allows("http://localhost:3000", .namedOrigins, host: "svc"))
        #expect(policy.allows("http://svc:8080", .sameOrigin, host: "svc:8080"))
        #expect(!policy.allows("null", .namedOrigins, host: "svc"))
        for bad in ["shop.example", "https://shop.example/path", "ftp://x", "https://u@x"] {
            #expect((try? CrossOriginPolicy.parse(bad).get()) == nil, "\(bad)")
        }
        var response = HTTPResponse(status: 200)
        let request = HTTPRequest(
            method: "GET", path: "/", headers: ["origin": "http://localhost:3000", "host": "svc"])
        CrossOriginPolicy(origins: ["http://localhost:3000"]).decorate(&response, for: request, .namedOrigins)
        #expect(response.header("Access-Control-Allow-Origin") == "http://localhost:3000")
        #expect(response.header("Vary") == "Origin" && response.header("Access-Control-Allow-Credentials") == nil)
    }

    @Test func responsesNeverCarryAnInjectedHeader() {
        let response = HTTPResponse(
            status: 200, headers: [("X-Echo", "a\r\nSet-Cookie: b"), ("Bad Name", "c"), ("Content-Length", "9")],
            body: Array("hi".utf8))
        let wire = String(decoding: response.wire(headOnly: true, closing: false, date: "D"), as: UTF8.self)
        #expect(wire == "HTTP/1.1 200 OK\r\nDate: D\r\nContent-Length: 2\r\n\r\n")
        let notModified = HTTPResponse(status: 304, headers: [("ETag", "\"a\"")])
        #expect(
            String(decoding: notModified.wire(headOnly: false, closing: true, date: "D"), as: UTF8.self)
                == "HTTP/1.1 304 Not Modified\r\nETag: \"a\"\r\nDate: D\r\nConnection: close\r\n\r\n")
    }
}
