public import Domain
public import Repository
public import UseCase

/// Uploads pending analytics events in batches of `batchSize`, at most `maximumBatches` per
/// run, through the analytics repository.
///
/// Stops early when nothing is left (a batch smaller than `batchSize`) or when another process
/// is uploading. Records no analytics event itself: an upload that recorded one would always
/// leave one more event to upload.
public struct UploadAnalyticsUseCaseImplementation: UploadAnalyticsUseCase {
  /// The default batch size: 100 events a request (the backend takes up to 500).
  public static let defaultBatchSize = 100
  /// The default number of batches per run: 5, so one command sends at most 500 events.
  public static let defaultMaximumBatches = 5

  private let repository: any AnalyticsRepository
  private let batchSize: Int
  private let maximumBatches: Int

  /// Creates the use case.
  ///
  /// - Parameters:
  ///   - repository: The events recorded on this device and the analytics API.
  ///   - batchSize: Events per request, at least 1.
  ///   - maximumBatches: Requests per run, at least 1.
  public init(
    repository: any AnalyticsRepository,
    batchSize: Int = UploadAnalyticsUseCaseImplementation.defaultBatchSize,
    maximumBatches: Int = UploadAnalyticsUseCaseImplementation.defaultMaximumBatches
  ) {
    self.repository = repository
    self.batchSize = max(batchSize, 1)
    self.maximumBatches = max(maximumBatches, 1)
  }

  /// Uploads up to `maximumBatches` batches; see `UploadAnalyticsUseCase`.
  public func callAsFunction() async throws(AnalyticsUploadError) -> AnalyticsUploadReport {
    var sent = 0
    var discarded = 0
    func report(_ outcome: AnalyticsUploadReport.Outcome) -> AnalyticsUploadReport {
      AnalyticsUploadReport(sentCount: sent, discardedCount: discarded, outcome: outcome)
    }
    for _ in 0..<maximumBatches {
      let result: AnalyticsBatchResult
      do {
        result = try await repository.uploadPendingEvents(limit: batchSize)
      } catch {
        throw AnalyticsUploadError(error)
      }
      switch result {
      case .nothingPending:
        return report(.allSent)
      case .busy:
        return report(.anotherUploaderBusy)
      case .sent(let count, _):
        sent += count
        if count < batchSize { return report(.allSent) }
      case .discarded(let count):
        discarded += count
        if count < batchSize { return report(.allSent) }
      }
    }
    return report(.limitReached)
  }
}
