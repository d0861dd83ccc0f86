import Domain

/// What a programme failure met while building another feature's answer means for an account
/// call: its connectivity or storage failure, or an incompatible backend for a "not found".
enum TimetableErrorBridge {
  static func sessionError(_ error: TimetableError) -> AccountError {
    switch error {
    case .connectivity(let failure): .connectivity(failure)
    case .storage(let failure): .storage(failure)
    case .dayNotFound, .sessionNotFound, .heldSeveralTimes, .emptyQuery, .unknownTrack,
      .unknownRoom, .unknownSpeaker, .ambiguousTrack, .ambiguousRoom:
      .connectivity(.incompatible(reason: error.description))
    }
  }
}
