import Foundation

/// Reads a JSON programme, telling its format from its top-level members (never a name): a
/// c3voc `schedule.json` has `schedule` (`JSONFeed`), a fortee timetable `timetable`
/// (`ForteeFeed`), Sessionize's "All" `sessions` with `speakers` or `rooms` (`SessionizeFeed`),
/// an Indico export `results` (`IndicoFeed`). The document is decoded once, a UTF-8 byte order
/// mark before it skipped.
enum JSONProgramme {
  /// Decodes `data`.
  ///
  /// - Throws: `.malformedJSON` for JSON that does not parse or holds a value of a type no
  ///   producer writes where a programme needs it; `.missing("\"schedule\"")` for JSON with
  ///   none of the members above; what the format's reader throws.
  static func document(from data: Data) throws(ProgrammeFeedError) -> FeedDocument {
    let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
    do {
      let root = try JSONDecoder().decode(Root.self, from: body)
      return root.isSchedule ? JSONFeed.withRoomOrder(root.document, from: body) : root.document
    } catch let error as ProgrammeFeedError {
      throw error
    } catch let error as DecodingError {
      throw .malformedJSON(reason: JSONFeed.reason(for: error))
    } catch {
      throw .malformedJSON(reason: "\(error)")
    }
  }

  /// The top level, read by whichever format its members name.
  private struct Root: Decodable {
    var document: FeedDocument
    /// Whether it is a c3voc `schedule.json`.
    var isSchedule = false

    init(from decoder: any Decoder) throws {
      let members = Set(try decoder.container(keyedBy: JSONKey.self).allKeys.map(\.stringValue))
      if members.contains("schedule") {
        isSchedule = true
        document = try JSONFeed.document(decodedBy: decoder)
      } else if members.contains("timetable") {
        document = try ForteeFeed.document(decodedBy: decoder)
      } else if members.contains("sessions")
        && (members.contains("speakers") || members.contains("rooms"))
      {
        document = try SessionizeFeed.document(decodedBy: decoder)
      } else if members.contains("results") {
        document = try IndicoFeed.document(decodedBy: decoder)
      } else {
        throw ProgrammeFeedError.missing("\"schedule\"")
      }
    }
  }
}
