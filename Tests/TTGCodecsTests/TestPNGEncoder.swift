/// A small PNG writer for decoder tests, independent of libpng and of TTGCairo.
///
/// It writes any color type and bit depth that PNG allows, with PLTE, tRNS and
/// gAMA chunks when asked, Adam7 interlacing when asked, filter type 0 on every
/// scanline, and zlib "stored" (uncompressed) deflate blocks, so no compressor
/// is involved: what a decoder returns can be checked against the raw samples
/// the test chose.
struct TestPNGEncoder: Sendable {
    /// PNG color types (PNG specification, 11.2.2) and how many samples a pixel has.
    enum ColorType: UInt8, Sendable {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    var width: Int
    var height: Int
    var colorType: ColorType
    var bitDepth: Int
    /// `width × height × colorType.channels` samples, rows top to bottom, each
    /// below `1 << bitDepth` (palette indices for `.palette`).
    var samples: [Int]
    /// PLTE entries, red, green, blue.
    var palette: [(UInt8, UInt8, UInt8)] = []
    /// The body of a tRNS chunk, written as given (none when nil).
    var transparency: [UInt8]? = nil
    /// The gAMA chunk's value (gamma × 100 000), none when nil.
    var gamma: UInt32? = nil
    var interlaced = false
    /// IDAT chunks carry at most this many bytes each, so that a stream spans several.
    var idatChunkSize = 200

    /// The PNG file.
    func encode() -> [UInt8] {
        precondition(samples.count == width * height * colorType.channels, "sample count")
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        png += Self.chunk("IHDR", header)
        if let gamma { png += Self.chunk("gAMA", Self.bigEndian(gamma)) }
        if !palette.isEmpty { png += Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { png += Self.chunk("tRNS", transparency) }
        let stream = Self.zlibStored(filteredScanlines())
        for start in stride(from: 0, to: stream.count, by: idatChunkSize) {
            png += Self.chunk("IDAT", Array(stream[start..<min(stream.count, start + idatChunkSize)]))
        }
        png += Self.chunk("IEND", [])
        return png
    }

    /// The image data before compression: for each (sub-)image row, filter byte 0 then the packed samples.
    func filteredScanlines() -> [UInt8] {
        // Adam7 passes (PNG specification, 8.2): first column and row, column and row steps.
        let passes =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let columns = Array(stride(from: x0, to: width, by: dx))
            guard !columns.isEmpty else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                data.append(0)  // filter type None
                var row: [Int] = []
                for x in columns {
                    let first = (y * width + x) * colorType.channels
                    row += samples[first..<first + colorType.channels]
                }
                data += pack(row)
            }
        }
        return data
    }

    /// Samples packed at `bitDepth` bits, most significant bits first, the last byte padded with zeros.
    func pack(_ values: [Int]) -> [UInt8] {
        if bitDepth == 16 { return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if bitDepth == 8 { return values.map { UInt8($0) } }
        var bytes: [UInt8] = []
        var current = 0
        var used = 0
        for value in values {
            precondition(value < 1 << bitDepth, "sample \(value) does not fit \(bitDepth) bits")
            current = current << bitDepth | value
            used += bitDepth
            if used == 8 {
                bytes.append(UInt8(current))
                current = 0
                used = 0
            }
        }
        if used > 0 { bytes.append(UInt8(current << (8 - used))) }
        return bytes
    }

    /// A chunk: length, type, data, and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// A zlib stream (RFC 1950) of deflate "stored" blocks (RFC 1951, 3.2.4) and the Adler-32 of `data`.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window; (0x78 << 8 | 0x01) % 31 == 0
        var start = 0
        repeat {
            let length = min(65535, data.count - start)
            let isFinal = start + length == data.count
            stream.append(isFinal ? 1 : 0)  // BFINAL, BTYPE = 00
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += data[start..<start + length]
            start += length
        } while start < data.count
        return stream + bigEndian(adler32(data))
    }

    /// CRC-32 as PNG defines it (ISO 3309, reflected polynomial 0xEDB88320), bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Adler-32 (RFC 1950, 8.2).
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// `value` as four big-endian bytes.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
