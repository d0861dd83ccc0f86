/// Finds the known word a mistyped one was probably meant to be ("Did you mean ...?").
package enum SpellingSuggester {
  /// The candidate closest to `input`, or `nil` when none is close.
  ///
  /// Close means: `input` (at least two letters besides dashes) starts a candidate, or the edit
  /// distance (with transpositions) is at most a third of the letters of the candidate.
  /// Case is ignored. Ties go to the earlier candidate.
  package static func suggestion(for input: String, among candidates: [String]) -> String? {
    let typed = Array(input.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      if input == candidate {
        continue
      }
      let known = Array(candidate.lowercased())
      let distance = editDistance(typed, known)
      let letters = candidate.drop { $0 == "-" }.count
      let isPrefix =
        known.starts(with: typed) && typed.count - (candidate.count - letters) >= 2
      guard distance <= letters / 3 || isPrefix else {
        continue
      }
      let score = isPrefix ? 0 : distance
      if best.map({ score < $0.distance }) ?? true {
        best = (candidate, score)
      }
    }
    return best?.candidate
  }

  /// The name among `names` closest to `input` (a track, a room, a speaker): compared whole,
  /// and then word by word, so `chen` suggests `Emily Chen` and `Hal A` suggests `Hall A`; of
  /// several names with a close word, the one whose word is closest (`poetering` suggests
  /// `Lennart Poettering`, not `John van de Wetering`). Case is ignored; `nil` when none is
  /// close.
  package static func suggestion(forName input: String, among names: [String]) -> String? {
    if let whole = suggestion(for: input, among: names) {
      return whole
    }
    let typed = Array(input.lowercased())
    var best: (name: String, distance: Int)?
    for name in names {
      let words = name.split(separator: " ").map(String.init)
      guard let word = suggestion(for: input, among: words) else { continue }
      let distance =
        Array(word.lowercased()).starts(with: typed)
        ? 0 : editDistance(typed, Array(word.lowercased()))
      if best.map({ distance < $0.distance }) ?? true {
        best = (name, distance)
      }
    }
    return best?.name
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
  /// neighbours each cost 1.
  package static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty || rhs.isEmpty {
      return max(lhs.count, rhs.count)
    }
    var previousRow: [Int] = []
    var row = Array(0...rhs.count)
    for i in 1...lhs.count {
      var next = [i] + Array(repeating: 0, count: rhs.count)
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          next[j] = min(next[j], previousRow[j - 2] + 1)
        }
      }
      previousRow = row
      row = next
    }
    return row[rhs.count]
  }
}
