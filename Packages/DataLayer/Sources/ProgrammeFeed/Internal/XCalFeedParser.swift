import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads pentabarf-style xCal (the `schedule.xcal` pentabarf, frab and pretalx export:
/// `<iCalendar><vcalendar><vevent><dtstart>…`, each property an element holding its value)
/// into a `FeedDocument`, through the same rules as iCalendar (`ICalendarEvents`).
///
/// RFC 6321's layout is read too: properties inside `<properties>`, a value inside an element
/// naming its type (`<dtstart><date-time>…</date-time></dtstart>`), parameters inside
/// `<parameters>` (`<tzid><text>Europe/Berlin</text></tzid>`); an attribute on a property is a
/// parameter as well. Element names are read in any case, without their namespace prefix except
/// `pentabarf:`. As for `schedule.xml`, `XMLProlog` has refused any declaration before this
/// parser runs, and the reader stops at the parser's first error.
enum XCalFeedParser {
  /// Parses `data`, whose prolog `XMLProlog.check` has accepted and whose root element is
  /// `iCalendar` or `vcalendar`.
  static func document(from data: Data) throws(ProgrammeFeedError) -> FeedDocument {
    let parser = XMLParser(data: data)
    let reader = Reader()
    parser.shouldResolveExternalEntities = false
    parser.externalEntityResolvingPolicy = .never
    parser.shouldProcessNamespaces = false
    parser.shouldReportNamespacePrefixes = false
    parser.delegate = reader
    let isParsed = parser.parse()
    if let error = reader.error { throw error }
    guard isParsed else {
      let code = (parser.parserError as? NSError)?.code ?? 1
      throw .malformedXML(line: parser.lineNumber, reason: XMLFeedParser.reason(forCode: code))
    }
    return ICalendarEvents(isTextEscaped: false).document(
      calendar: reader.calendar, events: reader.events)
  }

  /// The delegate: the open elements' names, and the property being read.
  private final class Reader: NSObject, XMLParserDelegate {
    var calendar: [ICalendarLine] = []
    var events: [[ICalendarLine]] = []
    var error: ProgrammeFeedError?
    private var path: [String] = []
    /// The property being read, where it is in `path`, and the component it belongs to.
    private var property: (line: ICalendarLine, depth: Int, component: String)?
    private var parameter: (name: String, value: String)?

    private static let components: Set = [
      "vcalendar", "vevent", "vtimezone", "valarm", "vtodo", "vjournal", "vfreebusy", "standard",
      "daylight",
    ]

    /// `name` in lower case, without a namespace prefix other than `pentabarf:`.
    private static func localName(_ name: String) -> String {
      let lowered = name.lowercased()
      guard let colon = lowered.firstIndex(of: ":"), !lowered.hasPrefix("pentabarf:") else {
        return lowered
      }
      return String(lowered[lowered.index(after: colon)...])
    }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let name = Self.localName(name)
      path.append(name)
      if let property {
        if path.count == property.depth + 2 && name == "parameters" { return }
        if path.count == property.depth + 3 && path[property.depth + 1] == "parameters" {
          parameter = (name.uppercased(), "")
        }
        return
      }
      if name == "vevent" && !path.dropLast().contains("vevent") { events.append([]) }
      guard
        let component = path.dropLast().lastIndex(where: { Self.components.contains($0) }),
        !Self.components.contains(name), name != "properties", name != "components",
        path.count - 1 == component + 1
          || (path.count - 1 == component + 2 && path[component + 1] == "properties")
      else { return }
      var parameters: [String: [String]] = [:]
      for (key, value) in attributes where !key.hasPrefix("xmlns") {
        parameters[Self.localName(key).uppercased()] = [value]
      }
      property = (
        ICalendarLine(name: name.uppercased(), parameters: parameters, value: ""),
        path.count - 1, path[component]
      )
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if parameter != nil {
        parameter?.value += string
      } else if property != nil, !path.contains("parameters") {
        property?.line.value += string
      }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      defer { path.removeLast() }
      guard var current = property else { return }
      if let read = parameter, path.count == current.depth + 3 {
        if current.line.parameters[read.name] == nil {
          current.line.parameters[read.name] = [read.value.trimmingCharacters(in: .whitespaces)]
        }
        property = current
        parameter = nil
        return
      }
      guard path.count == current.depth + 1 else { return }
      property = nil
      switch current.component {
      case "vcalendar": calendar.append(current.line)
      case "vevent" where !events.isEmpty: events[events.count - 1].append(current.line)
      default: break
      }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      let code = (parseError as NSError).code
      fail(
        .malformedXML(line: parser.lineNumber, reason: XMLFeedParser.reason(forCode: code)), parser)
    }

    // Declarations: `XMLProlog` refuses them all, so none should arrive; if one does, nothing
    // after it is read.

    func parser(
      _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
    ) {
      fail(.declaresEntities, parser)
    }

    func parser(
      _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String,
      publicID: String?, systemID: String?
    ) {
      fail(.declaresEntities, parser)
    }

    func parser(
      _ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String,
      publicID: String?, systemID: String?, notationName: String?
    ) {
      fail(.declaresEntities, parser)
    }

    func parser(
      _ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String,
      forElement elementName: String, type: String?, defaultValue: String?
    ) {
      fail(.declaresMarkup("ATTLIST"), parser)
    }

    func parser(
      _ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String
    ) {
      fail(.declaresMarkup("ELEMENT"), parser)
    }

    func parser(
      _ parser: XMLParser, foundNotationDeclarationWithName name: String, publicID: String?,
      systemID: String?
    ) {
      fail(.declaresMarkup("NOTATION"), parser)
    }

    private func fail(_ failure: ProgrammeFeedError, _ parser: XMLParser) {
      if error == nil { error = failure }
      parser.abortParsing()
    }
  }
}
