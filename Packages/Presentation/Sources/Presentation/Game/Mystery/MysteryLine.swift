import Domain
import GameRules
import LanguagePacks

/// A line of a running mystery country, read with the data: a guess (a country named, perhaps after
/// "is it"), a question the data answers with yes, no or a range, or neither.
enum MysteryLine: Equatable {
  case guess(String)
  case ask(MysteryQuestion)
  case unread

  /// How `line` reads in a mystery game played in `language`, over `data`.
  init(_ line: String, in language: Language, on data: CountryCatalog) {
    let board = data.board
    let words = MysteryWords.table(for: language)
    let text = MysteryText(line, [words, MysteryWords.english])
    if text.cued.isEmpty {
      if Self.names(line, on: board) {
        self = .guess(line)
        return
      }
      if let rest = text.after(opening: words.guessOpenings + MysteryWords.english.guessOpenings) {
        if Self.names(rest, on: board) {
          self = .guess(rest)
          return
        }
        // "c'est l'Allemagne ?": the question reader reads the name with its article.
        let reading = data.read(rest)
        if reading.isNameOnly, case .country(let code)? = reading.question?.subject,
          let country = board.country(code)
        {
          self = .guess(country.names.common)
          return
        }
      }
    }
    if let question = MysteryQuestion(text, on: data, reading: data.read(line)) {
      self = .ask(question)
    } else if text.cued.isEmpty, !board.matcher.countries(named: line).codes.isEmpty {
      self = .guess(line)
    } else {
      self = .unread
    }
  }

  /// Whether `text` as a whole names a country (or several, for the rules to ask which).
  private static func names(_ text: String, on board: GameBoard) -> Bool {
    let match = board.matcher.countries(named: text)
    return !match.codes.isEmpty && !match.isTypo
  }
}

/// A line's folded words, and which question cues of the game's language and English's it holds.
struct MysteryText {
  let original: [String]
  let words: [String]
  let cued: Set<MysteryWords.Cue>
  /// The books' questions about a currency or a language (`MysteryWords.probes`).
  let probes: [String]
  /// Where each cue's first phrase ends, in words.
  let ends: [MysteryWords.Cue: Int]

  init(_ line: String, _ books: [MysteryWords]) {
    let split = line.split { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "," || $0 == "'") }
      .map { String($0).trimmingCharacters(in: ".,'") }.filter { !$0.isEmpty }
    original = split
    probes = books.flatMap(\.probes)
    words = split.map { TextFolding.fold($0) }
    var cued: Set<MysteryWords.Cue> = []
    var ends: [MysteryWords.Cue: Int] = [:]
    let present = Set(words)
    for book in books {
      for (cue, phrase) in Self.phrases[book.language] ?? []
      where present.contains(phrase[0]) {
        if let end = Self.find(phrase, in: words) {
          cued.insert(cue)
          ends[cue] = min(ends[cue] ?? end, end)
        }
      }
    }
    self.cued = cued
    self.ends = ends
  }

  func has(_ cue: MysteryWords.Cue) -> Bool { cued.contains(cue) }

  /// Each language's cue phrases split into words once, for every line to look up.
  private static let phrases: [Language: [(MysteryWords.Cue, [String])]] = {
    var table: [Language: [(MysteryWords.Cue, [String])]] = [:]
    for language in Language.allCases {
      let book = MysteryWords.table(for: language)
      var phrases: [(MysteryWords.Cue, [String])] = []
      for cue in MysteryWords.Cue.allCases {
        for phrase in book.cues[cue] ?? [] {
          let split = phrase.split(separator: " ").map(String.init)
          if !split.isEmpty { phrases.append((cue, split)) }
        }
      }
      table[language] = phrases
    }
    return table
  }()

  /// The rest of the line after one of `openings`, as typed; nil when it begins with none.
  func after(opening openings: [String]) -> String? {
    for opening in openings.sorted(by: { $0.count > $1.count }) {
      let phrase = opening.split(separator: " ").map { TextFolding.fold(String($0)) }
      if words.count > phrase.count, Array(words.prefix(phrase.count)) == phrase {
        return original.dropFirst(phrase.count).joined(separator: " ")
      }
    }
    return nil
  }

  /// The end (exclusive) of the first place `phrase` stands in `words`.
  private static func find(_ phrase: [String], in words: [String]) -> Int? {
    guard !phrase.isEmpty, words.count >= phrase.count else { return nil }
    for start in 0...(words.count - phrase.count)
    where Array(words[start..<(start + phrase.count)]) == phrase {
      return start + phrase.count
    }
    return nil
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
