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
