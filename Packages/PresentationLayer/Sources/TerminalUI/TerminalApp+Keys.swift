import Domain
import Foundation
import ViewModel

extension TerminalApp {
  /// Handles one key: a text field takes typing (and pasted text) first, then the sheet, then
  /// the screen; pasted text with no field to take it is dropped.
  func handle(_ key: Key) async {
    if key == .control("c") {
      isFinished = true
      return
    }
    if key == .control("z") {
      await toBackground()
      return
    }
    if picker != nil {
      await handlePickerKey(key)
      await synchronize()
      return
    }
    if let input {
      await handle(key, in: input)
      attachInputToSheet()
      return
    }
    if case .paste = key { return }
    if case .onboarding = models.appState.state, models.navigator.sheet == nil {
      await handleOnboarding(key)
      return
    }
    if handleLinkKey(key) || handleListSheetKey(key) {
      await synchronize()
      return
    }
    await handleShortcut(key)
    await synchronize()
    attachInputToSheet()
  }

  /// Gives a sheet that takes typing its field as soon as it is open, however it was opened (`l`,
  /// a tab or a link that needs a login): every key then goes to it, none to the screen behind.
  func attachInputToSheet() {
    switch models.navigator.sheet {
    case .login?:
      if case .login = input { return }
      input = .login(email: "", password: "", isPasswordFocused: false)
    case .phoneChange?:
      if case .phone = input { return }
      input = .phone("")
    default:
      return
    }
  }

  /// While onboarding: Enter completes the step (the app state moves on, to the tabs after the
  /// last one); `?`, `o` and `q` work as elsewhere.
  private func handleOnboarding(_ key: Key) async {
    let atNotifications = models.onboarding.currentStep == .notifications
    switch key {
    case .character("+"), .character("-"),
      .character("x") where atNotifications:
      onboardingLead = Self.lead(after: key, from: onboardingLead ?? keptLead)
    case .enter:
      if atNotifications, let reminder = models.reminder {
        await reminder.set(onboardingLead ?? keptLead)
      }
      await models.onboarding.completeCurrentStep()
    case .character("?"), .character("o"), .character("q"): await handleShortcut(key)
    default: break
    }
    await synchronize()
  }

