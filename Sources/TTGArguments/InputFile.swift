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
    public static func text(_ value: String, option: String, limit: Int = textLimit) throws -> String {
        guard value.hasPrefix("@") else {
            guard value.utf8.count <= limit else {
                throw CLIError("\(option): the value is longer than the limit of \(limit >> 20) MB", status: .dataError)
            }
            return value
        }
        let path = String(value.dropFirst())
        let data = try bytes(path, option: option, limit: limit)
        guard let text = String(bytes: data, encoding: .utf8) else {
            throw CLIError("\(option): '\(displayName(path))' is not UTF-8 text", status: .dataError)
        }
        return text
    }

    /// The bytes of a file, or of standard input for `-`, at most `limit` of them.
    public static func bytes(_ path: String, option: String, limit: Int) throws -> [UInt8] {
        let handle: FileHandle
        if path == "-" {
            try claimStandardInput(for: option)
            handle = .standardInput
        } else {
            var info = stat()
            guard stat(path, &info) == 0 else { throw unreadable(path, option: option) }
            guard (info.st_mode & S_IFMT) != S_IFDIR else {
                throw CLIError("\(option): '\(path)' is a directory", status: .noInput)
            }
            guard Int(info.st_size) <= limit else { throw tooLarge(path, option: option, limit: limit) }
            guard let opened = FileHandle(forReadingAtPath: path) else { throw unreadable(path, option: option) }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch {
            throw CLIError(
                "\(option): cannot read '\(displayName(path))': \(String(cString: strerror(errno)))", status: .ioError)
        }
        guard data.count <= limit else { throw tooLarge(path, option: option, limit: limit) }
        return [UInt8](data)
    }

    /// The option that read standard input, which a process can read once.
    private static let standardInputReader = Mutex<String?>(nil)

    /// Records that `option` reads standard input; a second reader is refused by name, since it
    /// would find the stream already at its end.
    private static func claimStandardInput(for option: String) throws {
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

    private static func unreadable(_ path: String, option: String) -> CLIError {
        CLIError("\(option): cannot read '\(path)': \(String(cString: strerror(errno)))", status: .noInput)
    }

    private static func tooLarge(_ path: String, option: String, limit: Int) -> CLIError {
        CLIError("\(option): '\(displayName(path))' is larger than the limit of \(limit >> 20) MB", status: .dataError)
    }
}
