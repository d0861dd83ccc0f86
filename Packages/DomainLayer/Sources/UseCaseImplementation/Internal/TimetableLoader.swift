import Domain
import Entity
import Repository

/// Loads one day's timetable from a `TimetableRepository` and maps it to the domain: what every
/// programme use case that needs whole days shares.
struct TimetableLoader: Sendable {
  let repository: any TimetableRepository
  let mapper = TimetableMapper()

  /// The timetable of `day`, live or from the saved copy.
  ///
  /// - Throws: The `TimetableError` the repository's failure means (`.dayNotFound` for a day
  ///   the backend does not have), or `.connectivity(.incompatible)` when the backend sent
  ///   another day than the one asked for.
  func load(_ day: ConferenceDay) async throws(TimetableError) -> Timetable {
    let fetched: Fetched<TimetableEntity>
    do {
      fetched = try await repository.timetable(forDay: day.number)
    } catch {
      throw TimetableError(error, whenNotFound: .dayNotFound(day: day.number))
    }
    let timetable = try mapper.timetable(from: fetched.value, freshness: Freshness(fetched.source))
    guard timetable.day == day else {
      throw .connectivity(
        .incompatible(reason: "asked for day \(day) but the backend sent day \(timetable.day)"))
    }
    return timetable
  }
}
