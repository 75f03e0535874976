/// How the files of a frame sequence are named: `DIR/frame_0000.png` or a printf-style pattern.
public struct FrameNaming: Equatable, Sendable {
    /// The text before the number, the text after it, and the pattern's minimum width
    /// (nil for a directory, whose width is at least 4 and grows with the frame count).
    public var prefix: String
    public var suffix: String
    public var width: Int?

    /// True for frames named inside a directory (not by a pattern).
    public var isDirectory: Bool { width == nil }

    /// Frames named `frame_NNNN.EXT` inside `directory`.
    public static func directory(_ directory: String, extension ext: String) -> FrameNaming {
        let dir = directory.hasSuffix("/") ? directory : directory + "/"
        return FrameNaming(prefix: dir + "frame_", suffix: "." + ext, width: nil)
    }

    /// True when `name` holds a frame-number conversion (`%d`, `%0Nd`): a pattern, not a file name.
    public static func isPattern(_ name: String) -> Bool {
        var characters = name[...]
        while let percent = characters.firstIndex(of: "%") {
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                characters = characters.dropFirst()
                continue
            }
            let digits = characters.prefix { $0.isNumber }
            if characters.dropFirst(digits.count).first == "d" { return true }
        }
        return false
    }

    /// A pattern with exactly one `%d` or `%0Nd` (`%%` is a literal percent sign).
    public static func pattern(_ pattern: String) throws -> FrameNaming {
        var prefix = ""
        var suffix = ""
        var width: Int?
        var found = false
        var characters = pattern[...]
        while let c = characters.first {
            characters = characters.dropFirst()
            guard c == "%" else {
                if found { suffix.append(c) } else { prefix.append(c) }
                continue
            }
            if characters.first == "%" {
                characters = characters.dropFirst()
                if found { suffix.append("%") } else { prefix.append("%") }
                continue
            }
            let digits = characters.prefix { $0.isNumber }
            characters = characters.dropFirst(digits.count)
            guard characters.first == "d", !found, digits.count <= 2 else {
                throw ExportError.invalid(.output, pattern, "needs exactly one %d or %0Nd for the frame number")
            }
            characters = characters.dropFirst()
            found = true
            width = Int(digits) ?? 0
        }
        guard found else {
            throw ExportError.invalid(.output, pattern, "needs exactly one %d or %0Nd for the frame number")
        }
        return FrameNaming(prefix: prefix, suffix: suffix, width: width)
    }

    /// The file name of frame `index` in a sequence of `count` frames.
    public func name(of index: Int, count: Int) -> String {
        let digits = width ?? max(4, String(max(0, count - 1)).count)
        let number = String(index)
        return prefix + String(repeating: "0", count: max(0, digits - number.count)) + number + suffix
    }
}
