import CHTTPShim

/// SHA-256, by OpenSSL: the strong validator of a response (its ETag).
public enum Digest {
    /// The hex SHA-256 of `text`'s UTF-8 bytes.
    public static func sha256Hex(_ text: String) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { ttg_sha256($0.baseAddress, $0.count, &digest) }
        let hex = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(64)
        for byte in digest { text += [hex[Int(byte >> 4)], hex[Int(byte & 15)]] }
        return String(decoding: text, as: UTF8.self)
    }
}
