/// Command lines as the documentation and help write them, split into words.
public enum ShellWords {
    /// Splits a command line as a POSIX shell does for words in single quotes and plain words.
    public static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for c in line {
            if c == "'" {
                quoted.toggle()
                started = true
                continue
            }
            if c == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
                continue
            }
            current.append(c)
            started = true
        }
        if started { words.append(current) }
        return words
    }
}
