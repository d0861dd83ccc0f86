import Domain
import Entity
import Repository

/// Loads the conference's description and one day's timetable from a `TimetableRepository`
/// and maps them to the domain: what every programme use case that needs whole days shares.
struct TimetableLoader: Sendable {
  let repository: any TimetableRepository
  let mapper = TimetableMapper()
  let conferenceMapper = ConferenceMapper()

  /// The conference's description, live or from the saved copy.
  ///
  /// - Throws: The `TimetableError` the repository's failure means, or
  ///   `.connectivity(.incompatible)` for a description that does not map.
  func conference() async throws(TimetableError) -> Conference {
    let fetched: Fetched<ConferenceEntity>
    do {
      fetched = try await repository.conference()
    } catch {
      throw TimetableError(
        error,
        whenNotFound: .connectivity(
          .incompatible(reason: "the backend does not describe the conference")),
        from: repository.origin)
    }
    return try conferenceMapper.conference(from: fetched.value)
  }

  /// The timetable of `day`, live or from the saved copy.
  ///
  /// - Throws: The `TimetableError` the repository's failure means (`.dayNotFound` naming the
  ///   conference's days for a day the backend does not have), or
  ///   `.connectivity(.incompatible)` when the backend sent another day than the one asked for.
  func load(_ day: ConferenceDay) async throws(TimetableError) -> Timetable {
    let fetched: Fetched<TimetableEntity>
    do {
      fetched = try await repository.timetable(forDay: day.number)
    } catch {
      var days: [ConferenceDay] = []
      if case .notFound = error, let conference = try? await conference() {
        days = conference.dayNumbers
      }
      throw TimetableError(
        error, whenNotFound: .dayNotFound(day: day.number, days: days), from: repository.origin)
    }
    let timetable = try mapper.timetable(
      from: fetched.value, freshness: Freshness(fetched.source, from: repository.origin))
    guard timetable.day == day else {
      throw .connectivity(
        .incompatible(reason: "asked for day \(day) but the backend sent day \(timetable.day)"))
    }
    return timetable
  }
}
