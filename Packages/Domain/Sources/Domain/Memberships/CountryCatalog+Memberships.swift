extension CountryCatalog {
  /// Whether `country` is a member of the organisation the question names. A question that names
  /// none was not understood: no organisation is guessed.
  func membershipAnswer(_ country: Country, _ question: Question) throws(AnswerError) -> Answer {
    guard let organisation = question.organisation else { throw .unrecognized }
    return Answer(
      intent: question.intent, countries: [country], provenance: provenance,
      language: question.language, organisation: organisation)
  }

  /// An organisation's members (in a region, when the question names one), sorted by name: none
  /// in the region is an answer too ("NATO members in Oceania").
  func membersAnswer(_ question: Question, _ group: CountryGroup) -> Answer {
    guard case .organisation(let organisation, _) = group else {
      return Answer(intent: question.intent, countries: [], provenance: provenance)
    }
    return Answer(
      intent: question.intent, countries: members(of: group), provenance: provenance,
      subject: question.subject, language: question.language, organisation: organisation)
  }
}
