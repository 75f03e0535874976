import Foundation
import Synchronization

/// The one reader of input files: `@FILE` option values, `--image` pictures, standard input
/// as `-`. Errors name the option and the file: a missing or unreadable file exits 66, a
/// directory 66, a file over the limit 65.
public enum InputFile {
    /// The largest text read for an option value (path data).
    public static let textLimit = 10 << 20

    /// The text of an option value: the value itself, or the contents of the file it names
    /// with `@` (`@-` reads standard input).
    public static func text(_ value: String, option: OptionName, limit: Int = textLimit) throws -> String {
        guard value.hasPrefix("@") else {
            guard value.utf8.count <= limit else {
                throw CLIError("\(option): the value is longer than the limit of \(limit >> 20) MB", status: .dataError)
            }
            return value
        }
        let path = String(value.dropFirst())
        let data = try bytes(path, option: option, limit: limit)
        guard let text = String(validating: data, as: UTF8.self) else {
            throw CLIError("\(option): '\(displayName(path))' is not UTF-8 text", status: .dataError)
        }
        return text
    }

    /// The bytes of a file, or of standard input for `-`, at most `limit` of them.
    public static func bytes(_ path: String, option: OptionName, limit: Int) throws -> [UInt8] {
        let descriptor: Int32
        var size = 0
        if path == "-" {
            try claimStandardInput(for: option)
            descriptor = STDIN_FILENO
        } else {
            var info = stat()
            guard stat(path, &info) == 0 else { throw unreadable(path, option: option) }
            guard (info.st_mode & S_IFMT) != S_IFDIR else {
                throw CLIError("\(option): '\(path)' is a directory", status: .noInput)
            }
            size = Int(info.st_size)
            guard size <= limit else { throw tooLarge(path, option: option, limit: limit) }
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw unreadable(path, option: option) }
        }
        defer { if path != "-" { close(descriptor) } }
        guard let data = readAll(descriptor, expecting: size, limit: limit) else {
            throw CLIError(
                "\(option): cannot read '\(displayName(path))': \(String(cString: strerror(errno)))", status: .ioError)
        }
        guard data.count <= limit else { throw tooLarge(path, option: option, limit: limit) }
        return data
    }

    /// Everything `descriptor` reads until its end, read straight into the array (a file's
    /// `expected` size sizes it at once), stopping once it passes `limit`; nil on a read error,
    /// with `errno` set.
    private static func readAll(_ descriptor: Int32, expecting expected: Int, limit: Int) -> [UInt8]? {
        enum Outcome { case full, ended, failed }
        var data: [UInt8] = []
        var capacity = min(max(expected + 1, 1 << 16), limit + 1)
        while true {
            var outcome = Outcome.full
            data = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = buffer.initialize(fromContentsOf: data)
                while count < capacity {
                    let read = read(descriptor, buffer.baseAddress! + count, capacity - count)
                    if read > 0 {
                        count += read
                    } else if read == 0 || errno != EINTR {
                        outcome = read == 0 ? .ended : .failed
                        return
                    }
                }
            }
            switch outcome {
            case .failed: return nil
            case .ended: return data
            case .full where data.count > limit: return data
            case .full: capacity = min(capacity * 2, limit + 1)
            }
        }
    }

    /// The option that read standard input, which a process can read once.
    private static let standardInputReader = Mutex<OptionName?>(nil)

    /// Records that `option` reads standard input; a second reader is refused by name, since it
    /// would find the stream already at its end.
    private static func claimStandardInput(for option: OptionName) throws {
        let first = standardInputReader.withLock { reader in
            defer { reader = reader ?? option }
            return reader
        }
        guard let first else { return }
        throw CLIError.usage(
            "\(option): standard input is used twice (\(first) reads it already); give a file to one of them")
    }

    /// `standard input` for `-`, the path otherwise.
    public static func displayName(_ path: String) -> String { path == "-" ? "standard input" : path }

    private static func unreadable(_ path: String, option: OptionName) -> CLIError {
        CLIError("\(option): cannot read '\(path)': \(String(cString: strerror(errno)))", status: .noInput)
    }

    private static func tooLarge(_ path: String, option: OptionName, limit: Int) -> CLIError {
        CLIError("\(option): '\(displayName(path))' is larger than the limit of \(sizeText(limit))", status: .dataError)
    }

    /// A limit as messages give it: `10 MB`, or `4096 bytes` under a megabyte.
    static func sizeText(_ bytes: Int) -> String { bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes) bytes" }
}
