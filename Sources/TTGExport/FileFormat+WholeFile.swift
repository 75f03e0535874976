import Foundation
import TTGGeometry

extension FileFormat {
    /// True when the file at `path` is one whole picture of this format whose size is `size`
    /// (pixels for PNG and JPEG, the page for SVG, PDF, Lottie and a vector drawable: ``OutputSettings/statedSize(_:)``): what `--skip-existing` keeps of an earlier export.
    ///
    /// Only as much is read as that takes: a PNG's chunk headers (IHDR's size, then each length up
    /// to an IEND that ends the file), a JPEG's segments up to its scan (the frame header's size)
    /// and its last two bytes (EOI), an SVG's root element and its end tag. A PDF is read through
    /// for its media box between `%PDF-` and `%%EOF`, and a Lottie parsed whole, since only that
    /// says its JSON is complete.
    /// A format that holds no picture (GIF, WebP, dotLottie, a Telegram sticker) is never kept.
    public func isWholePicture(at path: String, size: Size) -> Bool {
        guard let file = ReadOnlyFile(path) else { return false }
        switch self {
        case .png: return file.pngSize().map { Self.same($0, size, tolerance: 0) } ?? false
        case .jpeg: return file.jpegSize().map { Self.same($0, size, tolerance: 0) } ?? false
        case .svg: return file.svgSize().map { Self.same($0, size, tolerance: Self.pageTolerance) } ?? false
        case .pdf: return file.pdfSize().map { Self.same($0, size, tolerance: Self.pageTolerance) } ?? false
        case .lottie: return file.lottieSize().map { Self.same($0, size, tolerance: Self.pageTolerance) } ?? false
        case .vectorDrawable:
            return file.vectorDrawableSize().map { Self.same($0, size, tolerance: Self.pageTolerance) } ?? false
        case .gif, .webp, .dotLottie, .tgs: return false
        }
    }

    /// How far a vector page's size as written (a PDF's media box has a few decimals) may be
    /// from the size asked for.
    static let pageTolerance = 0.005

    private static func same(_ a: Size, _ b: Size, tolerance: Double) -> Bool {
        abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}

/// A file opened to read parts of it, closed when the value goes.
private final class ReadOnlyFile {
    let fd: Int32
    let size: Int

    init?(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return nil
        }
        self.fd = fd
        size = Int(info.st_size)
    }

    deinit { close(fd) }

