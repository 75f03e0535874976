/// Hexadecimal digits of bytes, and bytes from the secure generator.
public enum Hex {
    public static func string(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `count` bytes from the system's secure generator, as hexadecimal digits.
    public static func random(bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return string((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
}

extension Hex {
    /// The bytes of an even number of lower-case hexadecimal digits, as ``string(_:)`` writes
    /// them; nil for anything else, upper case included, so that one value has one spelling.
    public static func bytes(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }
}
