/// Everything `value` prints through `print`, `debugPrint` and `dump`.
func renderings(of value: some Any) -> [String] {
  var dumped = ""
  dump(value, to: &dumped)
  return [String(describing: value), String(reflecting: value), dumped]
}
