import TTGBase
import Testing

@testable import TTGCaptcha

@Suite struct PassTokenTests {
    let key = CaptchaAuthority.tokenKey(secret: "s3cret")
    let token = PassToken(
        id: String(repeating: "a", count: 32), challenge: String(repeating: "b", count: 32), expiresAt: 1_800_000_000)

    @Test func aSignedTokenReadsBack() {
        #expect(PassToken(text: token.text(key: key), key: key) == token)
        let placed = PassToken(
            id: token.id, challenge: token.challenge, expiresAt: token.expiresAt, input: .click,
            issuedAt: 1_799_999_880, origin: "https://shop.example:8443")
        let text = placed.text(key: key)
        #expect(text.hasPrefix("ttgpass3.") && text.split(separator: ".").count == 8)
        #expect(PassToken(text: text, key: key) == placed)
    }

    /// A token of the version before (no issue time, no origin), signed as it was, still redeems:
    /// a node not yet restarted may have issued it.
    @Test func aTokenOfTheVersionBeforeReadsBack() {
        let signed = "ttgpass2.\(token.id).\(token.challenge).\(token.expiresAt).drag"
        let text = signed + "." + Hex.string(SHA256Digest.hmac(key: key, signed))
        #expect(PassToken(text: text, key: key) == token)
        #expect(PassToken(text: text.replacingOccurrences(of: ".drag.", with: ".keys."), key: key) == nil)
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

    /// A token says which input earned it, signed: changing the input is an altered token.
    @Test func theInputIsSaidUnderTheSignature() throws {
        for input in CaptchaInput.allCases {
            let earned = PassToken(id: token.id, challenge: token.challenge, expiresAt: token.expiresAt, input: input)
            let text = earned.text(key: key)
            #expect(text.contains(".\(input.rawValue)."))
            #expect(PassToken(text: text, key: key) == earned)
            #expect(earned.method == (input == .work ? .work : .puzzle))
            for other in CaptchaInput.allCases where other != input {
                let forged = text.replacingOccurrences(of: ".\(input.rawValue).", with: ".\(other.rawValue).")
                #expect(PassToken(text: forged, key: key) == nil, "\(input) as \(other)")
            }
        }
    }

    /// One spelling: an expiry with a leading zero or a sign, an id in upper case, an extra part, is
    /// refused before the signature is looked at (a leading 0 redeemed, and + passed the
    /// signature, while Int() read the expiry).
    @Test func everyOtherSpellingIsRefused() {
        let text = token.text(key: key)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        func respelt(_ index: Int, _ value: String) -> String {
            var changed = parts
            changed[index] = value
            return changed.joined(separator: ".")
        }
        for spelling in [
            respelt(3, "0" + parts[3]), respelt(3, "+" + parts[3]), respelt(3, parts[3] + " "),
            respelt(3, "1800000000000000000"), respelt(1, parts[1].uppercased()), respelt(2, parts[2] + "0"),
            respelt(4, "Drag"), text + ".", "." + text, text.replacingOccurrences(of: "ttgpass3", with: "ttgpass1"),
            respelt(5, "0" + "1799999880"), respelt(6, "aHR0cHM6Ly9zaG9wLmV4YW1wbGU="),
            respelt(6, "aHR0cHM6Ly9zaG9wLmV4YW1wbGU+"),
        ] {
            #expect(PassToken(text: spelling, key: key) == nil, "\(spelling)")
        }
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
        #expect(PassToken(text: "ttgpass2.....", key: key) == nil)
        #expect(PassToken(text: "ttgpass3.......", key: key) == nil)
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
