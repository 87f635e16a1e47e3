import Domain
import LanguagePacks

extension FavouriteWords {
  /// The words of `language`, without the rest of its phrasebook: every line is checked against
  /// every language's first words.
  static func of(_ language: Language) -> FavouriteWords {
    table(for: language)
  }

  /// The first words a favourites line can begin with.
  var firstWords: Set<String> {
    Set((list + add + remove + addTo + removeFrom).map(\.leadingWord))
  }
}

/// Reading "remember Japan", "add Peru to my favourites", "ajoute le Japon à mes favoris", "mis
/// favoritos": the lines that keep the person's favourite countries, in any of the six languages.
extension FavouriteRequest {
  /// Whether `first`, a first word of favourites lines in `languages`, begins a line that adds or
  /// drops a favourite in one of them; any other first word ("what", of "what are my favourites")
  /// can only begin a whole line that lists them. Only those languages' words are read: gathering
  /// every language's, for the "what" of "what is the capital of …", was 3 % of a one-shot.
  private static func beginsAnAction(_ first: String, in languages: [Language]) -> Bool {
    languages.contains { language in
      let words = FavouriteWords.of(language)
      return (words.add + words.remove + words.addTo + words.removeFrom).contains {
        $0.leadingWord == first
      }
    }
  }

  /// Whether `opening`, a line's first two words, are those of a line that lists favourites in one
  /// of `languages` ("what are", "mes favoris"): a line whose first word begins only such lines is
  /// read further only when its first two words do too, so "what is the capital of …" is passed over
  /// after two short words, not folded whole.
  private static func opensAList(_ opening: String, in languages: [Language]) -> Bool {
    languages.contains { listOpenings[$0]?.value.contains(opening) == true }
  }

  /// The first two words of each language's lines that list favourites, made on a language's first
  /// line that may list them: splitting every phrase again for each such line ("what is …") was
  /// 2 % of a daemon's work on a line.
  private static let listOpenings: [Language: Deferred<Set<String>>] = Dictionary(
    uniqueKeysWithValues: Language.allCases.map { language in
      (
        language,
        Deferred {
          Set(
            FavouriteWords.of(language).list.map {
              $0.utf8.split(separator: 0x20).prefix(2).map { String(Substring($0)) }
                .joined(separator: " ")
            })
        }
      )
    })

  /// The request `line` makes; nil for any other line.
  static func read(_ line: String) -> FavouriteRequest? {
    var text = line.trimmingWhitespace()
    while let last = text.last, "?!. ".contains(last) { text.removeLast() }
    if text.hasPrefix("/") { text.removeFirst() }
    // The first word, by bytes when it is ASCII: Unicode's whitespace property, asked of every
    // character of the line, was a tenth of the daemon's work per question.
    let head = text.utf8.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    let word: Substring
    if head.allSatisfy({ $0 < 0x80 }) {
      word = Substring(head)
    } else {
      guard let space = text.split(whereSeparator: \.isWhitespace).first else { return nil }
      word = space
    }
    guard !word.isEmpty, word.utf8.count <= 16 else { return nil }
    let first = TextFolding.fold(String(word))
    // Each language's first words, compiled (`LineTables`): a check that spares most questions
    // the full reading.
    let languages = LineTables.favouriteLanguages(first)
    guard !languages.isEmpty else { return nil }
    if !Self.beginsAnAction(first, in: languages) {
      guard Self.opensAList(Self.opening(of: text), in: languages) else { return nil }
    }
    let original = Self.words(of: text)
    // One kind of apostrophe, without Foundation's search (its first use costs a one-shot run).
    let folded = original.map { String(TextFolding.fold($0).map { $0 == "’" ? "'" : $0 }) }
    let key = folded.joined(separator: " ")
    for language in languages {
      let words = FavouriteWords.of(language)
      if let action = Self.action(key, original, words) {
        return FavouriteRequest(
          action, in: language, pointsBack: Self.pointsBack(action, words))
      }
    }
    return nil
  }

  /// The first two words of `text`, folded, with one kind of apostrophe; by bytes when `text` is
  /// ASCII, as most lines are.
  static func opening(of text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      let words = text.utf8.split(separator: UInt8(ascii: " "), maxSplits: 2).prefix(2)
      return TextFolding.fold(
        words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " "))
    }
    return text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
      .prefix(2).map { String(TextFolding.fold(String($0)).map { $0 == "’" ? "'" : $0 }) }
      .joined(separator: " ")
  }

  /// Whether the country of `action` is a word pointing back ("it", "le", "lo"), in the line's
  /// language or English.
  private static func pointsBack(_ action: Action, _ words: FavouriteWords) -> Bool {
    let name: String
    switch action {
    case .add(let named), .remove(let named): name = named
    case .list: return false
    }
    let pointer = TextFolding.fold(name)
    return words.pointers.contains(pointer) || FavouriteWords.english.pointers.contains(pointer)
  }

  /// The line's words; by bytes when the line is ASCII ("what are my favourites" and every "what …"
  /// question pass the first-word check).
  private static func words(of text: String) -> [String] {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
    return text.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
      .map { String(Substring($0)) }
  }

  private static func action(_ key: String, _ original: [String], _ words: FavouriteWords)
    -> Action?
  {
    if words.list.contains(key) { return .list }
    func place(after opening: String, before closing: String = "") -> String? {
      let head = opening.split(separator: " ").count
      let tail = closing.split(separator: " ").count
      // A country's name is a few words with no clause marks: "forget that, what's the capital of
      // Peru?" asks a question after an aside, it names no favourite.
      guard original.count > head + tail, original.count - head - tail <= 6 else { return nil }
      let name = original[head..<(original.count - tail)].joined(separator: " ")
      guard !name.contains(where: { ",;:?".contains($0) }) else { return nil }
      return name
    }
    func starts(_ opening: String) -> Bool { key.hasPrefix(opening + " ") }
    for (openings, closings, make) in [
      (words.addTo, words.toList, Action.add), (words.removeFrom, words.fromList, Action.remove),
    ] {
      for opening in openings where starts(opening) {
        for closing in closings.sorted(by: { $0.count > $1.count })
        where key.hasSuffix(" " + closing) {
          if let name = place(after: opening, before: closing) { return make(name) }
        }
      }
    }
    for (openings, make) in [(words.add, Action.add), (words.remove, Action.remove)] {
      for opening in openings where starts(opening) {
        if let name = place(after: opening) { return make(name) }
      }
    }
    return nil
  }
}
