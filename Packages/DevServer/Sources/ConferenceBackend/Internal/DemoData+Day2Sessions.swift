extension DemoData {
  /// The sessions of day 2, sorted by start and then track.
  static let day2: [Session] = [
    Session(
      "201", .architecture, day: 2, "10:00", "10:40", .intermediate, "en", ["sp-05"],
      "Navigation State as Data",
      """
      Deep links, restoration and tests all want navigation to be a value. \
      We model a navigation stack as data and drive it from a view model.
      """),
    Session(
      "202", .concurrency, day: 2, "10:00", "10:40", .advanced, "en", ["sp-17"],
      "Task-Local Values for Request Context",
      """
      Task-local values carry request ids and loggers through async code without extra parameters. \
      We show where they shine and where explicit parameters are clearer.
      """),
    Session(
      "203", .swiftUI, day: 2, "10:00", "10:40", .intermediate, "en", ["sp-18"],
      "Lists That Scroll Smoothly",
      """
      Long lists stutter when identity is unstable or views do too much work. \
      We profile a timetable list and make it smooth on older devices.
      """),
    Session(
      "204", .testing, day: 2, "10:00", "10:40", .beginner, "en", ["sp-15"],
      "Golden Files for Command-Line Output",
      """
      Testing a CLI is easiest by running it. \
      We compare stdout, stderr and exit codes with golden files and keep them easy to update.
      """),
    Session(
      "205", .architecture, day: 2, "10:50", "11:30", .intermediate, "en", ["sp-11"],
      "Persisting Data with SQLite Directly",
      """
      Sometimes a thin wrapper over SQLite beats a framework. \
      We cover WAL mode, busy timeouts, migrations and sharing one file between processes.
      """),
    Session(
      "206", .concurrency, day: 2, "10:50", "11:30", .intermediate, "ja", ["sp-07"],
      "非同期処理のテスト戦略",
      """
      async/awaitを使ったコードを、安定してテストする方法を紹介します。\
      時計の注入やタスクの待ち合わせなど、実際のプロジェクトで使っている手法を解説します。
      """),
    Session(
      "207", .swiftUI, day: 2, "10:50", "12:20", .beginner, "en", ["sp-14", "sp-26"],
      "Workshop: Build a Timetable Screen in SwiftUI",
      """
      A hands-on workshop: build a conference timetable with sections, bookmarks and search. \
      Bring a Mac with Xcode; we provide the backend.
      """),
    Session(
      "208", .testing, day: 2, "10:50", "11:30", .intermediate, "en", ["sp-12"],
      "Contract Testing Against an OpenAPI Document",
      """
      The client and the server agree on an API only if something checks it. \
      We validate a dev server against its OpenAPI document on every build.
      """),
    Session(
      "209", .architecture, day: 2, "11:40", "12:20", .advanced, "en", ["sp-19"],
      "Offline-First Sync That Survives Bad Networks",
      """
      Trains, tunnels and conference Wi-Fi all drop packets. \
      We design an outbox, retries with backoff and conflict rules that users can understand.
      """),
    Session(
      "210", .concurrency, day: 2, "11:40", "12:20", .advanced, "en", ["sp-21"],
      "Custom Executors Demystified",
      """
      Actors can run on an executor you provide. \
      We build a serial executor over a dispatch queue and discuss when that is worth doing.
      """),
    Session(
      "211", .testing, day: 2, "11:40", "12:20", .intermediate, "ja", ["sp-23"],
      "UIテスト自動化の現場から",
      """
      数百本のUIテストを安定して動かすために行った工夫を共有します。\
      テストデータの準備、待ち合わせ、失敗時の調査方法を紹介します。
      """),
    Session(
      "212", .architecture, day: 2, "13:30", "14:10", .beginner, "en", ["sp-25"],
      "Deep Links Without Spaghetti",
      """
      Every screen wants to be reachable from a URL. \
      We parse links into values, check login requirements and route them in one place.
      """),
    Session(
      "213", .concurrency, day: 2, "13:30", "14:10", .beginner, "en", ["sp-10"],
      "Approachable Concurrency Settings, Explained",
      """
      New compiler settings change where nonisolated async functions run. \
      We explain each upcoming feature flag and what it means for everyday code.
      """),
    Session(
      "214", .swiftUI, day: 2, "13:30", "14:10", .beginner, "en", ["sp-20"],
      "Previews as a Development Environment",
      """
      Previews are fastest when views take plain values. \
      We show how to structure screens so every state has a preview, from loading to error.
      """),
    Session(
      "215", .testing, day: 2, "13:30", "14:10", .advanced, "en", ["sp-24"],
      "Testing Concurrency Deterministically",
      """
      Races that happen once in a thousand runs still happen in production. \
      We make concurrent code testable with injected clocks, continuations and controlled ordering.
      """),
    Session(
      "216", .architecture, day: 2, "14:20", "15:00", .advanced, "en", ["sp-13"],
      "Token Refresh Done Right",
      """
      Expired tokens, concurrent requests and rotating refresh tokens make a tricky mix. \
      We build a single-flight refresh wrapper and test every race we know.
      """),
    Session(
      "217", .concurrency, day: 2, "14:20", "15:00", .intermediate, "en", ["sp-07"],
      "Single-Flight Requests with Actors",
      """
      When ten callers ask for the same thing, do the work once. \
      We implement single flight with an actor and a shared task, including cancellation.
      """),
    Session(
      "218", .swiftUI, day: 2, "14:20", "15:00", .intermediate, "en", ["sp-22"],
      "Charts for Everyday Data",
      """
      Swift Charts turns arrays into readable graphics. \
      We chart session attendance and make the chart accessible to VoiceOver users.
      """),
    Session(
      "219", .testing, day: 2, "14:20", "15:00", .advanced, "en", ["sp-09"],
      "Property-Based Testing in Swift",
      """
      Instead of examples, state properties and let a generator hunt for counterexamples. \
      We write a small generator and shrinker and use them on a phone-number parser.
      """),
    Session(
      "220", .architecture, day: 2, "15:20", "16:00", .beginner, "en", ["sp-08"],
      "Analytics Events at the Right Layer",
      """
      What a person did and what happened to the data are different events. \
      We record each in its own layer and keep analytics out of business rules.
      """),
    Session(
      "221", .concurrency, day: 2, "15:20", "16:00", .advanced, "en", ["sp-27"],
      "Backpressure in AsyncStream",
      """
      A fast producer and a slow consumer fill memory quickly. \
      We compare buffering policies and build a stream that makes the producer wait.
      """),
    Session(
      "222", .swiftUI, day: 2, "15:20", "16:00", .advanced, "en", ["sp-05"],
      "Focus, Keyboard and Game Controllers",
      """
      Not everyone taps. \
      We make a SwiftUI app fully usable with a hardware keyboard, focus navigation and a game controller.
      """),
    Session(
      "223", .testing, day: 2, "15:20", "16:00", .intermediate, "en", ["sp-12", "sp-28"],
      "End-to-End Tests with a Fake Backend",
      """
      A fake backend with seeded data and fault injection makes end-to-end tests fast and honest. \
      We run the same tests in process and over HTTP.
      """),
    Session(
      "224", .architecture, day: 2, "16:10", "16:50", .advanced, "en", ["sp-03", "sp-06"],
      "Modernising Legacy Code One Module at a Time",
      """
      Rewrites fail; migrations ship. \
      We carve modules out of an old codebase while the app keeps releasing every week.
      """),
    Session(
      "225", .concurrency, day: 2, "16:10", "16:50", .intermediate, "en", ["sp-15", "sp-17"],
      "Data Races We Found After Enabling Strict Checking",
      """
      Strict concurrency checking found real bugs in code that had shipped for years. \
      We show the five most surprising ones and how we fixed them.
      """),
    Session(
      "226", .swiftUI, day: 2, "16:10", "16:50", .intermediate, "en", ["sp-18", "sp-20"],
      "Design Systems with SwiftUI Styles",
      """
      Button styles, label styles and environment values make a design system feel native. \
      We build one that designers and engineers both enjoy.
      """),
    Session(
      "227", .testing, day: 2, "16:10", "16:50", .beginner, "en", ["sp-16"],
      "Test Plans and Flaky Test Triage",
      """
      Test plans group tests by purpose, and triage keeps flaky tests from eroding trust. \
      We share the process that took our flake rate below one percent.
      """),
  ]
}
