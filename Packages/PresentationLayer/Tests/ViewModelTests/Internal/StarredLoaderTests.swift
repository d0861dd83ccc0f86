import Analytics
import Domain
import Foundation
import Testing
import UseCaseTestSupport

@testable import ViewModel

/// The load `NowViewModel` and `NextViewModel` share.
@MainActor
struct StarredLoaderTests {
  private let analytics = InMemoryAnalytics()
  private let instant = Fixtures.tenOClock

  private static let bookmarks = FakeGetBookmarks {
    BookmarkList(
      bookmarks: [
        Bookmark(sessionID: "101", createdAt: Fixtures.now),
        Bookmark(sessionID: "103", createdAt: Fixtures.now),
      ], savedAt: nil)
  }

  private func makeLoader(getBookmarks: FakeGetBookmarks?) -> StarredLoader<Int> {
    StarredLoader(getBookmarks: getBookmarks, analytics: analytics, now: { [instant] in instant })
  }

  @Test("records the event first, loads at the clock's now through .loading, then the stars")
  func loadsThroughLoadingThenReadsTheBookmarks() async {
    let loader = makeLoader(getBookmarks: Self.bookmarks)

    let loaded = await loader.load(recording: .nowViewed) { now throws(TimetableError) in
      #expect(now == instant)
      #expect(loader.state == .loading)
      #expect(loader.bookmarkedSessionIDs == [])
      #expect(analytics.events == [AnalyticsEvent(name: "now_viewed", layer: .ui, timestamp: now)])
      return 7
    }

    #expect(loaded)
    #expect(loader.state == .loaded(7))
    #expect(loader.bookmarkedSessionIDs == ["101", "103"])
  }

  @Test("a load that fails is .failed and does not read the bookmarks")
  func aFailedLoadReadsNoBookmarks() async {
    let loader = makeLoader(getBookmarks: .unexpected)

    let loaded = await loader.load(recording: .nextViewed) { _ throws(TimetableError) in
      throw .connectivity(.offline)
    }

    #expect(!loaded)
    #expect(loader.state == .failed(.connectivity(.offline)))
    #expect(loader.bookmarkedSessionIDs == [])
    #expect(
      analytics.events == [AnalyticsEvent(name: "next_viewed", layer: .ui, timestamp: instant)])
  }

  @Test("a failed load keeps the stars of the last one that loaded")
  func aFailedLoadKeepsTheLastStars() async {
    let loader = makeLoader(getBookmarks: Self.bookmarks)
    await loader.load(recording: .nowViewed) { _ throws(TimetableError) in 1 }

    await loader.load(recording: .nowViewed) { _ throws(TimetableError) in
      throw .connectivity(.offline)
    }

    #expect(loader.state == .failed(.connectivity(.offline)))
    #expect(loader.bookmarkedSessionIDs == ["101", "103"])
  }

  @Test("without a way to read bookmarks, or when they cannot be read, nothing is starred")
  func starsNothingWithoutBookmarks() async {
    for getBookmarks in [
      nil, FakeGetBookmarks { () throws(BookmarkError) in throw .connectivity(.offline) },
    ] {
      let loader = makeLoader(getBookmarks: getBookmarks)

      await loader.load(recording: .nowViewed) { _ throws(TimetableError) in 1 }

      #expect(loader.state == .loaded(1))
      #expect(loader.bookmarkedSessionIDs == [])
    }
  }
}
