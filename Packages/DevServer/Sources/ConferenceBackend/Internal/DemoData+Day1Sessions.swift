extension DemoData {
  /// The sessions of day 1, sorted by start and then track.
  static let day1: [Session] = [
    Session(
      "101", .architecture, day: 1, "09:00", "09:50", .beginner, "en", ["sp-01"],
      "Keynote: Ten Years of Swift in Production",
      """
      Swift has grown from a new language into the backbone of apps used by millions. \
      This keynote looks back at what worked, what hurt, and what the next ten years may bring.
      """),
    Session(
      "102", .architecture, day: 1, "10:00", "10:40", .intermediate, "en", ["sp-02"],
      "Modularising a 200k-Line App with Local Packages",
      """
      A step-by-step account of splitting a monolithic app target into local Swift packages. \
      We cover dependency rules, build-time wins and the traps we fell into on the way.
      """),
    Session(
      "103", .concurrency, day: 1, "10:00", "10:40", .beginner, "en", ["sp-06"],
      "Structured Concurrency from First Principles",
      """
      Tasks, task groups and async let, explained without hand-waving. \
      You will leave knowing why child tasks cannot outlive their parent and why that helps.
      """),
    Session(
      "104", .swiftUI, day: 1, "10:00", "10:40", .beginner, "en", ["sp-14"],
      "SwiftUI Layout from the Inside Out",
      """
      Parents propose, children choose, parents place. \
      We trace the layout of a real screen step by step and fix three classic layout surprises.
      """),
    Session(
      "105", .testing, day: 1, "10:00", "10:40", .beginner, "en", ["sp-16"],
      "Swift Testing: A Tour",
      """
      A fast tour of Swift Testing: @Test, #expect, #require, traits and suites. \
      We compare it with XCTest and show how the two live side by side during a migration.
      """),
    Session(
      "106", .architecture, day: 1, "10:50", "11:30", .intermediate, "en", ["sp-03"],
      "Clean Architecture Without the Ceremony",
      """
      Layers help only when they carry their weight. \
      This talk shows how to keep use cases, repositories and entities small enough that \
      nobody dreads adding a feature.
      """),
    Session(
      "107", .concurrency, day: 1, "10:50", "11:30", .intermediate, "en", ["sp-10"],
      "Actors in Practice: Isolation Without Tears",
      """
      Actors protect state, but reentrancy and hops can still surprise you. \
      We walk through a cache, a download manager and a token store built as actors.
      """),
    Session(
      "108", .swiftUI, day: 1, "10:50", "11:30", .intermediate, "en", ["sp-05"],
      "Observation Beyond the Basics",
      """
      The Observation framework tracks exactly the properties a view reads. \
      Learn how that changes view-model design, and where @Bindable and withObservationTracking fit.
      """),
    Session(
      "109", .testing, day: 1, "10:50", "11:30", .intermediate, "en", ["sp-09"],
      "Parameterised Tests That Find Bugs",
      """
      Arguments to @Test turn one test into many. \
      We show how to choose inputs that find edge cases instead of repeating the happy path.
      """),
    Session(
      "110", .architecture, day: 1, "11:40", "12:20", .beginner, "en", ["sp-08"],
      "Designing Errors That Tell You What to Do",
      """
      Typed throws make error sets explicit, but naming them well is still a design problem. \
      Learn how to give every layer its own errors and map them exactly once.
      """),
    Session(
      "111", .concurrency, day: 1, "11:40", "12:20", .intermediate, "en", ["sp-15"],
      "Sendable, Explained with Real Bugs",
      """
      Every Sendable warning points at a possible data race. \
      We replay four production crashes and show the compiler diagnostic that would have caught each.
      """),
    Session(
      "112", .swiftUI, day: 1, "11:40", "12:20", .beginner, "en", ["sp-20"],
      "Accessible by Default",
      """
      VoiceOver labels, Dynamic Type and contrast are cheapest on the first day. \
      A checklist and live audit of a conference app, with fixes you can ship this week.
      """),
    Session(
      "113", .testing, day: 1, "11:40", "12:20", .intermediate, "en", ["sp-24"],
      "Fakes That Fail Loudly",
      """
      A fake that silently returns defaults hides bugs. \
      We build fakes that record calls and fail the test when called unexpectedly.
      """),
    Session(
      "114", .architecture, day: 1, "13:30", "14:10", .advanced, "en", ["sp-21"],
      "Protocols as Modules: Swapping Implementations Safely",
      """
      Putting a protocol in its own module lets you add a second implementation without \
      touching callers. We look at the build graph, testing seams and the cost of indirection.
      """),
    Session(
      "115", .concurrency, day: 1, "13:30", "14:10", .intermediate, "en", ["sp-12"],
      "Async Sequences for Event Streams",
      """
      From notifications to sockets, AsyncSequence gives events a shape you can loop over. \
      We cover AsyncStream, buffering policies and clean termination.
      """),
    Session(
      "116", .swiftUI, day: 1, "13:30", "14:10", .advanced, "en", ["sp-26"],
      "Custom Layouts with the Layout Protocol",
      """
      When stacks and grids are not enough, the Layout protocol lets you write your own. \
      We build a timetable grid with sizing caches and animated transitions.
      """),
    Session(
      "117", .testing, day: 1, "13:30", "15:00", .intermediate, "en", ["sp-16", "sp-09"],
      "Workshop: Migrating from XCTest to Swift Testing",
      """
      Bring a laptop and a test suite. \
      In ninety minutes we convert real XCTest cases to Swift Testing, one pattern at a time, \
      and keep the suite green throughout.
      """),
    Session(
      "118", .architecture, day: 1, "14:20", "15:00", .intermediate, "ja", ["sp-04"],
      "依存関係を注入する: 実践ガイド",
      """
      シングルトンをやめて、イニシャライザで依存関係を渡す方法を紹介します。\
      時計や乱数、ファイルシステムをテストで差し替える実例を中心に解説します。
      """),
    Session(
      "119", .concurrency, day: 1, "14:20", "15:00", .advanced, "en", ["sp-19"],
      "Cancellation Is a Feature",
      """
      Cooperative cancellation only works when every layer cooperates. \
      We look at checkCancellation, cancellation handlers and keeping shared work alive.
      """),
    Session(
      "120", .swiftUI, day: 1, "14:20", "15:00", .intermediate, "en", ["sp-22"],
      "Testable View Models Without UIKit",
      """
      A view model that imports no UI framework can be tested in milliseconds. \
      We show the pattern, the main-actor rules and how the same model drives a command-line tool.
      """),
    Session(
      "121", .architecture, day: 1, "15:20", "16:00", .intermediate, "en", ["sp-25"],
      "Feature Flags in a Layered Codebase",
      """
      Flags leak into every layer unless you decide where they live. \
      We compare three placements and the clean-up process that keeps old flags from piling up.
      """),
    Session(
      "122", .concurrency, day: 1, "15:20", "16:00", .intermediate, "en", ["sp-03", "sp-13"],
      "Swift 6 Migration: A Field Report",
      """
      Two teams moved large apps to the Swift 6 language mode. \
      They share their order of attack, the warnings that took longest, and what they would do differently.
      """),
    Session(
      "123", .swiftUI, day: 1, "15:20", "16:00", .intermediate, "en", ["sp-18"],
      "Animations That Respect Reduce Motion",
      """
      Motion delights some people and makes others unwell. \
      Learn to design animations with accessible fallbacks and test them in previews.
      """),
    Session(
      "124", .testing, day: 1, "15:20", "16:00", .intermediate, "en", ["sp-27"],
      "Snapshot Testing Without Flakiness",
      """
      Snapshot tests break on fonts, locales and simulators. \
      We pin every input that matters and review diffs that humans can actually read.
      """),
    Session(
      "125", .architecture, day: 1, "16:10", "16:50", .advanced, "en", ["sp-02", "sp-21"],
      "Dependency Rules Enforced in CI",
      """
      Architecture diagrams rot; build checks do not. \
      We show a small tool that reads package manifests and fails the build on a forbidden import.
      """),
    Session(
      "126", .concurrency, day: 1, "16:10", "16:50", .advanced, "en", ["sp-11"],
      "Mutex, Atomics and When to Use Them",
      """
      Actors are not the only tool. \
      The Synchronization module brings Mutex and atomics; we measure when they beat an actor and when they hurt.
      """),
    Session(
      "127", .swiftUI, day: 1, "16:10", "16:50", .beginner, "ja", ["sp-26"],
      "SwiftUIで作る多言語対応アプリ",
      """
      String Catalogを使って、日本語と英語に対応したアプリを作ります。\
      複数形や日付の書式など、つまずきやすいポイントも紹介します。
      """),
    Session(
      "128", .testing, day: 1, "16:10", "16:50", .advanced, "en", ["sp-24"],
      "Controlling Time in Tests",
      """
      Code that reads the clock is hard to test until the clock is injected. \
      We build test clocks for token expiry, debouncing and timeouts.
      """),
  ]
}
