/// Where a programme is read from: the conference backend, or a conference's published
/// programme on a website or in a file.
///
/// Not part of the API's JSON: the programme clients say it (`ConferenceAPIClient.origin`) and
/// the repositories pass it on, so that a failure, or a saved copy shown in place of an answer,
/// can name what could not be reached or used.
public enum ProgrammeOriginEntity: Sendable, Equatable {
  /// The conference backend (the demo conference), at `CONF_SERVER` or embedded.
  case backend
  /// A website, by its host and, when the address gives one, its port (`fosdem.org`,
  /// `127.0.0.1:8080`); never a user name, password, path or query.
  case website(host: String)
  /// A file, by its path as given.
  case file(path: String)
}
