import Foundation

/// The Lottie 1.0 JSON schema (PyPI `lottie-specs`, validated with `jsonschema`, both in the
/// virtual environment `make deps` creates) as a check on Lottie documents we write:
/// `Tests/lottie_schema_check.py` runs the validation.
public enum LottieSchema {
    /// Why a document could not be checked (as opposed to being checked and found wrong).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    static let python = ImageComparison.repositoryRoot.appendingPathComponent(".build/test-venv/bin/python").path
    static let script = ImageComparison.repositoryRoot.appendingPathComponent("Tests/lottie_schema_check.py").path

    /// Whether the virtual environment's Python is there and has lottie-specs and jsonschema.
    public static var isAvailable: Bool { available }

    private static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        let result = try? BinaryRunner.runProgram(python, ["-c", "import lottie_specs, jsonschema"])
        return result?.status == 0
    }()

    /// The schema's complaints about the Lottie document `json`, one line each,
    /// `JSONPATH: message` (e.g. `$.layers[0]: 'ks' is a required property`); empty when it is valid.
    public static func errors(in json: String) throws -> [String] {
        let directory = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("animation.json")
        try Data(json.utf8).write(to: file)
        let result = try BinaryRunner.runProgram(python, [script, file.path])
        guard result.status == 0 || result.status == 1 else {
            throw Failure(description: "lottie_schema_check.py exited with \(result.status): \(result.stderr)")
        }
        let prefix = file.path + ": "
        return result.output.split(separator: "\n").map { line in
            line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : String(line)
        }
    }
}
