import Domain
import DomainTestSupport
import Interpretation
import Testing

/// A living thing asked of a flag ("what bird is on …") is answered by the flag's description where
/// the description names one, and not read where it does not: the description would look like the
/// answer and be none.
@Suite struct FlagCreatureReadingTests {
  private let sut = MultilingualQuestionInterpreter(
    countries: [
      described(
        "UG", ["Uganda", "Ouganda", "Uganda", "Uganda", "Uganda", "Uganda"],
        "A white disc bearing a grey crowned crane."),
      described(
        "MX", ["Mexico", "Mexique", "México", "Mexiko", "México", "Messico"],
        "Three bands with the coat of arms in the centre."),
    ] + SampleCountries.all.filter { !["UG", "MX"].contains($0.cca2) })

  @Test(arguments: [
    "what bird is on the flag of Uganda?", "quel oiseau figure sur le drapeau de l'Ouganda ?",
    "welcher Vogel ist auf der Flagge von Uganda", "qué animal sale en la bandera de Uganda",
    "qual pássaro está na bandeira do Uganda", "quale uccello c'è sulla bandiera dell'Uganda",
  ])
  func interpret_describesTheFlagWhenItsDescriptionNamesACreature(line: String) {
    #expect(sut.interpret(line)?.intent == .flagDescription, "\(line)")
    #expect(sut.interpret(line)?.subject == .country("UG"), "\(line)")
  }

  @Test(arguments: [
    "what animal does Mexico have on its flag", "quel animal voit-on sur le drapeau du Mexique",
    "welches Tier zeigt die Flagge von Mexiko", "qué ave hay en la bandera de México",
    "qual animal aparece na bandeira do México", "quale animale si vede sulla bandiera del Messico",
  ])
  func interpret_refusesACreatureTheFlagsDescriptionDoesNotName(line: String) {
    #expect(sut.interpret(line) == nil, "\(line)")
  }

  @Test func interpret_stillShowsTheFlagAskedWithoutACreature() {
    #expect(sut.interpret("flag of Mexico")?.intent == .flag)
    #expect(sut.interpret("show me Mexico's flag")?.intent == .flag)
  }

  @Test func interpret_describesTheFlagAskedWhatItShows() {
    #expect(sut.interpret("and what does Mexico's flag show?")?.intent == .flagDescription)
  }

  // MARK: - Helpers

  /// A country whose flag is described; `names` in English, French, Spanish, German, Portuguese
  /// and Italian.
  private static func described(_ code: String, _ names: [String], _ description: String)
    -> Country
  {
    let languages = ["fra", "spa", "deu", "por", "ita"]
    let sample = SampleCountries.make(
      code, names[0],
      translations: Dictionary(uniqueKeysWithValues: zip(languages, names.dropFirst())))
    return Country(
      cca2: code, cca3: code + "X", names: sample.names, capitals: [],
      flag: Country.Flag(emoji: sample.flag.emoji, description: description))
  }
}
