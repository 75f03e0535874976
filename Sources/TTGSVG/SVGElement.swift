import TTGBase

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
