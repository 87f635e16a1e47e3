import Domain
import DomainTestSupport
import Interpretation
import Testing

/// Guesses in the quiz game: the same names a question may use, whole, never the wrong country.
@Suite struct AnswerMatcherTests {
  @Test(arguments: [
    ("Czech Republic", "CZ"), ("Swaziland", "SZ"), ("Holland", "NL"), ("USA", "US"),
    ("Allemagne", "DE"), ("Macedonia", "MK"), ("Côte d'Ivoire", "CI"), ("cote divoire", "CI"),
    ("the Gambia", "GM"), ("Bosnia Herzegovina", "BA"), ("bosnia and herzegovina", "BA"),
  ])
  func countriesNamed_acceptsAliasesFormerNamesAndTranslations(typed: String, code: String) {
    let sut = makeSUT()

    let match = sut.countries(named: typed)

    #expect(match.codes == [code])
  }

  @Test func countriesNamed_readsNigerAsNigerNeverNigeria() {
    let sut = makeSUT()

    #expect(sut.countries(named: "Niger").codes == ["NE"])
    #expect(sut.countries(named: "Sudan").codes == ["SD"])
    #expect(sut.countries(named: "Dominica").codes == ["DM"])
  }

  @Test func countriesNamed_forgivesATypoNoOtherCountryIsAsCloseTo() {
    let sut = makeSUT()

    let match = sut.countries(named: "Nigeira")

    #expect(match.codes == ["NG"])
    #expect(match.isTypo)
  }

  @Test func countriesNamed_givesEveryCountryATypoIsEquallyCloseTo() {
    let sut = makeSUT()

    let match = sut.countries(named: "Nigera")

    #expect(Set(match.codes) == ["NE", "NG"])
  }

  @Test func countriesNamed_namesNothingForAPhraseThatOnlyContainsAName() {
    let sut = makeSUT()

    #expect(sut.countries(named: "I think it is France maybe").codes.isEmpty)
    #expect(sut.countries(named: "Atlantis").codes.isEmpty)
  }

  @Test(arguments: [
    ("Lima", "PE"), ("lyma", "PE"), ("Washington", "US"), ("washington dc", "US"),
    ("Washingtn", "US"), ("Bogota", "CO"),
  ])
  func capitalsNamed_acceptsTheCapitalWithOneTypo(typed: String, code: String) {
    let sut = makeSUT()

    #expect(sut.capitals(named: typed).codes == [code])
  }

  @Test func capitalsNamed_namesNothingForACountryName() {
    let sut = makeSUT()

    #expect(sut.capitals(named: "Peru").codes.isEmpty)
  }

  @Test(arguments: [
    ("Pékin", "CN"), ("pekin", "CN"), ("Pechino", "CN"), ("Pequim", "CN"), ("Wien", "AT"),
    ("Lubiana", "SI"), ("Bruxelles", "BE"),
  ])
  func capitalsNamed_acceptsTheCapitalAsAnotherLanguageWritesIt(typed: String, code: String) {
    let sut = makeSUT()

    let match = sut.capitals(named: typed)

    #expect(match.codes == [code])
    #expect(!match.isTypo)
  }

  @Test func capitalsNamed_forgivesATypoInAnotherLanguagesFormWithItsFirstLetterKept() {
    let sut = makeSUT()

    #expect(sut.capitals(named: "Pechinno").codes == ["CN"])
    #expect(sut.capitals(named: "Pechinno").isTypo)
    #expect(sut.capitals(named: "Techino").codes.isEmpty)
  }

  // MARK: - Helpers

  private func makeSUT() -> MultilingualQuestionInterpreter {
    MultilingualQuestionInterpreter(
      countries: Confusables.countries + [
        SampleCountries.make(
          "CZ", "Czechia", capitals: ["Prague"], official: "Czech Republic"),
        SampleCountries.make(
          "SZ", "Eswatini", capitals: ["Mbabane"], official: "Kingdom of Eswatini"),
        SampleCountries.make(
          "NL", "Netherlands", capitals: ["Amsterdam"], official: "Kingdom of the Netherlands"),
        SampleCountries.make("MK", "North Macedonia", capitals: ["Skopje"]),
        SampleCountries.make("GM", "Gambia", capitals: ["Banjul"]),
        SampleCountries.make("PE", "Peru", capitals: ["Lima"]),
        SampleCountries.make("CO", "Colombia", capitals: ["Bogotá"]),
        SampleCountries.make(
          "DE", "Germany", capitals: ["Berlin"], translations: ["fra": "Allemagne"]),
      ])
  }
}
