import Foundation

/// Text given inline or, as `@file`, read from a file (`@-` reads standard input).
enum InputText {
    /// The text of an option value: the value itself, or the contents of the file it names with `@`.
    static func resolve(_ value: String, option: String, limit: Int = 10 << 20) throws -> String {
        guard value.hasPrefix("@") else {
            guard value.utf8.count <= limit else {
                throw CLIError("\(option): the value is longer than the limit of \(limit >> 20) MB", status: .dataError)
            }
            return value
        }
        let path = String(value.dropFirst())
        let handle: FileHandle
        if path == "-" {
            handle = .standardInput
        } else {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw CLIError("\(option): cannot read '\(path)': \(String(cString: strerror(errno)))", status: .noInput)
            }
            guard (info.st_mode & S_IFMT) != S_IFDIR else {
                throw CLIError("\(option): '\(path)' is a directory", status: .noInput)
            }
            guard let h = FileHandle(forReadingAtPath: path) else {
                throw CLIError("\(option): cannot read '\(path)': \(String(cString: strerror(errno)))", status: .noInput)
            }
            handle = h
        }
        defer { if path != "-" { try? handle.close() } }
        let data: Data
        do { data = try handle.read(upToCount: limit + 1) ?? Data() } catch {
            throw CLIError("\(option): cannot read '\(path)': \(error.localizedDescription)", status: .ioError)
        }
        guard data.count <= limit else {
            throw CLIError("\(option): '\(path)' is larger than the limit of \(limit >> 20) MB", status: .dataError)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError("\(option): '\(path)' is not UTF-8 text", status: .dataError)
        }
        return text
    }
}
