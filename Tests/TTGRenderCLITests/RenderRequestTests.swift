import Testing

@testable import TTGRenderCLI
@testable import TTGServe

/// URLs read into command lines, without a server.
@Suite struct RenderRequestTests {
    static func request(_ path: String, _ query: [(String, String)] = []) throws(RenderRequest.Refusal) -> RenderRequest
    {
        try RenderRequest(path: path, query: query.map { (name: $0.0, value: $0.1) }, root: TTGRender.root)
    }

    @Test func pathsSelectTheCommandAndTheFormat() throws {
        let emoji = try Self.request("/v1/emoji.png", [("rate", "4.2"), ("fill", "")])
        #expect(emoji.words == ["emoji"] && emoji.format == .png)
        #expect(emoji.arguments == ["--rate=4.2", "--fill", "-o", "emoji.png"])
        let glyph = try Self.request("/v1/refresh/auroraLoop.json", [("loop", "true")])
        #expect(glyph.words == ["refresh"] && glyph.format == .lottie)
        #expect(glyph.arguments == ["--style=auroraLoop", "--loop", "-o", "auroraLoop.json"])
        #expect(try Self.request("/v1/path.svg", [("d", "M0 0")]).words == ["path", "render"])
        #expect(try Self.request("/v1/path/follow.gif", [("d", "M0 0")]).words == ["path", "follow"])
        let info = try Self.request("/v1/path/info", [("d", "M0 0")])
        #expect(info.format == nil && info.arguments == ["--d=M0 0"])
        #expect(try Self.request("/v1/styles").arguments == ["--json"])
        // A flag set to false is left out; a value starting with '-' stays a value.
        #expect(
            try Self.request("/v1/emoji.png", [("loop", "false"), ("rate", "-1")]).arguments.prefix(1) == ["--rate=-1"])
    }

    /// The normal form sorts the parameters, so equal requests share a cache entry and an ETag.
    @Test func theNormalFormIgnoresQueryOrder() throws {
        let a = try Self.request("/v1/emoji.png", [("rate", "2"), ("scale", "2")])
        let b = try Self.request("/v1/emoji.png", [("scale", "2"), ("rate", "2")])
        let c = try Self.request("/v1/emoji.svg", [("scale", "2"), ("rate", "2")])
        #expect(a.normalized == b.normalized && a.normalized == "emoji.png?rate=2&scale=2")
        #expect(c.normalized != a.normalized)
        // Separators inside values cannot make two requests look the same.
        let tricky = try Self.request("/v1/path.png", [("d", "M0 0&fill=red")])
        let plain = try Self.request("/v1/path.png", [("d", "M0 0"), ("fill", "red")])
        #expect(tricky.normalized != plain.normalized)
    }

    @Test func refusalsNameWhatIsWrong() {
        func refusal(_ path: String, _ query: [(String, String)] = []) -> RenderRequest.Refusal? {
            do {
                _ = try Self.request(path, query)
                return nil
            } catch { return error as? RenderRequest.Refusal }
        }
        #expect(refusal("/v1/emoji.png", [("sise", "3")])?.message == "unknown parameter 'sise'; did you mean 'size'?")
        #expect(refusal("/v1/emoji.png", [("out-dir", "x")])?.parameter == "out-dir")
        #expect(refusal("/v1/refresh/a/b.png")?.status == 404)
        #expect(refusal("/v1/emoji.tiff")?.status == 404)
        #expect(refusal("/v1/puzzle.png")?.status == 400)
        #expect(refusal("/v1/puzzle.png", [("seed", "1")]) == nil)
    }
}
