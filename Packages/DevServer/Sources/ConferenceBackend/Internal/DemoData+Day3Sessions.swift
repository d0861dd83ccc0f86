extension DemoData {
  /// The sessions of day 3, sorted by start and then track.
  static let day3: [Session] = [
    Session(
      "301", .architecture, day: 3, "10:00", "10:40", .intermediate, "en", ["sp-17"],
      "Server-Side Swift for Mobile Teams",
      """
      Sharing Swift between app and server removes a whole class of mismatches. \
      We show which code to share, which to keep apart, and how to deploy on Linux.
      """),
    Session(
      "302", .concurrency, day: 3, "10:00", "10:40", .advanced, "en", ["sp-19"],
      "Distributed Actors on Your Laptop",
      """
      Distributed actors extend isolation across processes. \
      We build a tiny cluster on one machine and look at serialization and failure handling.
      """),
    Session(
      "303", .swiftUI, day: 3, "10:00", "10:40", .intermediate, "en", ["sp-22"],
      "State Restoration Done Right",
      """
      Restoring the last screen is easy; restoring it safely is not. \
      We validate restored state and drop stale entries before they crash the app.
      """),
    Session(
      "304", .testing, day: 3, "10:00", "10:40", .advanced, "en", ["sp-09"],
      "Fuzzing Parsers with Swift",
      """
      Parsers meet hostile input every day. \
      We fuzz an HTTP request parser and a date parser and fix what the fuzzer finds.
      """),
    Session(
      "305", .architecture, day: 3, "10:50", "11:30", .intermediate, "ja", ["sp-23"],
      "アプリ状態を型で表現する",
      """
      ログイン前、オンボーディング中、ログイン後といったアプリの状態を列挙型で表現します。\
      不正な遷移をテストで防ぐ方法も紹介します。
      """),
    Session(
      "306", .concurrency, day: 3, "10:50", "11:30", .advanced, "en", ["sp-10"],
      "Region-Based Isolation in Everyday Code",
      """
      The compiler can prove that a non-Sendable value is safe to transfer. \
      We explain sending parameters and regions with examples from real view models.
      """),
    Session(
      "307", .swiftUI, day: 3, "10:50", "11:30", .intermediate, "en", ["sp-14"],
      "Widgets and Live Activities",
      """
      Show the next session on the lock screen. \
      We build a widget and a Live Activity that share code with the app's view models.
      """),
    Session(
      "308", .testing, day: 3, "10:50", "11:30", .beginner, "en", ["sp-28"],
      "Coverage Is Not the Goal",
      """
      High coverage can hide weak assertions. \
      We use mutation testing to find tests that cannot fail and make them meaningful.
      """),
    Session(
      "309", .architecture, day: 3, "11:40", "12:20", .beginner, "en", ["sp-15"],
      "Designing Command-Line Tools in Swift",
      """
      Good CLIs have help text, exit codes and output that fits the terminal. \
      We design a conference CLI that people and scripts can both use.
      """),
    Session(
      "310", .concurrency, day: 3, "11:40", "12:20", .beginner, "en", ["sp-18"],
      "Concurrency for UI Engineers",
      """
      The main actor, tasks in views and cancellation when a screen disappears. \
      Everything a UI engineer needs, nothing more.
      """),
    Session(
      "311", .swiftUI, day: 3, "11:40", "12:20", .intermediate, "en", ["sp-26"],
      "Bridging UIKit Views into SwiftUI",
      """
      Some views are not in SwiftUI yet. \
      We wrap UIKit views with representables, coordinate state and avoid update loops.
      """),
    Session(
      "312", .testing, day: 3, "11:40", "12:20", .intermediate, "en", ["sp-11"],
      "Testing Database Migrations",
      """
      A migration runs once on every device, so it had better be right. \
      We test migrations from every shipped schema version with real database files.
      """),
    Session(
      "313", .architecture, day: 3, "13:30", "14:10", .intermediate, "en", ["sp-12"],
      "Cache Invalidation for Mere Mortals",
      """
      A cache is a promise about freshness. \
      We design a timetable cache with clear staleness rules and an offline fallback.
      """),
    Session(
      "314", .concurrency, day: 3, "13:30", "14:10", .intermediate, "en", ["sp-24"],
      "Timeouts and Deadlines with Clocks",
      """
      Swift's Clock protocol makes timeouts testable. \
      We implement deadlines for network calls and test them with a manual clock.
      """),
    Session(
      "315", .swiftUI, day: 3, "13:30", "14:10", .beginner, "en", ["sp-20"],
      "Typography and Dynamic Type",
      """
      Text is most of the interface. \
      We set up a type scale that respects Dynamic Type from the smallest to the largest sizes.
      """),
    Session(
      "316", .testing, day: 3, "13:30", "14:10", .intermediate, "ja", ["sp-04"],
      "テスト容易性のための設計",
      """
      テストしやすいコードは、変更しやすいコードでもあります。\
      プロトコルによる抽象化と依存関係の注入を、実例とともに解説します。
      """),
    Session(
      "317", .architecture, day: 3, "14:20", "15:00", .advanced, "en", ["sp-21"],
      "Building a Plugin System with Macros",
      """
      Macros generate code at compile time without runtime reflection. \
      We build a plugin registry with a macro and test its expansion.
      """),
    Session(
      "318", .concurrency, day: 3, "14:20", "15:00", .intermediate, "en", ["sp-17"],
      "Swift Concurrency on Linux Servers",
      """
      The same async code runs on Linux with a different thread pool. \
      We measure a small HTTP server and tune it for predictable latency.
      """),
    Session(
      "319", .swiftUI, day: 3, "14:20", "15:00", .advanced, "en", ["sp-05"],
      "Scenes and Windows on Every Platform",
      """
      One app, many windows: iPad, Mac and visionOS all handle scenes differently. \
      We structure scene state so every window restores correctly.
      """),
    Session(
      "320", .testing, day: 3, "14:20", "15:00", .advanced, "en", ["sp-25"],
      "Benchmarks That Tell the Truth",
      """
      Micro-benchmarks lie unless you control warm-up, noise and the optimiser. \
      We benchmark start-up time and compare builds fairly.
      """),
    Session(
      "321", .architecture, day: 3, "15:20", "16:00", .beginner, "en", ["sp-08"],
      "Architecture Decision Records That Get Read",
      """
      Decisions are forgotten faster than code. \
      We keep short decision records next to the code and link them from reviews.
      """),
    Session(
      "322", .concurrency, day: 3, "15:20", "16:00", .beginner, "ja", ["sp-13"],
      "並行処理のデバッグ入門",
      """
      データ競合やデッドロックを見つけるための道具と考え方を紹介します。\
      Thread Sanitizerやログの活用方法を、実際のバグを題材に解説します。
      """),
    Session(
      "323", .swiftUI, day: 3, "15:20", "16:00", .advanced, "en", ["sp-26", "sp-18"],
      "Measuring SwiftUI Performance",
      """
      Slow screens are found by measuring, not guessing. \
      We use Instruments to find expensive view updates and fix them one by one.
      """),
    Session(
      "324", .testing, day: 3, "15:20", "16:00", .advanced, "en", ["sp-27", "sp-19"],
      "Fault Injection for Mobile Apps",
      """
      What does your app do when the server answers 503 or the connection drops? \
      We inject latency, errors and short token lifetimes to find out before users do.
      """),
    Session(
      "325", .architecture, day: 3, "16:10", "16:50", .beginner, "en", ["sp-01", "sp-16"],
      "Closing Keynote: Where Swift Goes Next",
      """
      A look at the language, the tools and the community after three days in Tokyo. \
      We close with the ideas we heard most and an invitation to contribute.
      """),
  ]
}
