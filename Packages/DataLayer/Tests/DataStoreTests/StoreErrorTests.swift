import DataStore
import Testing

struct StoreErrorTests {
  @Test func descriptionsSayWhatToDo() {
    #expect(
      StoreError.busy(path: "/home/ada/.cache/conf/cache.sqlite").description
        == "The cache at /home/ada/.cache/conf/cache.sqlite is locked by another conf process. "
        + "Wait for it to finish, then try again.")
    #expect(
      StoreError.failed(path: "/tmp/cache.sqlite", reason: "disk I/O error").description
        == "The cache at /tmp/cache.sqlite failed: disk I/O error. It only holds copies of server "
        + "data; to start over, run: rm /tmp/cache.sqlite")
  }

  @Test(arguments: [
    ("/home/o'brien/.cache/conf/cache.sqlite", #"rm '/home/o'\''brien/.cache/conf/cache.sqlite'"#),
    ("/tmp/my cache/cache.sqlite", "rm '/tmp/my cache/cache.sqlite'"),
    ("/tmp/$(reboot)/cache.sqlite", "rm '/tmp/$(reboot)/cache.sqlite'"),
  ])
  func theRemoveCommandIsQuotedForTheShell(path: String, command: String) {
    #expect(
      StoreError.failed(path: path, reason: "disk I/O error").description
        == "The cache at \(path) failed: disk I/O error. It only holds copies of server data; to "
        + "start over, run: \(command)")
  }
}
