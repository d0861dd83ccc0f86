import Domain
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
      await self?.noteChanges()
      self?.render()
    }
  }

  /// Counts what changed on the programme since the person last looked, for the banner: after
  /// a refresh here, or by a line command before the app opened. The first time, with nothing
  /// seen yet, the programme as it is now becomes what was seen, so later changes show.
  func noteChanges() async {
    guard let changes = models.changes else { return }
    await changes.load(markingSeen: false)
    guard case .loaded(let result) = changes.state else { return }
    if result.since == nil {
      await changes.load(markingSeen: true)
      return
    }
    changesBanner = ChangesViewModel.banner(for: result)
  }

  /// `!`: the Changes view, as `conf changes` shows it; looking marks the programme seen, so
  /// the banner and the lists' `!` marks go.
  func showChanges() async {
    guard let changes = models.changes, models.navigator.sheet == nil else { return }
    await changes.load()
    changesBanner = nil
    sheetSelection = 0
    models.navigator.present(.changes)
    await models.timetable.loadChanges(amongBookmarked: bookmarked)
  }
}
