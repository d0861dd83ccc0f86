import Entity
import Testing

struct TimetableEntityTests {
  @Test func decodesAndEncodesTheAPIShape() throws {
    let timetable = TimetableEntity(
      day: 1, date: "2027-03-10", timeZone: "Asia/Tokyo", sessions: [Samples.session])
    let json =
      #"{"date":"2027-03-10","day":1,"sessions":["# + Samples.sessionJSON
      + #"],"time_zone":"Asia/Tokyo"}"#

    #expect(try decode(TimetableEntity.self, from: json) == timetable)
    #expect(try canonicalJSON(timetable) == json)
  }
}
