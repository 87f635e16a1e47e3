import Domain

/// A typo index compiled into the binary as sorted lines (`CompiledNames`): each word under itself
/// and under each of its one-letter deletions, "variant\tword". A search looks up the word and each
/// of its deletions where the lines lie, so a process answering from the bundled data sorts no
/// variants: building the index of the names' first words was a fifteenth of a capital question,
/// and the one-word capitals' index a sixth of a line with a misspelt country.
extension TypoIndex {
  /// The lines of `vocabulary`'s index: the words `vocabulary(_:)` keeps, each with its variants.
  static func variantLines(_ vocabulary: some Sequence<String>) -> [String] {
    Self.vocabulary(vocabulary).flatMap { word in
      variants(of: word).map { $0 + "\t" + word }
    }
  }

  /// The words compiled lines hold (each filed under itself), sorted: an index built from them
  /// finds what the lines find, in the same order.
  static func words(of lines: SortedLines) -> [String] {
    lines.all.compactMap { line in
      let fields = line.split(separator: "\t")
      return fields.count == 2 && fields[0] == fields[1] ? String(fields[1]) : nil
    }.sorted()
  }

  /// Vocabulary words one edit from `word` (never `word` itself), in the order the built index
  /// gives them over the same words sorted: by `word`'s variant, then by word.
  static func neighbours(of word: String, in lines: SortedLines) -> [String] {
    guard mayHaveNeighbours(word) else { return [] }
    var found: [String] = []
    for variant in variants(of: word) {
      for line in lines.lines(key: variant) {
        guard let tab = line.utf8.firstIndex(of: 0x09) else { continue }
        let candidate = String(Substring(line.utf8[line.utf8.index(after: tab)...]))
        if candidate != word && !found.contains(candidate)
          && EditDistance.isWithinOne(word, candidate)
        {
          found.append(candidate)
        }
      }
    }
    return found
  }

  /// The word and each of its one-letter deletions, in the order of the deleted letter.
  private static func variants(of word: String) -> [String] {
    let bytes = Array(word.utf8)
    return [word]
      + bytes.indices.map { skipped in
        var variant = bytes
        variant.remove(at: skipped)
        return String(decoding: variant, as: UTF8.self)
      }
  }
}
