public import Domain
import Entity
public import Repository
public import UseCase

/// Gets the tickets from a `TicketRepository`.
public struct GetTicketsUseCaseImplementation: GetTicketsUseCase {
  private let repository: any TicketRepository
  private let mapper = TicketMapper()

  /// Creates the use case over `repository`.
  public init(repository: any TicketRepository) {
    self.repository = repository
  }

  /// The tickets; see `GetTicketsUseCase`.
  public func callAsFunction() async throws(TicketError) -> TicketList {
    let fetched: Fetched<[TicketEntity]>
    do {
      fetched = try await repository.tickets()
    } catch {
      throw TicketError(error)
    }
    return TicketList(
      tickets: try mapper.tickets(from: fetched.value), savedAt: Freshness(fetched.source).savedAt,
      holder: await repository.holderName())
  }
}
