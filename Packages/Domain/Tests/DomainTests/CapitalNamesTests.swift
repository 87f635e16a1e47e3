import Domain
import DomainTestSupport
import Testing

@Suite struct CapitalNamesTests {
  private let china = SampleCountries.make("CN", "China", capitals: ["Beijing"])

  @Test func name_ofBeijingInFrench_isPekin() {
    #expect(CapitalNames.name("Beijing", of: china, in: .french) == "Pékin")
  }

  @Test func name_keepsTheDatasNameWhereTheLanguageWritesItAlike() {
    let peru = SampleCountries.make("PE", "Peru", capitals: ["Lima"])

    #expect(CapitalNames.name("Lima", of: peru, in: .german) == "Lima")
    #expect(CapitalNames.name("Beijing", of: china, in: .english) == "Beijing")
  }

  @Test func names_ofViennaGiveEachLanguagesOwnForm() {
    let austria = SampleCountries.make("AT", "Austria", capitals: ["Vienna"])

    let names = CapitalNames.names("Vienna", of: austria)

    #expect(names[.german] == "Wien")
    #expect(names[.french] == "Vienne")
    #expect(names[.english] == nil)
  }
}
