import TTGExport

/// A warning `serve` gives as it starts, about its configuration (a `TTG_` variable it does not
/// read): one line on standard error, `warning: …`. The one place such a line is written, so a
/// log format of the service's own takes all of them by changing this function.
enum StartupWarning {
    /// Writes `message` as one line: control characters in it are escaped.
    static func write(_ message: String) {
        let line = message.unicodeScalars.map {
            $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
        }.joined()
        Console.err("warning: \(line)\n")
    }
}
