public import Foundation

/// How long before each bookmarked session the person is reminded, or that they are not:
/// chosen at onboarding's notifications step and changed with a setting.
///
/// Written as whole minutes from 0 to a week, or `off`; that text is also how it is stored.
public struct ReminderLeadTime: Sendable, Equatable, CustomStringConvertible {
  /// The longest lead time: a week, in minutes.
  public static let maximumMinutes = 10_080
  /// The lead time nobody chose: 10 minutes.
  public static let standard = ReminderLeadTime(checkedMinutes: 10)
  /// No reminders.
  public static let off = ReminderLeadTime(checkedMinutes: nil)

  /// The minutes before a session, or `nil` when reminders are off.
  public let minutes: Int?

  private init(checkedMinutes: Int?) {
    minutes = checkedMinutes
  }

  /// `minutes` before each session, or `nil` outside 0 to `maximumMinutes`.
  public init?(minutes: Int) {
    guard (0...Self.maximumMinutes).contains(minutes) else { return nil }
    self.init(checkedMinutes: minutes)
  }

  /// The lead time `text` names: whole minutes (`15`, ASCII digits, surrounding spaces
  /// ignored) or `off` in any letter case; `nil` for anything else.
  public init?(parsing text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed == "off" {
      self = .off
      return
    }
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }),
      let minutes = Int(trimmed)
    else { return nil }
    self.init(minutes: minutes)
  }

  /// `15` or `off`: the form `init(parsing:)` reads back.
  public var description: String {
    minutes.map(String.init) ?? "off"
  }

  /// Whether `session` starts within the lead time after `now` (and has not started yet);
  /// never when reminders are off.
  public func isDue(_ session: Session, at now: Date) -> Bool {
    guard let minutes else { return false }
    let until = session.startsAt.timeIntervalSince(now)
    return until >= 0 && until <= Double(minutes) * 60
  }
}
