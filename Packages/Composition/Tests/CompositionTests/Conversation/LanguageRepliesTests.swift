import Composition
import Domain
import DomainTestSupport
import Foundation
import LanguagePacks
import Testing

@testable import Presentation

/// Favourites, country cards, where the user is and an unrecognized line, in the language they are
/// asked in.
@Suite struct LanguageRepliesTests {
  @Test func favourites_inSpanish_areKeptListedAndDropped_inSpanish() async throws {
    let sut = makeSUT()

    let (added, kept) = await sut.ask("añade Chile a mis favoritos", in: Conversation())
    let (listed, _) = await sut.ask("mis favoritos", in: kept)
    let (dropped, after) = await sut.ask("quita Chile de mis favoritos", in: kept)

    #expect(added.text == "He añadido 🇨🇱 Chile a tus favoritos (ya tienes 1).")
    #expect(added.language == .spanish)
    #expect(kept.profile.favourites == ["CL"])
    #expect(
      listed.text.hasPrefix("Tus países favoritos (1):\n🇨🇱 Chile — Santiago de Chile · 0 habitantes")
    )
    #expect(dropped.text == "He quitado 🇨🇱 Chile de tus favoritos.")
    #expect(after.profile.favourites.isEmpty)
  }

  @Test func favourites_inFrench_nameTheCountryAsFrenchWritesIt() async {
    let (reply, next) = await makeSUT().ask(
      "ajoute l'Autriche à mes favoris", in: Conversation())

    #expect(reply.text == "Ajouté à vos favoris : 🇦🇹 Autriche (vous en avez 1).")
    #expect(next.profile.favourites == ["AT"])
  }

  @Test func favourites_withNoneYet_sayHowToKeepOne_inItalian() async {
    let (reply, _) = await makeSUT().ask("i miei preferiti", in: Conversation())

    #expect(reply.text == ChatPhrasebook.italian.text(.favouritesNone))
  }

  @Test func germanCard_labelsNamesNumbersAndValuesInGerman() throws {
    let card = CountryCard(
      Self.austria, neighbours: [Self.germany], provenance: .sample, in: .german)

    let facts = Dictionary(uniqueKeysWithValues: card.facts.map { ($0.label, $0.value) })
    #expect(card.title == "🇦🇹 Österreich")
    #expect(facts["Hauptstadt"] == "Wien")
    #expect(facts["Bevölkerung"] == "8.917.205")
    #expect(facts["Fläche"] == "83.871 km²")
    #expect(facts["Region"] == "Mitteleuropa, Europa")
    #expect(facts["Sprache"] == "Deutsch")
    #expect(facts["Währung"]?.hasPrefix("Euro (EUR") == true)
    #expect(facts["Nachbarländer"] == "Deutschland")
    #expect(facts["Straßenverkehr"] == "Rechtsverkehr")
    #expect(facts["Daten"]?.hasPrefix("mitgelieferte Daten, Stand: ") == true)
    #expect(card.summary == "Wien · 8.917.205 Einwohner · Mitteleuropa")
    #expect(card.jsonObject.text.contains(#""language":"de""#))
  }

  @Test func englishCard_staysAsItWas() {
    let card = CountryCard(Self.austria, neighbours: [Self.germany], provenance: .sample)

    #expect(card.title == "🇦🇹 Austria")
    #expect(card.facts.first { $0.label == "Capital" }?.value == "Vienna")
    #expect(card.facts.first { $0.label == "Drives on" }?.value == "the right")
    #expect(card.summary == "Vienna · 8,917,205 people · Central Europe")
  }

  @Test func whereabouts_inFrench_givesThePositionAndHowTheShellKnows_inFrench() {
    let point = Country.Coordinates(latitude: 48.8, longitude: 2.3)
    let origin = ResolvedLocation(
      location: UserLocation(.coordinates(point), source: .setting("COUNTRY_QUIZ_LOCATION")),
      coordinates: point, country: nil)

    #expect(
      PlaceSentence.whereabouts(origin, in: .french)
        == "48,80° N, 2,30° E, d'après COUNTRY_QUIZ_LOCATION")
    #expect(
      PlaceSentence.whereabouts(origin) == "48.80° N, 2.30° E, from COUNTRY_QUIZ_LOCATION")
  }

  @Test func nearMe_inFrench_withoutALocation_saysWhyAndHowInFrench() async {
    let whereabouts = Whereabouts(unknown: .browserRefused("permission denied"))

    let (reply, _) = await makeSUT().ask(
      "pays près de moi", in: Conversation(), whereabouts: whereabouts)

    #expect(reply.outcome == .incomplete)
    #expect(reply.needsLocation)
    #expect(
      reply.text.hasPrefix(
        "Je ne sais pas où vous êtes. Votre navigateur n'a pas communiqué votre position "
          + "(permission denied)."))
    #expect(reply.suggestions == [ChatPhrasebook.french.example(.nearby)])
  }

  @Test func unrecognizedLine_inFrench_isAnsweredInFrench_elseInTheUsersLanguage() async {
    let sut = makeSUT()

    let (french, _) = await sut.ask("quelle heure est-il", in: Conversation())
    let (none, _) = await sut.ask("zzz", in: Conversation(language: .german))

    #expect(french.outcome == .unrecognized)
    #expect(french.text == ChatPhrasebook.french.text(.unrecognized))
    #expect(french.suggestions == [ChatPhrasebook.french.firstExample()])
    #expect(none.text == ChatPhrasebook.german.text(.unrecognized))
  }

  private static let austria = Country(
    cca2: "AT", cca3: "AUT",
    names: .init(
      common: "Austria", official: "Republic of Austria",
      translations: [
        "deu": .init(common: "Österreich", official: "Republik Österreich"),
        "fra": .init(common: "Autriche", official: "République d'Autriche"),
      ]),
    capitals: ["Vienna"], flag: .init(emoji: "🇦🇹", pngURL: ""), population: 8_917_205,
    area: 83_871, region: "Europe", subregion: "Central Europe",
    languages: [.init(code: "de", name: "German")],
    currencies: [.init(code: "EUR", name: "Euro", symbol: "€")], borders: ["DEU"],
    callingCodes: ["+43"], timezones: ["UTC+01:00"], drivingSide: .right,
    coordinates: .init(latitude: 47.3, longitude: 13.3),
    maps: .init(googleMaps: "", openStreetMap: ""))

  private static let germany = Country(
    cca2: "DE", cca3: "DEU",
    names: .init(
      common: "Germany", official: "Federal Republic of Germany",
      translations: ["deu": .init(common: "Deutschland", official: "Bundesrepublik Deutschland")]),
    capitals: ["Berlin"], flag: .init(emoji: "🇩🇪", pngURL: ""), population: 83_240_525,
    area: 357_114, region: "Europe", subregion: "Western Europe")

  private func makeSUT() -> ConversationEngine {
    let overview = { (code: String) in
      Reading(question: Question(intent: .overview, subject: .country(code)), isNameOnly: true)
    }
    let interpreter = ReadingInterpreterStub(readings: [
      "Chile": overview("CL"), "l'Autriche": overview("AT"),
      "quelle heure est-il": Reading(language: .french),
      "pays près de moi": Reading(
        question: Question(intent: .nearby, subject: .userLocation, language: .french),
        language: .french),
    ])
    return QuizComposer.makeEngine(
      answerer: QuizAnswerer(
        loader: CountryLoaderStub.delivering(SampleCountries.all + [Self.austria, Self.germany]),
        readyFor: .seconds(60)
      ) { _ in interpreter })
  }
}