  private func handleShortcut(_ key: Key) async {
    let navigator = models.navigator
    // Navigation (`hasAccess`) opens what needs a login to a conference without accounts too;
    // logging in and out stays for conferences with accounts.
    let hasAccountSession = models.appState.state.isLoggedIn
    if handleGridKey(key) { return }
    if await openPicker(for: key) { return }
    switch key {
    case .character("q"):
      isFinished = true
    case .character("?"):
      navigator.present(.help)
    case .character("n"):
      guard let nowAndNext = models.nowAndNext, navigator.sheet == nil else { return }
      await nowAndNext.now.load()
      await nowAndNext.next.load()
      sheetSelection = 0
      navigator.present(.nowAndNext)
    case .character("!"):
      await showChanges()
    case .escape, .backspace:
      if !navigator.back(), isSearchShown {
        isSearchShown = false
        navigator.moveSelection(by: -navigator.state.selectedRow, rowCount: 1)
      }
    case .up: moveSelection(by: -1)
    case .down: moveSelection(by: 1)
    case .pageUp: moveSelection(by: -max(listHeight - 1, 1))
    case .pageDown: moveSelection(by: max(listHeight - 1, 1))
    case .home: moveSelection(by: -Int(Int32.max))
    case .end: moveSelection(by: Int(Int32.max))
    case .enter:
      guard navigator.sheet == nil, navigator.openSession == nil else { return }
      let rows = visibleRows
      guard rows.indices.contains(navigator.state.selectedRow) else { return }
      navigator.open(rows[navigator.state.selectedRow].id)
    case .tab, .backTab:
      let current = tabs.firstIndex(of: navigator.visibleTab(isLoggedIn: hasAccess)) ?? 0
      let offset = key == .tab ? 1 : tabs.count - 1
      navigator.select(tabs[(current + offset) % tabs.count], isLoggedIn: hasAccess)
    case .character(let digit) where ("1"..."9").contains(digit):
      let index = Int(String(digit)).map { $0 - 1 } ?? 0
      guard tabs.indices.contains(index) else { return }
      navigator.select(tabs[index], isLoggedIn: hasAccess)
    case .left, .right:
      guard navigator.visibleTab(isLoggedIn: hasAccess) == .timetable,
        navigator.openSession == nil, !isSearchShown
      else { return }
      let days = models.timetable.conferenceDays
      guard let index = days.firstIndex(of: navigator.state.day) else { return }
      let next = index + (key == .left ? -1 : 1)
      if days.indices.contains(next) { navigator.select(day: days[next]) }
    case .character("t"), .character("T"):
      guard navigator.visibleTab(isLoggedIn: hasAccess) == .timetable,
        case .loaded(let content) = models.timetable.state
      else { return }
      navigator.select(
        track: Self.cycled(
          from: navigator.state.track, in: content.tracks.map(\.name),
          backwards: key == .character("T")))
    case .character("m"), .character("M"):
      guard navigator.visibleTab(isLoggedIn: hasAccess) == .timetable, !isSearchShown else {
        return
      }
      // The rooms of the day as loaded, every session included, so any room can follow.
      guard case .loaded(let content) = models.timetable.state else { return }
      room = Self.cycled(from: room, in: content.rooms, backwards: key == .character("M"))
      models.timetable.selectRoom(room)
    case .character("."):
      jumpToNow()
    case .character(":"):
      guard navigator.visibleTab(isLoggedIn: hasAccess) == .timetable, !isSearchShown,
        navigator.sheet == nil, navigator.openSession == nil
      else { return }
      input = .time("")
    case .character("b"):
      await toggleBookmark()
    case .character("/"):
      guard navigator.sheet == nil else { return }
      input = .search("")
    case .character("l"):
      if let note = models.refusal(.accounts) {
        navigator.show(notice: note)
        return
      }
      guard !hasAccountSession else { return }
      navigator.requireLogin(then: nil)
      input = .login(email: "", password: "", isPasswordFocused: false)
    case .character("p"):
      guard hasAccountSession, navigator.visibleTab(isLoggedIn: hasAccess) == .profile else {
        return
      }
      navigator.present(.phoneChange)
      input = .phone("")
    case .character("c"), .character("g"), .character("s"), .character("u"):
      guard hasAccountSession, navigator.visibleTab(isLoggedIn: hasAccess) == .tickets else {
        return
      }
      await ticketAction(key)
    case .character("r"):
      // An added conference's programme is fetched again in the background, however young
      // the copy; the demo's is reloaded, waiting for the backend as long as CONF_TIMEOUT
      // allows rather than the budget a due refresh gets.
      if models.programmeRefresh != nil {
        startRefresh()
      } else {
        models.beginExplicitRefresh()
        await reload()
      }
    case .character("o"):
      guard hasAccountSession else { return }
      await logOut()
    default:
      break
    }
  }

  /// `names`' one after `current` (before it when `backwards`), `nil` (all) after the last and
  /// before the first: what `t`, `m`, `T` and `M` step through.
  static func cycled(from current: String?, in names: [String], backwards: Bool) -> String? {
    guard let current, let index = names.firstIndex(of: current) else {
      return backwards ? names.last : names.first
    }
    let next = index + (backwards ? -1 : 1)
    return names.indices.contains(next) ? names[next] : nil
  }

  /// The session `b` acts on: the one open, else the grid's under the cursor, else the selected
  /// row's.
  var targetSession: Session.ID? {
    if let open = models.navigator.openSession { return open }
    if isGridActive { return gridSession }
    let rows = visibleRows
    let row = models.navigator.state.selectedRow
    return rows.indices.contains(row) ? rows[row].id : nil
  }

  private func toggleBookmark() async {
    guard let id = targetSession else { return }
    guard hasAccess else {
      models.navigator.requireLogin(then: .toggleBookmark(id))
      input = .login(email: "", password: "", isPasswordFocused: false)
      return
    }
    await toggleBookmark(id)
  }

  /// The reminder lead time kept on this device, or the standard one before it is read.
  var keptLead: ReminderLeadTime {
    if case .loaded(let lead)? = models.reminder?.state { return lead }
    return .standard
  }

