import Glibc

/// The frames of a GIF being written, kept in a temporary file until every frame is known.
///
/// ``AnimatedGIFEncoder`` orders its global color table by how many frames use each
/// color, which only the last frame settles; the table comes first in the file. The
/// frames wait here meanwhile, on disk, so memory does not grow with their number. The
/// file is made in `$TMPDIR` (else `/tmp`) and unlinked at once: nothing is left behind,
/// whatever ends the process.
final class GIFFrameSpool {
    /// A frame ready to be written but for its indices' final order.
    struct Entry: Equatable {
        var frame: IndexedGIFFrame
        /// Its delay in centiseconds (0…65 535).
        var delay: Int
        /// Disposed to background (else left in place).
        var clearing: Bool
    }

    private let file: UnsafeMutablePointer<FILE>
    /// The entries appended so far.
    private(set) var count = 0

    /// - Throws: ``CodecError/gifEncoding(_:)`` when the temporary file cannot be made.
    init() throws {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/ttg-render-gif-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CodecError.gifEncoding(
                "cannot make a temporary file for the frames in \(directory): \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        guard let file = fdopen(descriptor, "w+") else {
            close(descriptor)
            throw CodecError.gifEncoding("cannot open the frames' temporary file: \(String(cString: strerror(errno)))")
        }
        self.file = file
    }

    deinit {
        fclose(file)
    }

    /// Appends `entry` at the end.
    ///
    /// - Throws: ``CodecError/gifEncoding(_:)`` when the temporary file cannot be written (a full disk).
    func append(_ entry: Entry) throws {
        let frame = entry.frame
        // left, top, width, height, delay (16 bits each, little-endian); flags; the transparent
        // index; the color count − 1; the local table's colors; the indices.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(13 + 3 * (frame.palette?.count ?? 0) + frame.indices.count)
        for value in [frame.left, frame.top, frame.width, frame.height, entry.delay] {
            bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
        }
        let flags = (entry.clearing ? 1 : 0) | (frame.transparentIndex == nil ? 0 : 2) | (frame.palette == nil ? 0 : 4)
        bytes += [UInt8(flags), frame.transparentIndex ?? 0, UInt8(frame.colorCount - 1)]
        for color in frame.palette ?? [] { bytes += [color.red, color.green, color.blue] }
        bytes += frame.indices
        guard bytes.withUnsafeBytes({ fwrite($0.baseAddress, 1, $0.count, file) }) == bytes.count else {
            throw CodecError.gifEncoding(
                "cannot write the frames' temporary file: \(String(cString: strerror(errno)))")
        }
        count += 1
    }

    /// Calls `body` with every entry, in the order appended.
    ///
    /// - Throws: ``CodecError/gifEncoding(_:)`` when the temporary file cannot be read; what `body` throws.
    func readEntries(_ body: (Entry) throws -> Void) throws {
        guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else { throw readError() }
        for _ in 0..<count {
            let header = try read(13)
            func field(_ i: Int) -> Int { Int(header[2 * i]) | Int(header[2 * i + 1]) << 8 }
            let (left, top, width, height, delay) = (field(0), field(1), field(2), field(3), field(4))
            let flags = header[10]
            let colorCount = Int(header[12]) + 1
            var palette: [IndexedGIFFrame.RGB]?
            if flags & 4 != 0 {
                let table = try read(3 * colorCount)
                palette = (0..<colorCount).map {
                    IndexedGIFFrame.RGB(red: table[3 * $0], green: table[3 * $0 + 1], blue: table[3 * $0 + 2])
                }
            }
            let frame = IndexedGIFFrame(
                left: left, top: top, width: width, height: height, palette: palette, colorCount: colorCount,
                transparentIndex: flags & 2 != 0 ? header[11] : nil, indices: try read(width * height))
            try body(Entry(frame: frame, delay: delay, clearing: flags & 1 != 0))
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        guard bytes.withUnsafeMutableBytes({ fread($0.baseAddress, 1, count, file) }) == count else {
            throw readError()
        }
        return bytes
    }

    private func readError() -> CodecError {
        .gifEncoding("cannot read the frames' temporary file back: \(String(cString: strerror(errno)))")
    }
}
