/// How a service tells its clients apart: by the network of the address a request came from
/// (through the proxies it trusts), so that one client cannot become many by taking the next
/// address of its own block. IPv4 addresses are grouped by their first 32 bits and IPv6 ones by
/// their first 64 by default: a /64 is what one home or one server is given.
public struct ClientNetworks: Hashable, Sendable {
    public var proxies: TrustedProxies
    /// Leading bits that name an IPv4 client's network.
    public var ipv4Prefix: Int
    /// Leading bits that name an IPv6 client's network.
    public var ipv6Prefix: Int

    public static let defaultIPv4Prefix = 32
    public static let defaultIPv6Prefix = 64

    public init(
        proxies: TrustedProxies = TrustedProxies([]), ipv4Prefix: Int = defaultIPv4Prefix,
        ipv6Prefix: Int = defaultIPv6Prefix
    ) {
        self.proxies = proxies
        self.ipv4Prefix = ipv4Prefix
        self.ipv6Prefix = ipv6Prefix
    }

    /// The network `request`'s client is in, as a block (`203.0.113.7/32`, `2001:db8:1:2::/64`);
    /// the peer's text as given when it is not an IP address.
    public func network(of request: HTTPRequest) -> String {
        guard let address = proxies.client(of: request) else { return request.client }
        let prefix = address.isIPv4 ? ipv4Prefix : ipv6Prefix
        return "\(address.masked(prefix: prefix))/\(prefix)"
    }

    /// The network a connection from `peer` counts in for the connection limits: the peer's
    /// network, or nil for a trusted proxy, whose connections carry many clients.
    public func connectionNetwork(peer: String) -> String? {
        guard let address = IPAddress(peer) else { return peer }
        if proxies.trusts(address) { return nil }
        let prefix = address.isIPv4 ? ipv4Prefix : ipv6Prefix
        return "\(address.masked(prefix: prefix))/\(prefix)"
    }
}
