import Foundation

/// Directories that outputs go into.
enum OutputDirectory {
    /// `mkdir -p` for an output directory (frames, `--out-dir`, the demo): creates it and its parents,
    /// failing with exit 73 naming the option and the reason. Single pictures do not create their
    /// parent directory: a missing one is exit 73.
    static func create(_ path: String, option: String) throws {
        try ValidationOnly.checkpoint()
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError("\(option): cannot create directory '\(path)': \(error.localizedDescription)", status: .cannotCreate)
        }
    }

    /// `name` inside `directory`, with one slash between them.
    static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