  /// `lead` after `+` (5 minutes more), `-` (5 fewer, down to 0) or `x` (off; `+` then starts
  /// at 5).
  static func lead(after key: Key, from lead: ReminderLeadTime) -> ReminderLeadTime {
    let minutes = lead.minutes
    switch key {
    case .character("x"): return .off
    case .character("+"):
      return ReminderLeadTime(minutes: min((minutes ?? 0) + 5, ReminderLeadTime.maximumMinutes))
        ?? lead
    default:
      guard let minutes else { return .off }
      return ReminderLeadTime(minutes: max(minutes - 5, 0)) ?? lead
    }
  }

  /// On the Tickets tab: `c` checks your ticket in; `g`, `s` and `u` buy a general, student or
  /// supporter ticket. The outcome is a notice in the words of `conf ticket`, then the list
  /// again.
  private func ticketAction(_ key: Key) async {
    let tickets = models.tickets
    switch key {
    case .character("c"): await tickets.checkIn(nil)
    case .character("g"): await tickets.purchase(.general)
    case .character("s"): await tickets.purchase(.student)
    default: await tickets.purchase(.supporter)
    }
    let zone = displayZone ?? tickets.conferenceTimeZone ?? .gmt
    let notice: String
    if let outcome = tickets.outcomeLine(in: zone) {
      notice = outcome
    } else if case .failed(let error) = tickets.state {
      notice = "Error: \(error.description)"
    } else {
      return
    }
    await tickets.load()
    models.navigator.show(notice: notice)
  }

  func toggleBookmark(_ id: Session.ID) async {
    if bookmarked.contains(id) {
      await models.bookmarks.remove(id)
      if case .removed = models.bookmarks.state { bookmarked.remove(id) }
    } else {
      await models.bookmarks.add(id)
      if case .added = models.bookmarks.state { bookmarked.insert(id) }
    }
  }

  private func moveSelection(by offset: Int) {
    guard models.navigator.openSession == nil else { return }
    models.navigator.moveSelection(by: offset, rowCount: visibleRows.count)
  }

  private func handle(_ key: Key, in field: TextInput) async {
    if let edited = field.editing(with: key) {
      input = edited
      return
    }
    switch (key, field) {
    case (.escape, _):
      input = nil
      if models.navigator.sheet != nil { models.navigator.back() }
    case (.tab, .login(let email, let password, let isPasswordFocused)),
      (.backTab, .login(let email, let password, let isPasswordFocused)):
      input = .login(email: email, password: password, isPasswordFocused: !isPasswordFocused)
    case (.enter, .login(let email, let password, false)):
      input = .login(email: email, password: password, isPasswordFocused: true)
    case (.enter, .login(let email, let password, true)):
      await logIn(email: email, password: Password(password))
    case (.enter, .search(let text)):
      input = nil
      isSearchShown = true
      models.navigator.moveSelection(by: -models.navigator.state.selectedRow, rowCount: 1)
      await models.search.search(matching: text)
    case (.enter, .time(let text)):
      input = nil
      if let minute = Self.minute(fromTime: text) {
        jump(toMinute: minute)
      } else {
        models.navigator.show(notice: "Type a time as HH:MM, for example 14:10.")
      }
    case (.enter, .phone(let text)):
      await models.profile.setPhoneNumber(text)
      if case .loaded(let user) = models.profile.state {
        models.appState.update(user)
        input = nil
        models.navigator.back()
      }
    default:
      break
    }
  }

  /// Logs out (the stored login is removed); a failure is shown on the status line.
  private func logOut() async {
    do throws(AccountError) {
      try await models.appState.logOut()
    } catch {
      models.navigator.show(notice: error.description)
    }
  }

  private func logIn(email: String, password: Password) async {
    input = .login(email: email, password: "", isPasswordFocused: true)
    await models.login.logIn(email: email, password: password)
    guard case .loggedIn = models.login.state else { return }
    input = nil
    let pending = models.navigator.didLogIn()
    await loadBookmarks()
    loadedTab = nil
    if case .toggleBookmark(let id) = pending {
      await toggleBookmark(id)
    }
    await synchronize()
  }
}
