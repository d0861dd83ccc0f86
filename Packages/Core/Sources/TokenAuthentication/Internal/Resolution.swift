/// What an operation produced.
enum Resolution {
  case loaded(Credential?)
  case loadFailed(any Error)
  case refreshed(Credential)
  case adopted(Credential?, hasRefreshed: Bool)
  case transientFailure(any Error)
  case terminalFailure(any Error)
}
