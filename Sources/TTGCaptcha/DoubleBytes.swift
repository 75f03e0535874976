/// Numbers as the stores keep them: little-endian doubles, 8 bytes each, read back exactly.
enum DoubleBytes {
    static func bytes(_ values: [Double]) -> [UInt8] {
        values.flatMap { value in withUnsafeBytes(of: value.bitPattern.littleEndian) { Array($0) } }
    }

    static func values(_ bytes: [UInt8]) -> [Double] {
        (0..<(bytes.count / 8)).map { index in
            var bits: UInt64 = 0
            for byte in (0..<8).reversed() { bits = bits << 8 | UInt64(bytes[index * 8 + byte]) }
            return Double(bitPattern: bits)
        }
    }
}
