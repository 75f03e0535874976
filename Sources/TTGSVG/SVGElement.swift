/// One XML element being written: its name, attributes in order, and its content (child
/// elements already written, or text).
struct SVGElement {
    var name: String
    var attributes: [(String, String)] = []
    var children: [String] = []

    init(_ name: String, _ attributes: [(String, String)] = []) {
        self.name = name
        self.attributes = attributes
    }

    subscript(attribute: String) -> String? {
        get { attributes.first { $0.0 == attribute }?.1 }
        set {
            attributes.removeAll { $0.0 == attribute }
            if let newValue { attributes.append((attribute, newValue)) }
        }
    }

    /// The element as markup; empty elements close themselves.
    var markup: String {
        var out = "<" + name
        for (key, value) in attributes { out += " \(key)=\"\(Self.escaped(value))\"" }
        guard !children.isEmpty else { return out + "/>" }
        return out + ">" + children.joined() + "</" + name + ">"
    }

    /// Text with the characters XML reserves written as entities.
    static func escaped(_ text: String) -> String { escapingXML(text) }
}

/// `text` with the characters XML and HTML reserve in text and attribute values (`&`, `<`,
/// `>`, `"`, `'`) written as entities.
public func escapingXML(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(c)
        }
    }
    return out
}
