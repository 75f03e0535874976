/// The proxies whose word on the client's address is taken: a request from one of them names its
/// client in `X-Forwarded-For`, or, when it has none, in `Forwarded` (RFC 7239), each proxy on the
/// way adding the address it heard from.
///
/// The client is the rightmost address on that list that is not itself a trusted proxy: every
/// entry to its left was written by the client or by a proxy nobody vouches for. A request from
/// any other peer is its own client, whatever it writes.
public struct TrustedProxies: Hashable, Sendable {
    public var blocks: [AddressBlock]

    public init(_ blocks: [AddressBlock]) { self.blocks = blocks }

    /// Whether `address` is in one of the blocks.
    public func trusts(_ address: IPAddress) -> Bool { blocks.contains { $0.contains(address) } }

    /// The client of `request`; nil when its peer's address is not an IP address.
    ///
    /// Walking the forwarded list from the right, an entry that is not an address (`unknown`, an
    /// obfuscated name, garbage) ends the walk: the last trusted hop before it is the client.
    public func client(of request: HTTPRequest) -> IPAddress? {
        guard var client = IPAddress(request.client) else { return nil }
        guard trusts(client) else { return client }
        for hop in Self.hops(request.headers).reversed() {
            guard let address = hop else { break }
            client = address
            if !trusts(address) { break }
        }
        return client
    }

    /// The forwarded addresses, leftmost first (nil for an entry that is not an address).
    static func hops(_ headers: [String: String]) -> [IPAddress?] {
        if let list = headers["x-forwarded-for"] {
            return list.split(separator: ",").map { node($0.trimmingSpaces) }
        }
        guard let forwarded = headers["forwarded"] else { return [] }
        return split(forwarded[...], at: ",").map { element in
            let pairs = split(element, at: ";").map { $0.split(separator: "=", maxSplits: 1) }
            guard let value = pairs.first(where: { $0.count == 2 && $0[0].trimmingSpaces.lowercased() == "for" })?[1]
            else { return nil }
            return node(value.trimmingSpaces)
        }
    }

    /// A node as proxies write it: `192.0.2.1`, `192.0.2.1:4711`, `2001:db8::1`,
    /// `[2001:db8::1]:4711`, any of them in double quotes.
    static func node(_ text: Substring) -> IPAddress? {
        var text = text
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = text.dropFirst().dropLast() }
        if text.first == "[" {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy(\.isNumber)) else { return nil }
            return IPAddress(text[text.index(after: text.startIndex)..<close])
        }
        if let address = IPAddress(text) { return address }
        // An IPv4 address with a port.
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].allSatisfy(\.isNumber) else { return nil }
        return IPAddress(parts[0]).flatMap { $0.isIPv4 ? $0 : nil }
    }

    /// `text` cut at each `separator` outside double quotes.
    private static func split(_ text: Substring, at separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { quoted.toggle() }
            if character == "\\", quoted, text.index(after: index) < text.endIndex {
                index = text.index(after: index)
            } else if character == separator, !quoted {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        parts.append(text[start...])
        return parts
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
