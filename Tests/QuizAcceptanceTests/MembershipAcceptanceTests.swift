import Composition
import Domain
import Presentation
import Testing

/// Memberships asked as people ask them in each language, through the function the shells call:
/// whether a country is in an organisation, and an organisation's members.
@Suite struct MembershipAcceptanceTests {
  static let oneCountry: [(String, Language, String, String)] = [
    (
      "Is Switzerland in the EU?", .english, "CH",
      "As of November 2026, Switzerland is not a member of the European Union, but it is a member of the Schengen Area and of EFTA."
    ),
    (
      "is Germany a member of NATO", .english, "DE",
      "As of November 2026, Germany is a member of NATO."
    ),
    (
      "est-ce que la Suisse fait partie de l'UE ?", .french, "CH",
      "En novembre 2026, la Suisse n'est pas membre de l'Union européenne, mais est membre de l'espace Schengen et de l'AELE."
    ),
    (
      "¿España está en la OTAN?", .spanish, "ES",
      "En noviembre de 2026, España es miembro de la OTAN."
    ),
    (
      "ist Norwegen in der EU?", .german, "NO",
      "Norwegen ist Stand November 2026 kein Mitglied der Europäischen Union, aber Mitglied des Schengen-Raums und der EFTA."
    ),
    (
      "o Brasil faz parte do BRICS?", .portuguese, "BR",
      "Em novembro de 2026, o Brasil é membro do BRICS."
    ),
    ("l'Italia è nel G7?", .italian, "IT", "A novembre 2026, l'Italia è membro del G7."),
    ("is sweden in nato", .english, "SE", "As of November 2026, Sweden is a member of NATO."),
    (
      "is Venezuela in Mercosur?", .english, "VE",
      "As of November 2026, Venezuela is a member of Mercosur, but its membership is suspended."
    ),
    (
      "is Ireland in the Schengen area?", .english, "IE",
      "As of November 2026, Ireland is not a member of the Schengen Area, but it is a member of the European Union."
    ),
    (
      "is Saudi Arabia in BRICS?", .english, "SA",
      "As of November 2026, Saudi Arabia is not a member of BRICS."
    ),
    (
      "la France est-elle membre de l'ONU ?", .french, "FR",
      "En novembre 2026, la France est membre de l'ONU."
    ),
    (
      "¿Bolivia es miembro del Mercosur?", .spanish, "BO",
      "En noviembre de 2026, Bolivia es miembro del Mercosur."
    ),
    (
      "Gehört Schweden zur NATO?", .german, "SE",
      "Schweden ist Stand November 2026 Mitglied der NATO."
    ),
    (
      "Portugal está na zona euro?", .portuguese, "PT",
      "Em novembro de 2026, Portugal é membro da Zona Euro."
    ),
    (
      "la Norvegia fa parte della UE?", .italian, "NO",
      "A novembre 2026, la Norvegia non è membro dell'Unione europea, ma è membro dello spazio Schengen e dell'EFTA."
    ),
  ]

