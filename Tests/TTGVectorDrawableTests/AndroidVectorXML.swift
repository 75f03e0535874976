import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An Android XML resource read back with Foundation's parser, as a plain tree of elements
/// (qualified names as written: `android:fillColor`, `aapt:attr`): what the tests' own
/// converter reads, sharing nothing with the writer.
struct AndroidVectorXML {
    var name: String
    var attributes: [String: String]
    var children: [AndroidVectorXML]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The root element of `text`.
    static func parse(_ text: String) throws -> AndroidVectorXML {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = Builder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        guard parser.parse(), let root = builder.root else {
            throw Failure(description: "not XML: \(parser.parserError.map { "\($0)" } ?? "no root element")")
        }
        return root
    }

    /// An attribute in the `android:` namespace.
    func android(_ name: String) -> String? { attributes["android:" + name] }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [AndroidVectorXML] = []
        var root: AndroidVectorXML?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            stack.append(AndroidVectorXML(name: elementName, attributes: attributes, children: []))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            let element = stack.removeLast()
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }
}
