import RepositoryImplementation
import UseCaseImplementation

/// The analytics upload, assembled like a feature: after a successful command has written its
/// answer, the pending events of `analytics.jsonl` are sent to `POST /v1/analytics/events` in
/// batches (`UploadAnalyticsUseCaseImplementation`), waiting at most `uploadWait`.
///
/// With analytics off nothing happens. Any failure is silent: the events stay pending for the
/// next command, and the command's output and exit code are already final.
struct AnalyticsFeature: Sendable {
  /// The longest a command waits for its upload before exiting: the upload of a few events to
  /// a reachable backend takes milliseconds; this bounds a backend that does not answer.
  static let uploadWait: Duration = .milliseconds(500)

  private let setup: AppServices.Setup
  private let wait: BoundedWait

  init(setup: AppServices.Setup, wait: BoundedWait = BoundedWait(limit: uploadWait)) {
    self.setup = setup
    self.wait = wait
  }

  /// Uploads the pending events, for at most the wait's limit; for `CLIDependencies.finish`.
  func uploadPendingEvents() async {
    let services = setup.services
    guard let outbox = services.analyticsOutbox else { return }
    let upload = UploadAnalyticsUseCaseImplementation(
      repository: AnalyticsRepositoryImplementation(api: services.api, outbox: outbox))
    await wait.run {
      _ = try? await upload()
    }
  }
}
