/// Why text could not be written to a stream.
public enum TextWriteFailure: Sendable, Equatable {
  /// The reader went away (a closed pipe, as in `conf timetable | head -1`): not an error.
  case closed
  /// The write failed (a full disk, `/dev/full`, an I/O error); `reason` is the system's.
  case failed(reason: String)
}
