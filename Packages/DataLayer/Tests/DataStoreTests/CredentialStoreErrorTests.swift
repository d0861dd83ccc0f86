import DataStore
import Testing

struct CredentialStoreErrorTests {
  @Test(arguments: [
    (
      CredentialStoreError.readableByOthers(
        path: "/home/ada/.config/conf/credentials", mode: 0o644),
      "Credential file at /home/ada/.config/conf/credentials is readable by others (mode 0644). "
        + "Run: chmod 600 /home/ada/.config/conf/credentials "
        + "(and conf logout if someone else may have read it)"
    ),
    (
      .readableByOthers(path: "/home/ada/my conf/credentials", mode: 0o620),
      "Credential file at /home/ada/my conf/credentials is writable by others (mode 0620). "
        + "Run: chmod 600 '/home/ada/my conf/credentials' "
        + "(and conf logout if someone else may have read it)"
    ),
    (
      .folderWritableByOthers(path: "/tmp/conf", mode: 0o777),
      "The folder /tmp/conf holding the credential file is writable by others (mode 0777), who "
        + "could replace the file. Run: chmod 700 /tmp/conf"
    ),
    (
      .wrongOwner(path: "/tmp/conf/credentials", owner: 1001),
      "Credential path /tmp/conf/credentials belongs to another user (uid 1001), so conf does not "
        + "trust it. Remove it or set CONF_HOME to a folder of your own, then run: conf login"
    ),
    (
      .notAFile(path: "/tmp/conf/credentials"),
      "Credential path /tmp/conf/credentials is not a regular file (a link, a folder or a "
        + "device), so conf does not read it. Run: rm /tmp/conf/credentials, then conf login"
    ),
    (
      .corrupt(path: "/tmp/conf/credentials", reason: "not valid JSON"),
      "Credential file at /tmp/conf/credentials is damaged (not valid JSON). "
        + "Run: conf logout, then conf login"
    ),
    (
      .unsupportedVersion(path: "/tmp/conf/credentials", version: 3),
      "Credential file at /tmp/conf/credentials was written by a newer conf (format 3). "
        + "Update conf, or run: conf logout, then conf login"
    ),
    (
      .unwritable(path: "/tmp/conf/credentials", reason: "No space left on device"),
      "Cannot write the credential file at /tmp/conf/credentials (No space left on device). "
        + "Check that its folder is yours and writable, then try again"
    ),
    (
      .diskFull(path: "/tmp/conf/credentials"),
      "No space is left for /tmp/conf/credentials (the disk or your quota is full), so conf "
        + "could not save the login. Free some space, then run: conf login"
    ),
    (
      .lockFailed(path: "/tmp/conf/credentials.lock", reason: "Permission denied"),
      "Cannot lock /tmp/conf/credentials.lock to refresh the session (Permission denied). "
        + "Check that its folder is yours and writable, then try again"
    ),
    (
      .lockTimedOut(path: "/tmp/conf/credentials.lock", timeout: .seconds(30)),
      "Another conf process held /tmp/conf/credentials.lock for more than 30 seconds while "
        + "refreshing the session. Wait for it to finish (or stop it), then try again"
    ),
    (
      .lockTimedOut(path: "/tmp/conf/credentials.lock", timeout: .milliseconds(250)),
      "Another conf process held /tmp/conf/credentials.lock for more than 250 milliseconds while "
        + "refreshing the session. Wait for it to finish (or stop it), then try again"
    ),
  ])
  func descriptionsSayWhatToDo(error: CredentialStoreError, description: String) {
    #expect(error.description == description)
  }

  @Test func pathsWithQuotesStayOneShellWord() {
    #expect(
      CredentialStoreError.notAFile(path: "/tmp/it's").description
        == "Credential path /tmp/it's is not a regular file (a link, a folder or a device), so "
        + #"conf does not read it. Run: rm '/tmp/it'\''s', then conf login"#)
  }
}
