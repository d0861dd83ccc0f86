extension String {
  /// What `dump(value)` prints.
  init(dumping value: some Any) {
    var text = ""
    dump(value, to: &text)
    self = text
  }
}
