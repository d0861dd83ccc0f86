import Entity

/// Values and their exact api.md JSON (keys sorted, no spaces).
enum Samples {
  static let speaker = SpeakerEntity(id: "sp-07", name: "Grace Hopper", affiliation: "Navy")
  static let speakerJSON = #"{"affiliation":"Navy","id":"sp-07","name":"Grace Hopper"}"#

  static let speakerWithoutAffiliation = SpeakerEntity(
    id: "sp-09", name: "Ada Lovelace", affiliation: nil)
  static let speakerWithoutAffiliationJSON = #"{"id":"sp-09","name":"Ada Lovelace"}"#

  static let session = SessionEntity(
    id: "104", title: "Café au lait: Unicode in Swift ✓", abstract: "Strings, graphemes/scalars.",
    day: 1, startsAt: "2027-03-10T10:00:00+09:00", endsAt: "2027-03-10T10:40:00+09:00",
    track: "Architecture", room: "Hall A", level: "intermediate", language: "en",
    speakers: [speaker, speakerWithoutAffiliation])
  static let sessionJSON =
    #"{"abstract":"Strings, graphemes/scalars.","day":1,"ends_at":"2027-03-10T10:40:00+09:00","#
    + #""id":"104","language":"en","level":"intermediate","room":"Hall A","speakers":["#
    + speakerJSON + "," + speakerWithoutAffiliationJSON + "],"
    + #""starts_at":"2027-03-10T10:00:00+09:00","title":"Café au lait: Unicode in Swift ✓","#
    + #""track":"Architecture"}"#
}
