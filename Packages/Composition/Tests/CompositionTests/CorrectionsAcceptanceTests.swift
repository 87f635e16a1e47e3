import Composition
import CountriesAPI
import Domain
import Presentation
import Testing

/// The corrections in force are made over the data, and each still corrects something the bundled
/// data states: one that the data has caught up with fails here, to be dropped.
@Suite struct CorrectionsAcceptanceTests {
  private let engine = QuizComposer.makeEngine(
    answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))

  @Test func everyCorrection_stillDiffersFromTheBundledData() async throws {
    let raw = try await BundledCountryLoader().loadCountries(refreshing: false)

    for correction in Correction.inForce {
      let record = try #require(raw.countries.first { $0.cca2 == correction.country })
      #expect(correction.differs(from: record), "\(correction.summary) is in the data now")
    }
  }

  @Test func bulgaria_paysInEuro_andIsAmongTheEurosCountries() async {
    let (currency, _) = await engine.ask("what currency does Bulgaria use", in: Conversation())
    let (euro, _) = await engine.ask("which countries use the euro", in: Conversation())
    let (lev, _) = await engine.ask("quels pays utilisent le lev bulgare", in: Conversation())

    #expect(currency.text == "Bulgaria uses the euro (EUR, €).")
    #expect(euro.countries.contains("BG"))
    #expect(!lev.countries.contains("BG"))
  }

  @Test func about_listsTheCorrectionsInForce() async {
    let (event, _) = await engine.send("about", in: Conversation())

    guard case .about(let text) = event else {
      Issue.record("about gave \(event)")
      return
    }
    #expect(text.contains("Bulgaria: the euro replaced the Bulgarian lev (since 2026-01-01;"))
  }
}
