/// Options as other renderers spell them (rsvg-convert, ImageMagick, Inkscape), each with the
/// option that does the same here, so an unknown option a user brings names ours instead.
enum ForeignSpelling {
    /// A spelling's option here, and what to add when the value means something else.
    private static let table: [String: (name: String, note: String?)] = [
        "-w": ("width", nil), "--export-width": ("width", nil), "--resize": ("width", nil),
        "--export-height": ("height", nil),
        "-z": ("scale", nil), "--zoom": ("scale", nil), "-x": ("scale", nil), "-y": ("scale", nil),
        "--x-zoom": ("scale", nil), "--y-zoom": ("scale", nil),
        "-d": dpi, "-p": dpi, "--dpi": dpi, "--dpi-x": dpi, "--dpi-y": dpi, "--density": dpi,
        "--export-dpi": dpi,
        "-b": ("background", nil), "--background-color": ("background", nil),
        "--export-background": ("background", nil),
        "-f": ("format", nil), "--export-type": ("format", nil), "--export-filename": ("output", nil),
    ]

    /// Resolution in dots per inch is pixels per point times 72.
    private static let dpi = (name: "scale", note: Optional("pixels per point: --scale 2 draws at 144 dpi"))

    /// "; did you mean '--width'?" when `argument` is another tool's spelling of an option
    /// `command` declares; nil otherwise.
    static func hint(for argument: String, in command: CommandSpec) -> String? {
        let word = String(argument.prefix { $0 != "=" })
        guard let (name, note) = table[word], let spec = command.options.first(where: { $0.name == name }) else {
            return nil
        }
        let spelled = spec.shortName.map { "-\($0)" } ?? spec.flagName
        return "; did you mean '\(spelled)'?" + (note.map { " (\($0))" } ?? "")
    }
}
