extension DemoData {
  /// The 80 sessions (28, 27 and 25 a day), sorted by start and then track; within a day ids
  /// follow that order. Two workshops (`117`, `207`) run 90 minutes beside 40-minute talks.
  static let sessions: [Session] = day1 + day2 + day3

  private static let day1: [Session] = [
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

  private static let day2: [Session] = [
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

  private static let day3: [Session] = [
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
