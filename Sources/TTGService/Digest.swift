import CHTTPShim

/// SHA-256, by OpenSSL: the strong validator of a response (its ETag).
public enum Digest {
    /// The hex SHA-256 of `text`'s UTF-8 bytes.
    public static func sha256Hex(_ text: String) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { ttg_sha256($0.baseAddress, $0.count, &digest) }
        return digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
