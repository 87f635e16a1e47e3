import Domain
import Synchronization
import Testing

@Suite struct CountryNamesTests {
  @Test func translations_areWorkedOutWhenAskedForAndNotKept() {
    let calls = Counter()
    let names = Country.Names(common: "Belgium", official: "Kingdom of Belgium") {
      calls.increment()
      return ["deu": Country.LocalizedName(common: "Belgien", official: "Königreich Belgien")]
    }
    #expect(calls.value == 0)

    let first = names.translations["deu"]?.common
    let second = names.translations["deu"]?.common

    #expect(first == "Belgien" && second == "Belgien")
    #expect(calls.value == 2)
  }

  @Test func names_areEqualWhateverWayTheirTranslationsWereGiven() {
    let translations = [
      "fra": Country.LocalizedName(common: "Belgique", official: "Royaume de Belgique")
    ]
    let eager = Country.Names(
      common: "Belgium", official: "Kingdom of Belgium", translations: translations)
    let deferred = Country.Names(common: "Belgium", official: "Kingdom of Belgium") { translations }
    let other = Country.Names(common: "Belgium", official: "Kingdom of Belgium") { [:] }

    #expect(eager == deferred)
    #expect(eager.hashValue == deferred.hashValue)
    #expect(eager != other)
  }
}
