import Domain
import UseCase

/// The sessions `getBookmarks` counts as bookmarked (queued additions included), for the screens
/// that star them (timetable, now, next); empty without it, or when the bookmarks cannot be read
/// (no login, or offline without a saved copy), since a star is never worth a failure.
func bookmarkedSessionIDs(from getBookmarks: (any GetBookmarksUseCase)?) async -> Set<Session.ID> {
  guard let getBookmarks else { return [] }
  return (try? await getBookmarks().bookmarkedSessionIDs) ?? []
}
