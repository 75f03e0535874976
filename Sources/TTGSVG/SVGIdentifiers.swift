/// The identifiers of one document: numbered ones for definitions (`gradient3`, `mask4`) and
/// the scene's node names (`face`, `mouth`), each used once (a second `eye` is `eye-2`).
final class SVGIdentifiers {
    private var count = 0
    private var used: Set<String> = []

    /// A fresh identifier for a definition of `kind`.
    func next(_ kind: String) -> String {
        repeat { count += 1 } while used.contains("\(kind)\(count)")
        let id = "\(kind)\(count)"
        used.insert(id)
        return id
    }

    /// An identifier for a node named `name`: its letters, digits, `-` and `_` (others become
    /// `-`), starting with a letter, numbered when already taken.
    func unique(_ name: String) -> String {
        var base = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        if base.first.map({ !$0.isLetter }) ?? true { base = "n-" + base }
        var id = base
        var suffix = 1
        while used.contains(id) {
            suffix += 1
            id = "\(base)-\(suffix)"
        }
        used.insert(id)
        return id
    }
}
