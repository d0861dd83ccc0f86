import SQLite

/// Creates the tables and seeds the demo data, once per database file.
///
/// The schema version lives in `PRAGMA user_version`. A warm open reads it and returns; a cold
/// open migrates inside one `BEGIN IMMEDIATE` transaction and re-reads the version inside it, so
/// several processes opening a new file at once seed it exactly once.
enum Schema {
  /// The version this backend writes; `migrate(_:to:)` knows every step up to it.
  static let currentVersion = 4

  /// `PRAGMA application_id` of a backend database: "Conf" in ASCII. Set by version 3, so a
  /// file can be recognised from its header (bytes 68 to 71) without opening it.
  static let applicationID: Int32 = 0x436F_6E66

  /// Brings `connection` to `currentVersion`.
  static func prepare(_ connection: SQLiteConnection) throws(BackendError) {
    let path = connection.path
    do {
      let version = try userVersion(connection)
      if version == currentVersion { return }
      if version > currentVersion {
        throw BackendError.unsupportedSchemaVersion(path: path, version: version)
      }
      try connection.transaction { () throws(SQLiteError) in
        let lockedVersion = try userVersion(connection)
        guard lockedVersion < currentVersion else { return }
        for version in (lockedVersion + 1)...currentVersion {
          try migrate(connection, to: version)
        }
        try connection.execute("PRAGMA user_version = \(currentVersion)")
      }
    } catch let error as BackendError {
      throw error
    } catch let error as SQLiteError {
      if error.kind == .corrupt || error.kind == .cannotOpen {
        throw BackendError.cannotOpenDatabase(path: path, reason: error.message)
      }
      throw BackendError.cannotPrepareDatabase(path: path, reason: error.message)
    } catch {
      throw BackendError.cannotPrepareDatabase(path: path, reason: "\(error)")
    }
  }

  private static func userVersion(_ connection: SQLiteConnection) throws(SQLiteError) -> Int {
    try connection.query("PRAGMA user_version").first?.int(0) ?? 0
  }

  /// Takes the database from `version - 1` to `version`.
  private static func migrate(_ connection: SQLiteConnection, to version: Int) throws(SQLiteError) {
    switch version {
    case 1: try createProgramme(connection)
    case 2: try createAccounts(connection)
    case 3: try connection.execute("PRAGMA application_id = \(applicationID)")
    case 4: try createBookmarksTicketsAndAnalytics(connection)
    default: break
    }
  }

  private static func createProgramme(_ connection: SQLiteConnection) throws(SQLiteError) {
    try connection.execute(
      """
      CREATE TABLE days (
        day INTEGER PRIMARY KEY,
        date TEXT NOT NULL,
        time_zone TEXT NOT NULL
      );
      CREATE TABLE speakers (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        affiliation TEXT
      );
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        day INTEGER NOT NULL REFERENCES days(day),
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        title TEXT NOT NULL,
        abstract TEXT NOT NULL,
        track TEXT NOT NULL,
        room TEXT NOT NULL,
        level TEXT NOT NULL,
        language TEXT NOT NULL
      );
      CREATE INDEX sessions_by_day ON sessions(day, starts_at, id);
      CREATE TABLE session_speakers (
        session_id TEXT NOT NULL REFERENCES sessions(id),
        speaker_id TEXT NOT NULL REFERENCES speakers(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (session_id, position)
      );
      """)
    let insertDay = try connection.prepare("INSERT INTO days VALUES (?1, ?2, ?3)")
    for day in DemoData.days {
      try insertDay.run([.int(day.number), .text(day.date), .text(DemoData.timeZone)])
    }
    let insertSpeaker = try connection.prepare("INSERT INTO speakers VALUES (?1, ?2, ?3)")
    for speaker in DemoData.speakers {
      try insertSpeaker.run([.text(speaker.id), .text(speaker.name), .text(speaker.affiliation)])
    }
    let insertSession = try connection.prepare(
      "INSERT INTO sessions VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)")
    let insertSessionSpeaker = try connection.prepare(
      "INSERT INTO session_speakers VALUES (?1, ?2, ?3)")
    for session in DemoData.sessions {
      try insertSession.run([
        .text(session.id), .int(session.day), .text(session.startsAt), .text(session.endsAt),
        .text(session.title), .text(session.abstract), .text(session.track.rawValue),
        .text(session.track.room), .text(session.level.rawValue), .text(session.language),
      ])
      for (position, speakerID) in session.speakerIDs.enumerated() {
        try insertSessionSpeaker.run([.text(session.id), .text(speakerID), .int(position)])
      }
    }
  }

  private static func createAccounts(_ connection: SQLiteConnection) throws(SQLiteError) {
    try connection.execute(
      """
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        display_name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        phone_number TEXT,
        onboarding_step TEXT NOT NULL
      );
      CREATE TABLE token_families (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        created_at REAL NOT NULL,
        revoked_at REAL
      );
      CREATE TABLE access_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id INTEGER NOT NULL REFERENCES token_families(id),
        expires_at REAL NOT NULL
      );
      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id INTEGER NOT NULL REFERENCES token_families(id),
        rotated_at REAL
      );
      """)
    let insert = try connection.prepare(
      """
      INSERT INTO accounts (id, email, display_name, password_hash, phone_number, onboarding_step)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6)
      """)
    for account in DemoData.accounts {
      try insert.run([
        .text(account.id), .text(account.email), .text(account.displayName),
        .text(account.passwordHash), .text(account.phoneNumber),
        .text(account.onboardingStep.rawValue),
      ])
    }
  }

  private static func createBookmarksTicketsAndAnalytics(
    _ connection: SQLiteConnection
  ) throws(SQLiteError) {
    try connection.execute(
      """
      CREATE TABLE bookmarks (
        account_id TEXT NOT NULL REFERENCES accounts(id),
        session_id TEXT NOT NULL REFERENCES sessions(id),
        created_at TEXT NOT NULL,
        PRIMARY KEY (account_id, session_id)
      );
      CREATE TABLE tickets (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL UNIQUE REFERENCES accounts(id),
        kind TEXT NOT NULL,
        issued_at TEXT NOT NULL,
        checked_in_at TEXT
      );
      CREATE TABLE analytics_events (
        event_id TEXT PRIMARY KEY,
        account_id TEXT,
        name TEXT NOT NULL,
        layer TEXT NOT NULL,
        timestamp TEXT NOT NULL,
        properties TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      """)
  }
}
