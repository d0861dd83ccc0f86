import Domain

/// Holds a value set after the closure that reads it was made.
@MainActor
final class Box<Value> {
  var value: Value?
}
