/// How a due reminder reaches the person: the terminal bell and a desktop notification where
/// one can be shown. The composition root gives the live one (`notify-send` when it is on the
/// `PATH`, else the terminal's own notification escape); tests give a fake that records.
public protocol ReminderNotifier: Sendable {
  /// Rings for `alert`. Never fails: a notification that cannot be shown is dropped.
  func ring(_ alert: ReminderAlert) async
}
