import Testing

@testable import TTGHTTP

/// Who a request's client is: addresses read and masked as RFC 4291 and RFC 4632 write them, the
/// forwarded lists of `X-Forwarded-For` and RFC 7239's `Forwarded` (its own examples) walked from
/// the right, and the networks clients are counted in.
@Suite struct ClientNetworksTests {
    @Test func addressesReadAndWriteTheirStandardForms() throws {
        #expect(IPAddress("192.0.2.1")?.bytes == [192, 0, 2, 1])
        #expect(IPAddress("2001:DB8:0:0:0:0:0:1")?.description == "2001:db8::1")
        #expect(IPAddress("::1")?.bytes == Array(repeating: 0, count: 15) + [1])
        // A dual-stack socket's IPv4 peer is the IPv4 address.
        #expect(IPAddress("::ffff:192.0.2.1") == IPAddress("192.0.2.1"))
        for text in ["", "192.0.2", "192.0.2.256", "example.com", "[::1]", "192.0.2.1:80", "1::2::3", " 192.0.2.1"] {
            #expect(IPAddress(text) == nil, "\(text)")
        }
    }

    @Test func maskingKeepsTheLeadingBits() throws {
        let four = try #require(IPAddress("203.0.113.77"))
        #expect(four.masked(prefix: 32) == four)
        #expect(four.masked(prefix: 24).description == "203.0.113.0")
        #expect(four.masked(prefix: 20).description == "203.0.112.0")  // 113 = 0111 0001: four bits kept, 0111 0000
        #expect(four.masked(prefix: 0).description == "0.0.0.0")
        let six = try #require(IPAddress("2001:db8:1234:5678:9abc:def0:1:2"))
        #expect(six.masked(prefix: 64).description == "2001:db8:1234:5678::")
        #expect(six.masked(prefix: 56).description == "2001:db8:1234:5600::")
        #expect(six.masked(prefix: 128) == six)
    }

    @Test func blocksHoldTheirAddressesOnly() throws {
        let block = try #require(AddressBlock("10.0.0.0/8"))
        #expect(block.contains(try #require(IPAddress("10.255.1.2"))))
        #expect(!block.contains(try #require(IPAddress("11.0.0.1"))))
        // Never across families: ::a00:1 has the same last four bytes as 10.0.0.1.
        #expect(!block.contains(try #require(IPAddress("::a00:1"))))
        #expect(AddressBlock("2001:db8::/32")?.contains(try #require(IPAddress("2001:db8:ffff::1"))) == true)
        #expect(AddressBlock("192.0.2.1")?.prefix == 32)
        #expect(AddressBlock("::1")?.prefix == 128)
        for text in ["10.0.0.1/8", "10.0.0.0/33", "::/129", "10.0.0.0/", "10.0.0.0/-1", "10.0.0.0/+8", "host/8"] {
            #expect(AddressBlock(text) == nil, "\(text)")
        }
    }

    static let proxies = TrustedProxies([AddressBlock("10.0.0.0/8")!, AddressBlock("2001:db8:cafe::/48")!])

    static func client(peer: String, _ headers: [String: String]) -> String? {
        proxies.client(of: HTTPRequest(method: "POST", path: "/", headers: headers, client: peer))?.description
    }

    @Test func anUntrustedPeerIsItsOwnClientWhateverItWrites() {
        #expect(Self.client(peer: "198.51.100.9", ["x-forwarded-for": "192.0.2.1"]) == "198.51.100.9")
        #expect(Self.client(peer: "198.51.100.9", ["forwarded": "for=192.0.2.1"]) == "198.51.100.9")
        #expect(Self.client(peer: "10.0.0.5", [:]) == "10.0.0.5")
    }