    /// `count` bytes from `offset`, or nil when the file holds fewer there.
    func read(_ offset: Int, _ count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset + count <= size else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes {
                pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done))
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            done += n
        }
        return bytes
    }

    /// The first `count` bytes (fewer when the file is shorter) and the last `count`.
    func ends(_ count: Int) -> (head: [UInt8], tail: [UInt8])? {
        let n = min(count, size)
        guard let head = read(0, n), let tail = read(size - n, n) else { return nil }
        return (head, tail)
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 << 8 | Int($1) } }

    /// A PNG's IHDR size, when the signature is there and its chunks follow one another to an
    /// IEND that ends the file.
    func pngSize() -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard let head = read(0, 24), Array(head[0..<8]) == signature, Self.bigEndian(head[8..<12]) == 13,
            head[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        var offset = 8
        // Each chunk: length, type, data, CRC.
        while let header = read(offset, 8) {
            let length = Self.bigEndian(header[0..<4])
            let next = offset + 12 + length
            if header[4..<8].elementsEqual("IEND".utf8) {
                guard length == 0, next == size else { return nil }
                return Size(Double(Self.bigEndian(head[16..<20])), Double(Self.bigEndian(head[20..<24])))
            }
            guard next < size else { return nil }
            offset = next
        }
        return nil
    }

    /// A JPEG's frame size, when it starts with SOI, its segments lead to a scan after the frame
    /// header, and it ends with EOI.
    func jpegSize() -> Size? {
        guard let start = read(0, 2), start == [0xFF, 0xD8], let end = read(size - 2, 2), end == [0xFF, 0xD9] else {
            return nil
        }
        var offset = 2
        var frame: Size?
        while let marker = read(offset, 4), marker[0] == 0xFF {
            let kind = marker[1]
            // Fill bytes before a marker; markers without a length.
            if kind == 0xFF {
                offset += 1
                continue
            }
            if kind == 0x01 || (0xD0...0xD7).contains(kind) {
                offset += 2
                continue
            }
            let length = Self.bigEndian(marker[2..<4])
            guard length >= 2 else { return nil }
            if kind == 0xDA { return frame }
            // SOF0…SOF15 but DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
            if (0xC0...0xCF).contains(kind), ![0xC4, 0xC8, 0xCC].contains(kind) {
                guard length >= 7, let header = read(offset + 4, 5) else { return nil }
                frame = Size(Double(Self.bigEndian(header[3..<5])), Double(Self.bigEndian(header[1..<3])))
            }
            offset += 2 + length
        }
        return nil
    }

    /// An SVG's `width` and `height`, when its root element starts the file (after an XML
    /// declaration) and its end tag ends it.
    func svgSize() -> Size? {
        guard let (head, tail) = ends(4096) else { return nil }
        let text = String(decoding: head, as: UTF8.self)
        let end = String(decoding: tail, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard end.hasSuffix("</svg>"), let open = text.range(of: "<svg") else { return nil }
        let before = text[..<open.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        guard before.isEmpty || before.hasPrefix("<?xml"),
            let close = text[open.upperBound...].firstIndex(of: ">")
        else { return nil }
        let element = text[open.upperBound..<close]
        func attribute(_ name: String) -> Double? {
            guard let start = element.range(of: " " + name + "=\"") else { return nil }
            return Double(element[start.upperBound...].prefix { $0 != "\"" })
        }
        guard let width = attribute("width"), let height = attribute("height") else { return nil }
        return Size(width, height)
    }

    /// A vector drawable's `android:width` and `android:height` in dp, when its root element
    /// `<vector>` follows the XML declaration and its end tag ends the file.
    func vectorDrawableSize() -> Size? {
        guard let (head, tail) = ends(4096) else { return nil }
        let text = String(decoding: head, as: UTF8.self)
        let end = String(decoding: tail, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard end.hasSuffix("</vector>"), let open = text.range(of: "<vector"),
            let close = text[open.upperBound...].firstIndex(of: ">")
        else { return nil }
        let element = text[open.upperBound..<close]
        func attribute(_ name: String) -> Double? {
            guard let start = element.range(of: "android:" + name + "=\"") else { return nil }
            let value = element[start.upperBound...].prefix { $0 != "\"" }
            return value.hasSuffix("dp") ? Double(value.dropLast(2)) : nil
        }
        guard let width = attribute("width"), let height = attribute("height") else { return nil }
        return Size(width, height)
    }

    /// A PDF's first media box's size, when the file starts with `%PDF-` and ends with `%%EOF`.
    func pdfSize() -> Size? {
        guard let (head, tail) = ends(1024), head.starts(with: "%PDF-".utf8),
            String(decoding: tail, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF"),
            let all = read(0, size)
        else { return nil }
        let text = String(decoding: all, as: UTF8.self)
        guard let box = text.range(of: "/MediaBox") else { return nil }
        let numbers = text[box.upperBound...].drop { $0 == " " || $0 == "[" }.prefix { $0 != "]" }
            .split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Size(numbers[2] - numbers[0], numbers[3] - numbers[1])
    }

    /// A Lottie's `w` and `h`, when the whole file is one JSON object.
    func lottieSize() -> Size? {
        guard let all = read(0, size),
            let root = try? JSONSerialization.jsonObject(with: Data(all)) as? [String: Any],
            let width = (root["w"] as? NSNumber)?.doubleValue, let height = (root["h"] as? NSNumber)?.doubleValue
        else { return nil }
        return Size(width, height)
    }
}
