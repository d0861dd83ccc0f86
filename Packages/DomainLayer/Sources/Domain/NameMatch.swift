/// Which of a list of names a name typed in part means: the names it is part of, compared as
/// ``FoldedText`` (any letter case, accents and letter width ignored), a name equal to it
/// winning over those that merely contain it.
///
/// `ua2.118` means `UA2.118 (Henriot)`, `bsd` means `BSD` even beside `FreeBSD`, and `ua2`
/// means several rooms, which the person is asked to choose between.
public enum NameMatch<Name: Sendable & Equatable>: Sendable, Equatable {
  /// No name contains the text (or the text is blank).
  case none
  /// The one name meant: the only name equal to the text, else the only one containing it.
  case one(Name)
  /// Several names contain the text and none equals it: every one of them, in the list's order.
  case several([Name])

  /// What `text` means among `names`, each read through `name`.
  ///
  /// - Parameters:
  ///   - text: The name as typed, or part of it.
  ///   - names: The names to choose from, in the order candidates are listed.
  ///   - name: The text of a name.
  public init(_ text: String, among names: [Name], name: (Name) -> String) {
    let wanted = FoldedText(text)
    guard !wanted.isEmpty else {
      self = .none
      return
    }
    let folded = names.map { ($0, FoldedText(name($0))) }
    if let exact = folded.first(where: { $0.1 == wanted }) {
      self = .one(exact.0)
      return
    }
    let containing = folded.filter { $0.1.contains(wanted) }.map(\.0)
    switch containing.count {
    case 0: self = .none
    case 1: self = .one(containing[0])
    default: self = .several(containing)
    }
  }
}

extension NameMatch where Name == String {
  /// What `text` means among `names`.
  ///
  /// - Parameters:
  ///   - text: The name as typed, or part of it.
  ///   - names: The names to choose from, in the order candidates are listed.
  public init(_ text: String, among names: [String]) {
    self.init(text, among: names, name: { $0 })
  }
}