    @Test func theClientIsTheRightmostUntrustedHop() {
        // A client forging an entry to the left is not believed: the proxy appended the real one.
        #expect(Self.client(peer: "10.0.0.5", ["x-forwarded-for": "1.2.3.4, 192.0.2.60"]) == "192.0.2.60")
        // Two trusted proxies in a row: the walk passes them both.
        #expect(
            Self.client(peer: "10.0.0.5", ["x-forwarded-for": "1.2.3.4, 192.0.2.60, 10.9.9.9"]) == "192.0.2.60")
        // Only trusted hops: the leftmost is the client.
        #expect(Self.client(peer: "10.0.0.5", ["x-forwarded-for": "10.1.1.1,10.2.2.2"]) == "10.1.1.1")
        // An entry that is no address ends the walk at the nearest trusted hop.
        #expect(Self.client(peer: "10.0.0.5", ["x-forwarded-for": "192.0.2.60, garbage"]) == "10.0.0.5")
        #expect(Self.client(peer: "10.0.0.5", ["x-forwarded-for": "192.0.2.60:4711"]) == "192.0.2.60")
    }

    /// RFC 7239 §4 and §7.4's own examples, each behind a trusted peer.
    @Test func forwardedIsReadAsRFC7239WritesIt() {
        #expect(Self.client(peer: "10.0.0.5", ["forwarded": #"for="_gazonk""#]) == "10.0.0.5")
        #expect(
            Self.client(peer: "10.0.0.5", ["forwarded": #"For="[2001:db8:cafe::17]:4711""#]) == "2001:db8:cafe::17")
        #expect(
            Self.client(peer: "10.0.0.5", ["forwarded": "for=192.0.2.60;proto=http;by=203.0.113.43"]) == "192.0.2.60")
        #expect(Self.client(peer: "10.0.0.5", ["forwarded": "for=192.0.2.43, for=198.51.100.17"]) == "198.51.100.17")
        // 2001:db8:cafe::17 is inside the trusted /48, so the walk goes on to the hop before it.
        #expect(
            Self.client(peer: "10.0.0.5", ["forwarded": #"for=192.0.2.43, for="[2001:db8:cafe::17]", for=unknown"#])
                == "10.0.0.5")
        #expect(
            Self.client(peer: "10.0.0.5", ["forwarded": #"for=192.0.2.43, for="[2001:db8:cafe::17]""#])
                == "192.0.2.43")
        // A quoted comma inside another parameter does not split the element.
        #expect(
            Self.client(peer: "10.0.0.5", ["forwarded": #"for=192.0.2.43;host="a,b", for=10.3.3.3"#]) == "192.0.2.43")
        // X-Forwarded-For, what most proxies write, is read first.
        #expect(
            Self.client(peer: "10.0.0.5", ["x-forwarded-for": "192.0.2.1", "forwarded": "for=192.0.2.2"])
                == "192.0.2.1")
    }

    @Test func clientsAreCountedByTheirNetwork() {
        let networks = ClientNetworks(proxies: Self.proxies)
        func network(_ peer: String, _ headers: [String: String] = [:]) -> String {
            networks.network(of: HTTPRequest(method: "POST", path: "/", headers: headers, client: peer))
        }
        #expect(network("192.0.2.7") == "192.0.2.7/32")
        #expect(network("::ffff:192.0.2.7") == "192.0.2.7/32")
        // Every address of one /64 is one client.
        #expect(network("2001:db8:1:2::1") == "2001:db8:1:2::/64")
        #expect(network("2001:db8:1:2:ffff:ffff:ffff:ffff") == "2001:db8:1:2::/64")
        #expect(network("2001:db8:1:3::1") == "2001:db8:1:3::/64")
        #expect(network("10.0.0.5", ["x-forwarded-for": "2001:db8:1:2::9"]) == "2001:db8:1:2::/64")
        let coarse = ClientNetworks(ipv4Prefix: 24, ipv6Prefix: 48)
        #expect(
            coarse.network(of: HTTPRequest(method: "GET", path: "/", client: "192.0.2.200")) == "192.0.2.0/24")
        #expect(
            coarse.network(of: HTTPRequest(method: "GET", path: "/", client: "2001:db8:1:2::1")) == "2001:db8:1::/48")
        #expect(networks.network(of: HTTPRequest(method: "GET", path: "/", client: "")) == "")
    }
}
