/// One element of a JSON programme's list of events (a Sessionize session, a fortee talk, an
/// Indico contribution): the item, `null` (neither), or an item that did not decode, kept as an
/// unreadable event with its id and title where they read, so that one bad item does not cost
/// the programme (`ProgrammeBuilder` leaves it out with a warning).
struct JSONItem<Item: Decodable>: Decodable {
  var item: Item?
  var unreadable: FeedDocument.Event?

  init(from decoder: any Decoder) {
    if let value = try? decoder.singleValueContainer(), value.decodeNil() { return }
    do {
      item = try Item(from: decoder)
    } catch {
      let container = try? decoder.container(keyedBy: JSONKey.self)
      func text(_ key: String) -> String? {
        try? container?.lenientString(forKey: JSONKey(key))
      }
      var event = FeedDocument.Event(id: text("id") ?? text("uuid"), title: text("title"))
      let itemPath = decoder.codingPath
      var member = ""
      var reason = "a value of the wrong type at \(JSONFeed.path(of: itemPath))"
      if let error = error as? DecodingError {
        reason = JSONFeed.reason(for: error)
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
          .keyNotFound(_, let context), .dataCorrupted(let context):
          member = JSONFeed.path(of: context.codingPath.dropFirst(itemPath.count))
        @unknown default:
          break
        }
      }
      event.unreadable = FeedDocument.Unreadable(
        error: .malformedJSON(reason: reason), member: member)
      unreadable = event
    }
  }
}
