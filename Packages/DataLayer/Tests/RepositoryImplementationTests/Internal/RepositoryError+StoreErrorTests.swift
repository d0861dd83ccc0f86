import DataStore
import Repository
import Testing

@testable import RepositoryImplementation

struct RepositoryErrorFromStoreErrorTests {
  @Test(arguments: [
    (
      StoreError.full(path: "/home/ada/.conf/bookmarks.sqlite"),
      RepositoryError.storageFull(
        reason: "the bookmark store at /home/ada/.conf/bookmarks.sqlite could not keep the "
          + "change; free some space, then run the command again")
    ),
    (
      .busy(path: "/home/ada/.conf/bookmarks.sqlite"),
      .storage(
        reason: "the bookmark store: /home/ada/.conf/bookmarks.sqlite is locked by another "
          + "conf process")
    ),
    (
      .failed(path: "/home/ada/.conf/bookmarks.sqlite", reason: "disk I/O error"),
      .storage(
        reason: "the bookmark store: /home/ada/.conf/bookmarks.sqlite failed: disk I/O error")
    ),
  ])
  func namesTheStoreWithoutAdviceToDeleteIt(failure: StoreError, expected: RepositoryError) {
    #expect(RepositoryError(failure, in: "the bookmark store") == expected)
  }
}