  @Test(arguments: oneCountry)
  func ofOneCountry_saysYesOrNoAndTheMonth_inTheQuestionsLanguage(
    question: String, language: Language, code: String, text: String
  ) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .membership, "\(question): \(reply.text)")
    #expect(reply.countries == [code])
    #expect(reply.language == language)
    #expect(reply.text == text)
  }

  /// Using the euro and being in the euro area are two questions, each answered as asked.
  @Test func montenegro_usesTheEuro_butIsNotInTheEuroArea() async {
    let member = await ask("Is Montenegro in the eurozone?")
    let currency = await ask("does Montenegro use the euro?")
    let bulgaria = await ask("is Bulgaria in the euro area?")

    #expect(member.intent == .membership)
    #expect(
      member.text
        == "As of November 2026, Montenegro is not a member of the euro area, though it uses the euro (EUR, €)."
    )
    #expect(currency.intent == .currency)
    #expect(currency.text == "Montenegro uses the euro (EUR, €).")
    #expect(bulgaria.text == "As of November 2026, Bulgaria is a member of the euro area.")
  }

  static let lists: [(String, Language, Int, String)] = [
    (
      "which countries are in NATO", .english, 32,
      "As of November 2026, NATO has 32 member countries: Albania,"
    ),
    (
      "list the EU members", .english, 27,
      "As of November 2026, the European Union has 27 member countries: Austria,"
    ),
    (
      "quels pays sont membres de l'OTAN ?", .french, 32,
      "En novembre 2026, l'OTAN compte 32 pays membres : Albanie,"
    ),
    (
      "¿qué países forman parte de la UE?", .spanish, 27,
      "En noviembre de 2026, la Unión Europea tiene 27 países miembros: Alemania,"
    ),
    (
      "welche Länder sind in der NATO?", .german, 32,
      "Die NATO hat Stand November 2026 32 Mitgliedstaaten: Albanien,"
    ),
    (
      "quais países fazem parte do Mercosul?", .portuguese, 6,
      "Em novembro de 2026, o Mercosul tem 6 países membros: Argentina,"
    ),
    (
      "quali paesi sono nell'ASEAN?", .italian, 11,
      "A novembre 2026, l'ASEAN conta 11 paesi membri: Birmania,"
    ),
    (
      "how many countries are in the EU", .english, 27,
      "As of November 2026, the European Union has 27 member countries:"
    ),
    (
      "combien de pays dans la zone euro ?", .french, 21,
      "En novembre 2026, la zone euro compte 21 pays membres :"
    ),
  ]

  @Test(arguments: lists)
  func ofAnOrganisation_listsAndCountsItsMembers(
    question: String, language: Language, count: Int, start: String
  ) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .countriesInOrganisation, "\(question): \(reply.text)")
    #expect(reply.countries.count == count)
    #expect(reply.language == language)
    #expect(reply.text.hasPrefix(start), "\(reply.text)")
  }

  @Test func theG20_countsNineteenCountries_andNamesItsTwoUnions() async {
    let reply = await ask("how many countries are in the G20")

    #expect(reply.countries.count == 19)
    #expect(
      reply.text.hasPrefix("As of November 2026, the G20 has 19 member countries (Argentina,"))
    #expect(reply.text.hasSuffix("), plus the European Union and the African Union."))
  }

  @Test func mercosur_saysWhoIsSuspended() async {
    let reply = await ask("Mercosur members")

    #expect(reply.text.hasSuffix("Uruguay and Venezuela. Suspended: Venezuela."), "\(reply.text)")
  }

  /// An organisation filtered by a region is one group, not the two filters the quiz refuses.
  static let inRegions: [(String, Language, [String], String)] = [
    (
      "NATO members in North America", .english, ["CA", "US"],
      "As of November 2026, 2 members of NATO are in North America: Canada and United States."
    ),
    (
      "NATO members in Africa", .english, [], "As of November 2026, no member of NATO is in Africa."
    ),
    (
      "which EU countries are in South America", .english, [],
      "As of November 2026, no member of the European Union is in South America."
    ),
    (
      "membres de l'OTAN en Amérique du Nord", .french, ["CA", "US"],
      "Amérique du Nord, en novembre 2026 : 2 membres de l'OTAN, à savoir Canada et États-Unis."
    ),
    (
      "países de la OTAN en Asia", .spanish, ["TR"],
      "Asia, en noviembre de 2026: un miembro de la OTAN, Turquía."
    ),
  ]

  @Test(arguments: inRegions)
  func ofAnOrganisationInARegion_listsItsMembersThere(
    question: String, language: Language, codes: [String], text: String
  ) async {
    let reply = await ask(question)

    #expect(reply.outcome == .answer, "\(question): \(reply.text)")
    #expect(reply.intent == .countriesInOrganisation)
    #expect(Set(reply.countries) == Set(codes))
    #expect(reply.text == text)
  }

  /// An organisation the table does not hold, two at once, a past year or a date of joining would
  /// each be answered wrongly by any list the quiz has: such lines are refused.
  @Test(arguments: [
    "is France in the WTO", "is France a member of the WTO", "is France in the EU and NATO",
    "was Sweden in NATO in 2020", "when did Sweden join NATO",
    "la France est-elle membre de l'OMC ?",
    "EU members that speak French", "which EU countries speak French",
  ])
  func aQuestionTheTableCannotAnswer_isRefused(question: String) async {
    let reply = await ask(question)

    #expect(reply.outcome != .answer, "\(question): \(reply.text)")
  }

  /// An organisation's name is no country's: "population of the EU" still names a place that is no
  /// country of the data.
  @Test(arguments: ["population of the EU", "flag of the EU"])
  func anotherFactOfAnOrganisation_isNotFound(question: String) async {
    let reply = await ask(question)

    #expect(reply.outcome == .notFound, "\(reply.text)")
  }

  @Test func aFollowUp_keepsTheOrganisation_orTheCountry() async {
    let engine = Self.engine()
    let (_, first) = await engine.ask("is Sweden in NATO?", in: Conversation())
    let (norway, second) = await engine.ask("and Norway?", in: first)
    let (g7, _) = await engine.ask("and the G7?", in: second)
    let (suisse, french) = await engine.ask(
      "la Suisse fait-elle partie de l'UE ?", in: Conversation())
    let (autriche, _) = await engine.ask("et l'Autriche ?", in: french)

    #expect(norway.intent == .membership)
    #expect(norway.text == "As of November 2026, Norway is a member of NATO.")
    #expect(g7.text == "As of November 2026, Norway is not a member of the G7.")
    #expect(suisse.countries == ["CH"])
    #expect(autriche.text == "En novembre 2026, l'Autriche est membre de l'Union européenne.")
  }

  /// "is it in NATO?" after any question about one country asks about that country; without
  /// pointing back, the organisation's members are listed.
  @Test func aMembershipThatPointsBack_asksAboutTheCountryTalkedAbout() async {
    let engine = Self.engine()
    let (_, peru) = await engine.ask("capital of Peru", in: Conversation())
    let (isIt, _) = await engine.ask("is it in NATO?", in: peru)
    let (_, spain) = await engine.ask("drapeau de l'Espagne", in: Conversation())
    let (estElle, _) = await engine.ask("est-elle dans l'OTAN ?", in: spain)
    let (members, _) = await engine.ask("which countries are in NATO", in: peru)

    #expect(isIt.text == "As of November 2026, Peru is not a member of NATO.")
    #expect(estElle.text == "En novembre 2026, l'Espagne est membre de l'OTAN.")
    #expect(members.intent == .countriesInOrganisation)
  }

  /// A name-them-all round over an organisation's members, kept in the conversation's context
  /// like any other round.
  @Test func aNameThemAllRound_asksForAnOrganisationsMembers() async throws {
    let engine = Self.engine()
    let (start, game) = await engine.ask("quiz me on EU members", in: Conversation())
    let (right, next) = await engine.ask("Germany", in: game)
    let (wrong, _) = await engine.ask("Peru", in: next)
    let (french, _) = await engine.ask("joue à nommer les pays de l'OTAN", in: Conversation())

    #expect(start.text.hasPrefix("Let's play! Name the members of the European Union: 27 in all."))
    #expect(right.text.hasPrefix("✓ Germany! Named 1 of 27"))
    #expect(wrong.text.hasPrefix("✗ Peru is not a member of the European Union."))
    #expect(try #require(Conversation(text: next.text)).game == next.game)
    #expect(french.text.contains("les pays membres de l'OTAN"), "\(french.text)")
  }

  @Test func theOrganisationTalkedAbout_isKeptInTheContext() async throws {
    let (_, conversation) = await Self.engine().ask("is Sweden in NATO?", in: Conversation())

    #expect(conversation.group == .organisation(.nato))
    #expect(try #require(Conversation(text: conversation.text)).group == .organisation(.nato))
  }

  private static func engine() -> ConversationEngine {
    QuizComposer.makeEngine(
      answerer: QuizComposer.makeAnswerer(configuration: QuizConfiguration(isOffline: true)))
  }

  private func ask(_ question: String) async -> Reply {
    await Self.engine().ask(question, in: Conversation()).0
  }
}
