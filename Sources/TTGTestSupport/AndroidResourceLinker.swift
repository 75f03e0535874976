import Foundation

/// aapt2 (Debian's `aapt` package) building a `res` folder as an app project's build does: every
/// file compiled (`aapt2 compile`), then linked into an APK (`aapt2 link`) against Android's own
/// framework resources (`android-framework-res`, API 29), so that every `android:` attribute and
/// every resource name is checked by the tool that ships apps, not by us.
///
/// Debian's aapt2 (2.19) takes file names with capitals (`raw/koiStream.json`) that Android
/// Gradle's resource merger refuses, so every file name is also put to aapt (the first
/// generation), whose rule is Gradle's: `[a-z0-9_.]` only.
public enum AndroidResourceLinker {
    /// What aapt2 refused, with its own words.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Debian's aapt2 and the framework it links against.
    public static let aapt2 = "/usr/bin/aapt2"
    public static let aapt = "/usr/bin/aapt"
    public static let framework = "/usr/share/android-framework-res/framework-res.apk"

    /// The lowest API level the linked app declares: 24, where vector drawables take gradients,
    /// `fillType` and `aapt:attr` inline resources without a support library.
    public static let minimumSDK = 24

    /// Compiles every file of `res` and links them into an APK under a throwaway package name.
    /// Returns the resource table as `aapt2 dump resources` prints it (each resource's type and
    /// name, for the caller to check what was linked); throws aapt2's output when it refuses.
    @discardableResult
    public static func link(res: URL) throws -> String {
        let work = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let compiled = work.appendingPathComponent("compiled.zip")
        let manifest = work.appendingPathComponent("AndroidManifest.xml")
        let apk = work.appendingPathComponent("app.apk")
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.ttgrender.check">
            <uses-sdk android:minSdkVersion="\(minimumSDK)" android:targetSdkVersion="29"/>
        </manifest>
        """.write(to: manifest, atomically: true, encoding: .utf8)
        try checkNames(res: res, manifest: manifest, in: work)
        try run(["compile", "--dir", res.path, "-o", compiled.path])
        try run([
            "link", "-I", framework, "--manifest", manifest.path, "--min-sdk-version", String(minimumSDK),
            "-o", apk.path, compiled.path,
        ])
        return try run(["dump", "resources", apk.path])
    }

    /// Puts every file name of `res` to aapt as an empty raw resource (aapt cannot read what
    /// only aapt2 compiles, such as `aapt:attr` inline resources, so the contents stay aapt2's).
    private static func checkNames(res: URL, manifest: URL, in work: URL) throws {
        let raw = work.appendingPathComponent("names/raw")
        try FileManager.default.createDirectory(at: raw, withIntermediateDirectories: true)
        let files = FileManager.default.enumerator(at: res, includingPropertiesForKeys: nil)?.allObjects ?? []
        for case let file as URL in files where !file.hasDirectoryPath {
            _ = FileManager.default.createFile(
                atPath: raw.appendingPathComponent(file.lastPathComponent).path, contents: nil)
        }
        let result = try BinaryRunner.runProgram(
            aapt,
            [
                "package", "-f", "-M", manifest.path, "-S", raw.deletingLastPathComponent().path, "-I", framework,
                "-F", work.appendingPathComponent("names.apk").path,
            ])
        guard result.status == 0 else {
            throw Failure(description: "aapt package (status \(result.status)): \(result.output)\(result.stderr)")
        }
    }

    /// Runs aapt2, returning what it printed; throws it when aapt2 fails or warns.
    @discardableResult
    private static func run(_ arguments: [String]) throws -> String {
        let result = try BinaryRunner.runProgram(aapt2, arguments)
        let said = result.output + result.stderr
        guard result.status == 0, !result.stderr.lowercased().contains("warn") else {
            throw Failure(description: "aapt2 \(arguments[0]) (status \(result.status)): \(said)")
        }
        return said
    }
}
