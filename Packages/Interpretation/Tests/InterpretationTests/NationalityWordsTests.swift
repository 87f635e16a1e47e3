import Domain
import DomainTestSupport
import Interpretation
import Testing

/// People named in the language's own words ("los chilenos", "die Österreicher") name their
/// country, in that language's reader, from the pack's nationality table.
@Suite struct NationalityWordsTests {
  private let sut = MultilingualQuestionInterpreter(
    countries: SampleCountries.all + [
      SampleCountries.make("AT", "Austria", capitals: ["Vienna"], population: 9_000_000),
      SampleCountries.make("KE", "Kenya", capitals: ["Nairobi"], population: 55_000_000),
      SampleCountries.make("AO", "Angola", capitals: ["Luanda"], population: 36_000_000),
      SampleCountries.make("PE", "Peru", capitals: ["Lima"], population: 34_000_000),
      SampleCountries.make("GN", "Guinea", capitals: ["Conakry"], population: 14_000_000),
      SampleCountries.make("GW", "Guinea-Bissau", capitals: ["Bissau"], population: 2_000_000),
      SampleCountries.make("ES", "Spain", capitals: ["Madrid"], population: 48_000_000),
      SampleCountries.make("AU", "Australia", capitals: ["Canberra"], population: 27_000_000),
      SampleCountries.make("NZ", "New Zealand", capitals: ["Wellington"], population: 5_000_000),
      SampleCountries.make("DK", "Denmark", capitals: ["Copenhagen"], population: 6_000_000),
    ])

  @Test(arguments: [
    ("qué moneda usan los chilenos", Intent.currency, "CL", Language.spanish),
    ("welche Sprache sprechen die Österreicher", .languages, "AT", .german),
    ("da che parte guidano i keniani", .drivingSide, "KE", .italian),
    ("que língua falam os angolanos", .languages, "AO", .portuguese),
    ("cuántos peruanos hay", .population, "PE", .spanish),
    ("how many Aussies live there", .population, "AU", .english),
    ("does a Kiwi drive on the left", .drivingSide, "NZ", .english),
    ("what money does a Dane use", .currency, "DK", .english),
  ])
  func interpret_readsPeopleByTheirNationality_asTheirCountry(
    line: String, intent: Intent, code: String, language: Language
  ) {
    let question = sut.interpret(line)

    #expect(question?.intent == intent, "\(line)")
    #expect(question?.subject == .country(code), "\(line)")
    #expect(question?.language == language, "\(line)")
  }

  @Test func interpret_readsANationalitySharedByPeers_asAmbiguous() {
    let question = sut.interpret("que língua falam os guineenses")

    guard case .ambiguous(let codes) = question?.subject else {
      Issue.record("read as \(String(describing: question?.subject))")
      return
    }
    #expect(Set(codes) == ["GN", "GW"])
  }

  /// "pero" is "Perú" with an "o", and Spanish for "but": no suffix makes a nationality here.
  @Test(arguments: ["pero qué moneda usan en Chile", "ma che lingua parlano in Cile"])
  func interpret_doesNotReadACommonWord_asANationality(line: String) {
    let question = sut.interpret(line)

    #expect(question?.subject == .country("CL"), "\(line)")
  }

  @Test(arguments: [
    "dónde se habla español", "en qué países se habla la lengua española",
    "wo spricht man die spanische Sprache", "dove si parla la lingua spagnola",
  ])
  func interpret_doesNotReadALanguageName_asItsCountry(line: String) {
    let question = sut.interpret(line)

    #expect(question?.subject != .country("ES"), "\(line)")
  }
}
