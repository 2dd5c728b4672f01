import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an XML document in document order, read with Foundation's parser; parsing
/// fails on any well-formedness error.
public final class XMLElements: NSObject, XMLParserDelegate {
    public struct Element {
        public var name: String
        public var attributes: [String: String]
        public var text = ""
        /// The `class` of the enclosing element, and its node id or `from→to` edge key.
        public var parentClass: String?
        public var parentKey: String?
    }

    private var elements: [Element] = []
    private var open: [Int] = []

    public static func parse(_ xml: String) throws -> [Element] {
        let collector = XMLElements()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        return collector.elements
    }

    public func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        var element = Element(name: elementName, attributes: attributes)
        if let parent = open.last {
            let enclosing = elements[parent]
            element.parentClass = enclosing.attributes["class"]
            if let node = enclosing.attributes["data-node"] {
                element.parentKey = node
            } else if let from = enclosing.attributes["data-from"], let to = enclosing.attributes["data-to"] {
                element.parentKey = "\(from)→\(to)"
            }
        }
        open.append(elements.count)
        elements.append(element)
    }

    public func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    public func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}
