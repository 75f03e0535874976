import Foundation
import TTGCodecs
import TTGTestSupport
import Testing

/// The package used as a new user would: by version (`from: "0.2.0"`), from a package of their own.
///
/// SwiftPM refuses a versioned dependency whose products hold `unsafeFlags` ("contains unsafe
/// build flags"), which a path dependency or this package's own tests never see. The test copies
/// the package's manifest and sources into a git repository tagged 0.2.0, builds a small program
/// that depends on it by version, runs it, and reads back the picture it wrote.
@Suite(.slow) struct VersionedDependencyTests {
    @Test(.timeLimit(.minutes(10))) func aPackageDependingOnThisOneByVersionBuildsAndRuns() throws {
        let scratch = try BinaryRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let library = scratch.appendingPathComponent("ttg-render")
        let app = scratch.appendingPathComponent("app")
        let files = FileManager.default
        try files.createDirectory(at: library, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources"] {
            try files.copyItem(
                at: ImageComparison.repositoryRoot.appendingPathComponent(item),
                to: library.appendingPathComponent(item))
        }
        func run(_ program: String, _ arguments: [String], in directory: URL) throws {
            let result = try BinaryRunner.runProgram(
                program, arguments, in: directory,
                environment: [
                    "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
                    "GIT_COMMITTER_EMAIL": "t@t",
                ])
            #expect(result.status == 0, "\(program) \(arguments): \(result.stderr)")
            if result.status != 0 { throw CancellationError() }
        }
        let git = "/usr/bin/git"
        try run(git, ["init", "-q"], in: library)
        try run(git, ["add", "-A"], in: library)
        try run(git, ["commit", "-q", "-m", "the library"], in: library)
        try run(git, ["tag", "0.2.0"], in: library)

        try files.createDirectory(at: app.appendingPathComponent("Sources/app"), withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "app",
            dependencies: [.package(url: "\(library.absoluteString)", from: "0.2.0")],
            targets: [
                .executableTarget(
                    name: "app",
                    dependencies: [
                        .product(name: "TTGEmoji", package: "ttg-render"),
                        .product(name: "TTGExport", package: "ttg-render"),
                    ])
            ]
        )
        """.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import TTGEmoji
        import TTGExport

        let face = EmojiFace(rate: 4.2)
        try Exporter.write(.still(face.scene()), to: OutputSettings(path: CommandLine.arguments[1], scale: 2))
        """.write(to: app.appendingPathComponent("Sources/app/main.swift"), atomically: true, encoding: .utf8)
        let swift = ["/opt/swift/usr/bin/swift", "/usr/bin/swift"].first { files.isExecutableFile(atPath: $0) }
        let picture = scratch.appendingPathComponent("face.png").path
        try run(try #require(swift), ["run", "--package-path", app.path, "app", picture], in: app)

        let png = try loadPNG(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: picture))))
        #expect(png.width == 456 && png.height == 456)
    }
}
