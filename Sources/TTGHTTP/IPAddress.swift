#if canImport(Glibc)
    import Glibc
#endif

/// An IPv4 or IPv6 address as its bytes (4 or 16), read from and written in the standard text
/// forms. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket reports for
/// an IPv4 peer) is read as the IPv4 address it maps, so one client has one address whichever
/// socket it came in on.
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// 4 bytes for IPv4, 16 for IPv6, in network order.
    public let bytes: [UInt8]

    public var isIPv4: Bool { bytes.count == 4 }

    /// The address `text` spells (`192.0.2.1`, `2001:db8::1`); nil for anything else, a host
    /// name, a port or brackets included.
    public init?(_ text: some StringProtocol) {
        let text = String(text)
        var four = in_addr()
        if inet_pton(AF_INET, text, &four) == 1 {
            bytes = withUnsafeBytes(of: &four) { Array($0) }
            return
        }
        var sixteen = in6_addr()
        guard inet_pton(AF_INET6, text, &sixteen) == 1 else { return nil }
        let all = withUnsafeBytes(of: &sixteen) { Array($0) }
        bytes = all.prefix(12).elementsEqual(Self.mappedPrefix) ? Array(all.suffix(4)) : all
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The 12 bytes that begin an IPv4-mapped IPv6 address.
    private static let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]

    /// The address with every bit past the first `prefix` cleared: its network.
    public func masked(prefix: Int) -> IPAddress {
        IPAddress(
            bytes: bytes.indices.map { index in
                let kept = min(8, max(0, prefix - index * 8))
                return bytes[index] & UInt8(truncatingIfNeeded: 0xFF00 >> kept)
            })
    }

    /// The shortest standard form (`2001:db8::1`).
    public var description: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        bytes.withUnsafeBytes { raw in
            _ = inet_ntop(isIPv4 ? AF_INET : AF_INET6, raw.baseAddress, &text, socklen_t(text.count))
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A block of addresses in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`); an address alone is a
/// block of one.
public struct AddressBlock: Hashable, Sendable, CustomStringConvertible {
    /// The block's first address.
    public let network: IPAddress
    /// Leading bits every address of the block shares.
    public let prefix: Int

    /// The block `text` spells; nil when it is not one (a prefix past the address's bits, or
    /// host bits set past it, as in `10.0.0.1/8`).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress(parts[0]) else { return nil }
        let width = address.bytes.count * 8
        let prefix: Int
        if parts.count == 2 {
            guard parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let given = Int(parts[1]),
                (0...width).contains(given)
            else {
                return nil
            }
            prefix = given
        } else {
            prefix = width
        }
        guard address.masked(prefix: prefix) == address else { return nil }
        network = address
        self.prefix = prefix
    }

    /// Whether `address` is in the block (never across IPv4 and IPv6).
    public func contains(_ address: IPAddress) -> Bool {
        address.bytes.count == network.bytes.count && address.masked(prefix: prefix) == network
    }

    public var description: String { "\(network)/\(prefix)" }
}
