/// Where an encoder streams a file: bytes appended in order, and bytes already written
/// rewritten once they are known (the size a WebP states at its start).
public struct ByteStream {
    /// Appends `bytes`.
    public var write: ([UInt8]) throws -> Void
    /// Replaces the bytes at `offset`, all written already, with as many new ones.
    public var overwrite: (_ offset: Int, _ bytes: [UInt8]) throws -> Void

    public init(
        write: @escaping ([UInt8]) throws -> Void, overwrite: @escaping (_ offset: Int, _ bytes: [UInt8]) throws -> Void
    ) {
        self.write = write
        self.overwrite = overwrite
    }

    /// A stream into memory; `bytes()` reads what it holds.
    public static func inMemory() -> (stream: ByteStream, bytes: () -> [UInt8]) {
        final class Buffer { var bytes: [UInt8] = [] }
        let buffer = Buffer()
        let stream = ByteStream(
            write: { buffer.bytes += $0 },
            overwrite: { offset, bytes in buffer.bytes.replaceSubrange(offset..<offset + bytes.count, with: bytes) })
        return (stream, { buffer.bytes })
    }
}
