import Foundation

/// Directories that outputs go into.
public enum OutputDirectory {
    /// `mkdir -p` for an output directory (frames, `--out-dir`, the demo): creates it and its parents,
    /// failing (``ExportError/Kind/cannotCreate``) naming the setting, the directory and the system's reason. Single pictures
    /// do not create their parent directory: a missing one is exit 73.
    public static func create(_ path: String, setting: ExportSetting) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw ExportError(
                        .cannotCreate, setting, "cannot create directory '\(path)': '\(prefix)' is a file")
                }
            } else if mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw ExportError(
                    .cannotCreate, setting, "cannot create directory '\(path)': \(String(cString: strerror(errno)))")
            }
            prefix += "/"
        }
    }

    /// `name` inside `directory`, with one slash between them.
    public static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
