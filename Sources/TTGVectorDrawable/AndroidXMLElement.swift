import TTGBase

/// One element of an Android XML resource (a `<vector>`, an `<animated-vector>`): its name,
/// its attributes in the order written, and its child elements. The writers build this tree
/// and ``document`` turns it into text in one place, so that quoting and layout are decided once.
struct AndroidXMLElement: Hashable, Sendable {
    var name: String
    var attributes: [Attribute]
    var children: [AndroidXMLElement]

    /// One attribute, `name="value"`.
    struct Attribute: Hashable, Sendable {
        var name: String
        var value: String
    }

    init(_ name: String, _ attributes: [(String, String)] = [], children: [AndroidXMLElement] = []) {
        self.name = name
        self.attributes = attributes.map { Attribute(name: $0.0, value: $0.1) }
        self.children = children
    }

    /// The value of an attribute; setting nil removes it.
    subscript(attribute: String) -> String? {
        get { attributes.first { $0.name == attribute }?.value }
        set {
            if let index = attributes.firstIndex(where: { $0.name == attribute }) {
                if let newValue { attributes[index].value = newValue } else { attributes.remove(at: index) }
            } else if let newValue {
                attributes.append(Attribute(name: attribute, value: newValue))
            }
        }
    }

    /// The whole file: the XML declaration and the element, indented by four spaces a level,
    /// one attribute a line as Android Studio lays resources out.
    var document: String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        write(into: &out, depth: 0)
        return out
    }

    private func write(into out: inout String, depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        out += indent + "<" + name
        for (index, attribute) in attributes.enumerated() {
            out += index == 0 ? " " : "\n" + indent + "    "
            out += attribute.name + "=\"" + escapingXML(attribute.value) + "\""
        }
        guard !children.isEmpty else {
            out += " />\n"
            return
        }
        out += ">\n"
        for child in children { child.write(into: &out, depth: depth + 1) }
        out += indent + "</" + name + ">\n"
    }
}
