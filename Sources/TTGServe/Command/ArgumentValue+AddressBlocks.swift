import Foundation
import TTGArguments
import TTGHTTP

extension ArgumentValue where Value == TrustedProxies {
    /// Addresses and CIDR blocks (`10.0.0.0/8,::1`), comma-separated.
    static var addressBlocks: Self {
        ArgumentValue(
            "CIDR,…",
            parse: { text, option in
                var blocks: [AddressBlock] = []
                for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let block = AddressBlock(entry.trimmingCharacters(in: .whitespaces)) else {
                        throw CLIError.badValue(
                            option, text,
                            "has '\(entry)', which is not an address or a block (10.0.0.0/8, 2001:db8::/32, ::1)")
                    }
                    blocks.append(block)
                }
                return TrustedProxies(blocks)
            },
            format: { proxies in proxies.blocks.map(\.description).joined(separator: ",") })
    }
}
