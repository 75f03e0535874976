import Foundation

/// Directories that outputs go into.
enum OutputDirectory {
    /// `mkdir -p` for an output directory (frames, `--out-dir`, the demo): creates it and its parents,
    /// failing with exit 73 naming the option, the directory and the system's reason. Single pictures
    /// do not create their parent directory: a missing one is exit 73.
    static func create(_ path: String, option: String) throws {
        try ValidationOnly.checkpoint()
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw CLIError(
                        "\(option): cannot create directory '\(path)': '\(prefix)' is a file", status: .cannotCreate)
                }
            } else if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw CLIError(
                    "\(option): cannot create directory '\(path)': \(String(cString: strerror(errno)))",
                    status: .cannotCreate)
            }
            prefix += "/"
        }
    }

    /// `name` inside `directory`, with one slash between them.
    static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
