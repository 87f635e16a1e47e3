/// Who governs: the answer carries the country, the state it belongs to (`related`), and the office
/// the question named; the reply reads `Government.of` and `SeatOfGovernment` for the rest.
extension CountryCatalog {
  func governsAnswer(_ country: Country, _ question: Question, asked: Country? = nil) -> Answer {
    let sovereign = Government.of(country.cca2).sovereign.flatMap { self.country(code: $0) }
    return Answer(
      intent: question.intent, countries: [country] + (asked.map { [$0] } ?? []),
      provenance: provenance, related: sovereign.map { [$0] } ?? [], language: question.language,
      office: question.office)
  }

  /// "Is Puerto Rico part of the United States?": the territory, then the state asked about.
  func sovereignStateAnswer(_ codes: [String], _ question: Question) throws(AnswerError)
    -> Answer
  {
    let named = codes.compactMap { country(code: $0) }
    guard named.count == codes.count, let first = named.first else {
      throw .notFound(intent: question.intent, name: codes.joined(separator: ", "))
    }
    return governsAnswer(first, question, asked: named.dropFirst().first)
  }
}

extension Intent {
  /// The questions about who governs a country, answered from `Government` and `SeatOfGovernment`.
  public var isAboutWhoGoverns: Bool {
    [.headOfState, .headOfGovernment, .government, .seatOfGovernment, .sovereignState]
      .contains(self)
  }
}
