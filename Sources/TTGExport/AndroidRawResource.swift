/// A Lottie animation as lottie-android takes it from an app's resources: `res/raw/NAME.json`,
/// read with `LottieAnimationView.setAnimation(R.raw.NAME)` (or `app:lottie_rawRes`). Its name is
/// a resource name, as a drawable's is (``AndroidDensity/isResourceName(_:)``): aapt and
/// Gradle's resource merger refuse a file in `raw/` named in camel case.
public struct AndroidRawResource: Equatable, Sendable {
    /// The `res` folder.
    public var folder: String
    /// The resource's name: its file's name without `.json`.
    public var name: String

    /// The raw resource `name` in the res folder `folder`; refuses a name that is not a resource
    /// name, suggesting one.
    public init(in folder: String, name: String) throws {
        if let problem = PictureSet(.androidResources, in: folder).nameProblem(name) {
            throw ExportError.invalid(.androidName, name, "\(problem)")
        }
        self.folder = folder
        self.name = name
    }

    /// `raw`, the folder of a res folder that holds files as they are.
    public static let rawFolder = "raw"

    /// The folder the file goes in: `res/raw`.
    public var rawDirectory: String { OutputDirectory.path(Self.rawFolder, in: folder) }

    /// The file: `res/raw/NAME.json`.
    public var path: String { OutputDirectory.path(name + "." + FileFormat.lottie.fileExtension, in: rawDirectory) }

    /// Settings that write the animation here as one Lottie file, from `output`'s others, the
    /// raw folder made when it is written.
    public func output(_ output: OutputSettings) -> OutputSettings {
        var settings = output
        settings.path = path
        settings.target = .picture(.lottie)
        settings.folder = rawDirectory
        return settings
    }
}
