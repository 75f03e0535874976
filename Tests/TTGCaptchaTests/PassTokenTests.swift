import Testing

@testable import TTGCaptcha

@Suite struct PassTokenTests {
    let key = CaptchaAuthority.tokenKey(secret: "s3cret")
    let token = PassToken(
        id: String(repeating: "a", count: 32), challenge: String(repeating: "b", count: 32), expiresAt: 1_800_000_000)

    @Test func aSignedTokenReadsBack() {
        #expect(PassToken(text: token.text(key: key), key: key) == token)
    }

    @Test func anyChangedCharacterIsRefused() {
        let text = token.text(key: key)
        for index in text.indices where text[index] != "." {
            var altered = text
            altered.replaceSubrange(index...index, with: text[index] == "0" ? "1" : "0")
            #expect(
                PassToken(text: altered, key: key) == nil,
                "changed at \(text.distance(from: text.startIndex, to: index))")
        }
    }

    /// A token earned by work alone says so, signed: dropping the mark is an altered token.
    @Test func aWorkTokenSaysSoUnderItsSignature() throws {
        let work = PassToken(id: token.id, challenge: token.challenge, expiresAt: token.expiresAt, method: .work)
        let text = work.text(key: key)
        #expect(text.contains(".work."))
        #expect(PassToken(text: text, key: key) == work)
        #expect(PassToken(text: text.replacingOccurrences(of: ".work.", with: "."), key: key) == nil)
        #expect(PassToken(text: token.text(key: key), key: key)?.method == .puzzle)
    }

    /// One token, one string: the signature in upper case is another string, refused.
    @Test func aSignatureInUpperCaseIsRefused() {
        let text = token.text(key: key)
        let dot = text.lastIndex(of: ".")!
        let shouted = String(text[...dot]) + text[text.index(after: dot)...].uppercased()
        #expect(shouted != text)
        #expect(PassToken(text: shouted, key: key) == nil)
    }

    @Test func anotherSecretsTokenIsRefused() {
        let other = CaptchaAuthority.tokenKey(secret: "other")
        #expect(PassToken(text: token.text(key: other), key: key) == nil)
        #expect(PassToken(text: "", key: key) == nil)
        #expect(PassToken(text: "ttgpass1....", key: key) == nil)
    }

    /// HMAC-SHA-256 against RFC 4231's test case 2 ("Jefe").
    @Test func hmacMatchesRFC4231() {
        let mac = SHA256Digest.hmac(key: Array("Jefe".utf8), "what do ya want for nothing?")
        #expect(Hex.string(mac) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test func hexRoundTrips() {
        #expect(Hex.bytes("00ff10ab") == [0, 255, 16, 171])
        #expect(Hex.bytes("00ff10Ab") == nil)
        #expect(Hex.bytes("0") == nil)
        #expect(Hex.bytes("zz") == nil)
        #expect(Hex.random(bytes: 16).count == 32)
        #expect(Hex.random(bytes: 16) != Hex.random(bytes: 16))
    }
}
