/// A ZIP archive (APPNOTE 6.3) of named files, each deflated, as dotLottie and other bundle
/// formats hold their parts: local headers and data in order, then the central directory.
///
/// The same entries give the same bytes: every entry is dated 1980-01-01 00:00 (the format's
/// epoch), with no extra fields, so an export is reproducible. Names are UTF-8 (flag bit 11).
public enum ZipArchive {
    /// The archive of `entries` (names with `/` between folders), in their order.
    ///
    /// - Throws: ``CodecError`` when memory runs out, or an entry or the archive passes
    ///   the 4 GiB and 65,535-entry limits of a ZIP without its 64-bit extension.
    public static func bytes(_ entries: [(name: String, bytes: [UInt8])]) throws -> [UInt8] {
        guard entries.count < 0xFFFF else { throw CodecError.zipEncoding("a ZIP holds at most 65,534 entries") }
        var out: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8)
            let data = try deflateCompress(entry.bytes, level: 9)
            let crc = entry.bytes.withUnsafeBytes { crc32($0) }
            guard entry.bytes.count < 0xFFFF_FFFF, out.count + data.count < 0xFFFF_FFFF, name.count < 0xFFFF else {
                throw CodecError.zipEncoding("\(entry.name) does not fit a ZIP without its 64-bit extension")
            }
            let offset = UInt32(out.count)
            // Version needed 2.0 (deflate), UTF-8 names, deflate, the epoch's time and date.
            var shared: [UInt8] = []
            shared.append(littleEndian: UInt16(20))
            shared.append(littleEndian: UInt16(0x0800))
            shared.append(littleEndian: UInt16(8))
            shared.append(littleEndian: UInt16(0))
            shared.append(littleEndian: UInt16(0x21))
            shared.append(littleEndian: crc)
            shared.append(littleEndian: UInt32(data.count))
            shared.append(littleEndian: UInt32(entry.bytes.count))
            shared.append(littleEndian: UInt16(name.count))
            shared.append(littleEndian: UInt16(0))

            out.append(littleEndian: UInt32(0x0403_4B50))
            out += shared + name + data

            directory.append(littleEndian: UInt32(0x0201_4B50))
            directory.append(littleEndian: UInt16(20))  // made by: MS-DOS, 2.0
            directory += shared
            directory.append(littleEndian: UInt16(0))  // comment length
            directory.append(littleEndian: UInt16(0))  // disk number
            directory.append(littleEndian: UInt16(0))  // internal attributes
            directory.append(littleEndian: UInt32(0))  // external attributes
            directory.append(littleEndian: offset)
            directory += name
        }
        let directoryOffset = UInt32(out.count)
        out += directory
        out.append(littleEndian: UInt32(0x0605_4B50))
        out.append(littleEndian: UInt16(0))
        out.append(littleEndian: UInt16(0))
        out.append(littleEndian: UInt16(entries.count))
        out.append(littleEndian: UInt16(entries.count))
        out.append(littleEndian: UInt32(directory.count))
        out.append(littleEndian: directoryOffset)
        out.append(littleEndian: UInt16(0))
        return out
    }
}

extension [UInt8] {
    /// Appends `value`'s bytes, least significant first.
    fileprivate mutating func append<T: FixedWidthInteger>(littleEndian value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
