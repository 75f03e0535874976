import COpenSSL

/// SHA-256 and HMAC-SHA-256, by OpenSSL's libcrypto.
public enum SHA256Digest {
    /// The 32-byte digest of `text`'s UTF-8 bytes.
    public static func of(_ text: String) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var bytes = Array(text.utf8)
        _ = SHA256(&bytes, bytes.count, &digest)
        return digest
    }

    /// The 32-byte HMAC-SHA-256 of `text` under `key`.
    public static func hmac(key: [UInt8], _ text: String) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 32
        let bytes = Array(text.utf8)
        _ = key.withUnsafeBytes { keyBytes in
            HMAC(EVP_sha256(), keyBytes.baseAddress, Int32(key.count), bytes, bytes.count, &digest, &length)
        }
        return digest
    }

    /// True when two digests are equal, in time that does not depend on where they differ.
    public static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return CRYPTO_memcmp(a, b, a.count) == 0
    }
}
