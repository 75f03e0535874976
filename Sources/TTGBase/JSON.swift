/// A JSON value with ordered object keys, so every file and report the tool writes prints its
/// fields in a stable, documented order: reports, manifests, asset catalogs, Lottie files.
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool { a.text == b.text }

    /// Compact JSON text. Numbers use the shortest exact form; whole numbers have no `.0`.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the compact text to `out`: one pass over the tree, however deep.
    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v): out += JSON.format(v)
        case .string(let s): out += quotingJSON(s)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out += "," }
                out += quotingJSON(key)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// A number as JSON writes it: the shortest decimal that reads back as `v`; null when not finite.
    public static func format(_ v: Double) -> String {
        v.isFinite ? shortestDecimal(v) : "null"
    }

    /// The JSON text indented as Xcode writes an asset catalog's `Contents.json`: two spaces a
    /// level, `"key" : value`, one field or item a line, ending in a line break.
    public var indentedText: String { indented("") + "\n" }

    private func indented(_ margin: String) -> String {
        let inner = margin + "  "
        switch self {
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + $0.indented(inner) }.joined(separator: ",\n") + "\n" + margin + "]"
        case .object(let fields) where !fields.isEmpty:
            let lines = fields.map { inner + quotingJSON($0.0) + " : " + $0.1.indented(inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + margin + "}"
        default:
            return text
        }
    }
}

extension JSON {
    /// `[x, y]`.
    public static func pair(_ x: Double, _ y: Double) -> JSON { .array([.number(x), .number(y)]) }
}

extension JSON {
    /// The value of an object's field, if this is an object that has it.
    public func field(_ name: String) -> JSON? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.0 == name }?.1
    }
}
