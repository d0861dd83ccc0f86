/// The body of `PUT /v1/me/phone-number`.
public struct PhoneNumberUpdateEntity: Codable, Sendable, Equatable {
  /// The new phone number.
  public let phoneNumber: String

  /// Creates a phone number update.
  public init(phoneNumber: String) {
    self.phoneNumber = phoneNumber
  }

  enum CodingKeys: String, CodingKey {
    case phoneNumber = "phone_number"
  }
}
