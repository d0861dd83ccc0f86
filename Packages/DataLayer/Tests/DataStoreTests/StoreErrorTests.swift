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
        + "data; to start over, run: rm '/tmp/cache.sqlite'")
  }
}
