import RepositoryImplementation
import UseCaseImplementation

/// The analytics upload, assembled like a feature: after a successful command has written its
/// answer, the pending events of `analytics.jsonl` are sent to `POST /v1/analytics/events` in
/// batches (`UploadAnalyticsUseCaseImplementation`), waiting at most `CONF_ANALYTICS_WAIT`
/// (`AppSettings.analyticsWait`, 0.5 s: the upload of a few events to a reachable backend takes
/// milliseconds; the limit bounds a backend that does not answer).
///
/// With analytics off nothing happens. Any failure is silent: the events stay pending for the
/// next command, and the command's output and exit code are already final.
struct AnalyticsAssembly: Sendable {
  private let setup: AppServices.Setup

  init(setup: AppServices.Setup) {
    self.setup = setup
  }

  /// Uploads the pending events, for at most the settings' wait; for `CLIDependencies.finish`.
  func uploadPendingEvents() async {
    let services = setup.services
    guard let outbox = services.analyticsOutbox else { return }
    let upload = UploadAnalyticsUseCaseImplementation(
      repository: AnalyticsRepositoryImplementation(api: services.api, outbox: outbox))
    await BoundedWait(limit: services.settings.analyticsWait).run {
      _ = try? await upload()
    }
  }
}
