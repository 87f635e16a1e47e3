import Domain
import LanguagePacks

extension Reply {
  /// How a question was read: what it asks, about what, the words read as something else and the
  /// words left out. In JSON it is `reading`; a chat shows `line` under the answer, quietly, when
  /// the reading corrected or left out words, so that a wrong reading shows.
  public struct ReadAs: Sendable, Equatable {
    /// A word or name as typed, and what it was read as, in the reply's language.
    public struct Correction: Sendable, Equatable {
      public let typed: String
      public let read: String
    }

    public let intent: Intent
    /// What the question is about, named in the reply's language; nil when it names nothing of
    /// its own ("countries near me").
    public let subject: String?
    public let corrections: [Correction]
    public let leftOut: [String]
    /// Past years the question asked of, which the data, of a later day, does not describe.
    public let years: [Int]
    /// "My data describes 2026-06-16, not 2015.": a line of the answer's, in the reply's language;
    /// nil when no past year was asked.
    public let dated: String?
    /// "Read as: “Frnace” → France · Left out: “2015”", in the reply's language; nil when the
    /// question was read word for word.
    public let line: String?

    /// `question`, read from its line with `note`, answered by `answer`, whose countries name the
    /// codes; `saysLine: false` for a reply whose text already says what the reading left out.
    init(_ question: Question, _ note: ReadingNote, _ answer: Answer, saysLine: Bool = true) {
      let language = answer.language
      let countries = answer.countries + answer.related
      func name(_ code: String) -> String {
        countries.first { $0.cca2 == code }?.name(in: language) ?? code
      }
      intent = question.intent
      subject =
        switch question.subject {
        case .country(let code):
          ([name(code)] + (question.organisation.map { [$0.rawValue] } ?? []))
            .joined(separator: ", ")
        case .ambiguous(let codes), .comparison(let codes, _), .between(let codes):
          codes.map(name).joined(separator: ", ")
        case .unknownPlace(let text), .prefix(let text), .search(let text): text
        case .group(let group): Self.name(of: group)
        case .ranking(let ranking): Self.name(of: ranking.group)
        case .userLocation: nil
        }
      corrections = note.corrections.map { correction in
        switch correction.meaning {
        case .country(let code): Correction(typed: correction.typed, read: name(code))
        case .word(let word): Correction(typed: correction.typed, read: word)
        }
      }
      leftOut = note.leftOut
      line = saysLine ? Self.line(corrections, note.leftOut, in: language) : nil
      let day = DataNotice.day(answer.provenance.asOf)
      years = note.years.filter { !day.hasPrefix(String($0)) }
      dated =
        years.isEmpty
        ? nil
        : ChatPhrasebook.of(language).text(
          .dataYear,
          ["date": day, "value": years.map(String.init).joined(separator: ", ")])
    }

    private static func name(of group: CountryGroup) -> String? {
      switch group {
      case .region(let name), .language(let name), .currency(let name): name
      case .organisation(let organisation, let region):
        ([organisation.rawValue] + (region.map { [$0] } ?? [])).joined(separator: ", ")
      case .world: nil
      }
    }

    private static func line(
      _ corrections: [Correction], _ leftOut: [String], in language: Language
    ) -> String? {
      let book = ChatPhrasebook.of(language)
      func quoted(_ text: String) -> String {
        book.text(.quoted, ["value": DisplayText.sanitized(text)])
      }
      var parts: [String] = []
      if !corrections.isEmpty {
        let read = corrections.map { quoted($0.typed) + " → " + DisplayText.sanitized($0.read) }
        parts.append(book.text(.readAs, ["value": read.joined(separator: ", ")]))
      }
      if !leftOut.isEmpty {
        parts.append(book.text(.leftOut, ["value": leftOut.map(quoted).joined(separator: ", ")]))
      }
      return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
  }
}
