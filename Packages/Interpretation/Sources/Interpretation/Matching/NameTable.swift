/// Name entries with a lookup by first word.
struct NameTable: Sendable {
  let entries: [NameEntry]
  let entriesByFirstWord: [String: [Int]]

  init(entries: [NameEntry]) {
    self.entries = entries
    var byFirst: [String: [Int]] = [:]
    for (index, entry) in entries.enumerated() {
      byFirst[entry.words[0], default: []].append(index)
    }
    entriesByFirstWord = byFirst
  }
}
