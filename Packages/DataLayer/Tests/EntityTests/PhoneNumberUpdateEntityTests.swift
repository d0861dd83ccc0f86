import Entity
import Testing

struct PhoneNumberUpdateEntityTests {
  @Test func encodesAndDecodesTheAPIShape() throws {
    let update = PhoneNumberUpdateEntity(phoneNumber: "+81312345678")
    let json = #"{"phone_number":"+81312345678"}"#

    #expect(try decode(PhoneNumberUpdateEntity.self, from: json) == update)
    #expect(try canonicalJSON(update) == json)
  }
}
