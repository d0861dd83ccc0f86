import Entity
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a pentabarf, frab or pretalx `schedule.xml` into a `FeedDocument`, with the
/// toolchain's `XMLParser`: `<conference>` (title, acronym, time_zone_name, day_change), then
/// `<day index date>` holding events either grouped in `<room name>` (pentabarf, frab, pretalx)
/// or directly (older pentabarf, each with a `<room>`). A day's `<room>` elements give its rooms'
/// order.
///
/// `XMLProlog` has already refused any document whose DOCTYPE declares anything or names an
/// external DTD, before this parser runs. As a second line, the reader stops at the first error
/// the parser reports (it would otherwise recover and read on) and at any declaration the
/// parser tells it of; external entities are never resolved.
enum XMLFeedParser {
  /// Parses `data`, whose prolog `XMLProlog.check` has accepted.
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
      throw .malformedXML(line: parser.lineNumber, reason: reason(forCode: code))
    }
    guard reader.hasConference else { throw .missing("<conference>") }
    return reader.document
  }

  /// What the parser's error code means, in words. The codes are libxml2's (`xmlParserErrors`,
  /// which `XMLParser.ErrorCode` follows); one without words of its own is still said in words,
  /// its number only added for a bug report.
  static func reason(forCode code: Int) -> String {
    switch code {
    case 1: "the XML parser failed"
    case 2: "the XML parser ran out of memory"
    case 3: "the document does not start with a tag"
    case 4: "the document is empty"
    case 5: "the document ends too early or goes on past its root element"
    case 6, 7, 8: "a character reference (&#...;) that is not a number"
    case 9: "a character XML does not allow"
    case 10...13: "a character reference (&#...;) where none may be"
    case 14...17: "an entity reference (&...;) where none may be"
    case 18...21, 24, 25: "a parameter-entity reference (%...;)"
    case 22, 68: "a missing or malformed name (a bare & must be written &amp;)"
    case 23: "an entity reference without its ;"
    case 26, 27: "an entity that is not declared"
    case 28, 29, 30: "a reference to an entity that cannot be used here"
    case 31, 32: "an encoding the XML parser does not know"
    case 33, 39, 43: "a value without its opening quote"
    case 34, 40, 44: "a value without its closing quote"
    case 35, 200...205: "a namespace prefix or declaration that is malformed"
    case 36, 37, 84, 87, 88, 90: "a malformed entity"
    case 38: "a < inside an attribute value (it must be written &lt;)"
    case 41: "an attribute without a value"
    case 42: "an attribute written twice"
    case 45: "a comment that does not end"
    case 46, 47: "a malformed processing instruction (<?...?>)"
    case 48...55, 66, 67, 69, 70, 71: "a malformed declaration in the DOCTYPE"
    case 56, 57, 78, 79, 96: "a malformed XML declaration (<?xml ...?>)"
    case 58, 59, 83, 95: "a conditional section (<![...[) outside a DTD"
    case 60: "the external DTD does not end"
    case 61: "the DOCTYPE does not end"
    case 62: "a ]]> outside a CDATA section"
    case 63: "a CDATA section that does not end"
    case 64: "an XML declaration (<?xml ...?>) not at the very start"
    case 65: "a missing space (between two attributes, for example)"
    case 72: "a missing < before a tag"
    case 73: "a tag without its >"
    case 74: "a missing closing tag"
    case 75: "an attribute without its ="
    case 76: "a closing tag that does not match the open element"
    case 77: "an element that is never closed"
    case 80: "a comment holding --, which XML does not allow"
    case 81: "text that is not in the encoding the document declares"
    case 85: "elements that are not properly nested"
    case 86: "content after the root element"
    case 89: "an entity that refers to itself"
    case 91, 92: "a malformed URI"
    case 97, 108, 109: "an XML version the parser does not read"
    case 110: "a name longer than the XML parser allows"
    case 111: "reading was stopped"
    default: "the XML parser stopped here (libxml2 error \(code))"
    }
  }

  /// The delegate: a stack of open element names and the text of the innermost one.
  private final class Reader: NSObject, XMLParserDelegate {
    var document = FeedDocument()
    var hasConference = false
    var error: ProgrammeFeedError?
    private var path: [String] = []
    private var text = ""
    private var day: FeedDocument.Day?
    private var roomGroup: String?
    private var event: FeedDocument.Event?
    private var eventDepth = 0
    private var personID: String?
    private var linkHref: String?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      text = ""
      let parent = path.last
      path.append(name)
      if path.count == 1 {
        if name != "schedule" { fail(.notASchedule(root: name), parser) }
        return
      }
      if event != nil {
        if path.count == eventDepth + 3 && name == "person" && parent == "persons" {
          personID = attributes["id"] ?? attributes["guid"]
        } else if path.count == eventDepth + 3
          && (name == "link" && parent == "links"
            || name == "attachment" && parent == "attachments")
        {
          linkHref = attributes["href"]
        }
        return
      }
      switch (parent, name) {
      case ("schedule", "conference"):
        hasConference = true
      case ("schedule", "day"):
        day = FeedDocument.Day(
          position: document.days.count + 1, index: attributes["index"], date: attributes["date"],
          start: attributes["start"], end: attributes["end"])
      case ("day", "room") where day != nil:
        roomGroup = attributes["name"]
        if let name = roomGroup { day?.roomOrder.append(name) }
      case ("day", "event"), ("room", "event"):
        guard day != nil else { return }
        event = FeedDocument.Event(
          id: attributes["id"], guid: attributes["guid"],
          roomGroup: parent == "room" ? roomGroup : nil)
        eventDepth = path.count - 1
      default:
        break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
      text += String(decoding: block, as: UTF8.self)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      defer {
        path.removeLast()
        text = ""
      }
      let depth = path.count - 1
      let parent = depth > 0 ? path[depth - 1] : nil
      if var current = event {
        if depth == eventDepth {
          day?.events.append(current)
          event = nil
        } else if depth == eventDepth + 1 {
          assign(name, of: &current)
          event = current
        } else if depth == eventDepth + 2 {
          if name == "person" && parent == "persons" {
            let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !name.isEmpty { current.persons.append(.init(id: personID, name: name)) }
            personID = nil
          } else if name == "link" && parent == "links"
            || name == "attachment" && parent == "attachments", let href = linkHref
          {
            let title = text.trimmingCharacters(in: .whitespacesAndNewlines)
            current.links.append(SessionLinkEntity(title: title, url: href))
            linkHref = nil
          }
          event = current
        }
        return
      }
      switch (parent, name) {
      case ("conference", "title"): document.title = text
      case ("conference", "acronym"): document.acronym = text
      case ("conference", "time_zone_name"): document.timeZoneName = text
      case ("conference", "day_change"): document.dayChange = text
      case ("schedule", "day"):
        if let day { document.days.append(day) }
        day = nil
      case ("day", "room"):
        roomGroup = nil
      default:
        break
      }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      let code = (parseError as NSError).code
      fail(
        .malformedXML(line: parser.lineNumber, reason: XMLFeedParser.reason(forCode: code)), parser)
    }

    // Declarations: `XMLProlog` refuses them all, so none should arrive; if one does, nothing
    // after it is read. (FoundationXML reports no internal entity declaration on Linux.)

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

    private func assign(_ name: String, of event: inout FeedDocument.Event) {
      switch name {
      case "date": event.date = text
      case "start": event.start = text
      case "duration": event.duration = text
      case "room": event.room = text
      case "title": event.title = text
      case "subtitle": event.subtitle = text
      case "track": event.track = text
      case "type": event.type = text
      case "language": event.language = text
      case "abstract": event.abstract = text
      case "description": event.description = text
      case "url": event.url = text
      case "feedback_url": event.feedbackURL = text
      default: break
      }
    }

    private func fail(_ failure: ProgrammeFeedError, _ parser: XMLParser) {
      if error == nil { error = failure }
      parser.abortParsing()
    }
  }
}
