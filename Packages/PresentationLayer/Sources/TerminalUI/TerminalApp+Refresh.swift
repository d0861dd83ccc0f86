import ViewModel

extension TerminalApp {
  /// Starts refreshing an added conference's programme in the background (at launch and for
  /// `r`): the app goes on answering keys from the saved copy meanwhile, and reloads what it
  /// shows once the refresh is done. Nothing for the demo, or while a refresh runs.
  func startRefresh() {
    guard let refresh = models.programmeRefresh, refresh.begin() else { return }
    render()
    refreshTask = Task { [weak self] in
      guard await refresh.complete(), !Task.isCancelled else { return }
      await self?.reload()
      self?.render()
    }
  }
}
