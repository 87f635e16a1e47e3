extension Membership {
  /// The day every list below was last checked against its source.
  static let checked = CalendarDay(year: 2026, month: 11, day: 26)

  /// Every organisation's members, hand-curated: one declaration per organisation, with its source.
  /// The world's bodies are in `Membership+World.swift`.
  public static let all: [Membership] = europe + world

  /// Europe's unions and treaties, NATO, the G7 and the OECD.
  static let europe: [Membership] = [
    // 27 since the United Kingdom left on 2020-01-31.
    Membership(
      .eu,
      members: codes(
        "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK"),
      source: "https://european-union.europa.eu/principles-countries-history/eu-countries_en",
      asOf: checked),
    // 21: Croatia since 2023-01-01, Bulgaria since 2026-01-01 (see `Correction.inForce`).
    // Montenegro and Kosovo use the euro without being members.
    Membership(
      .euroArea,
      members: codes("AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK"),
      source:
        "https://european-union.europa.eu/institutions-law-budget/euro/countries-using-euro_en",
      asOf: checked),
    // 29: Bulgaria and Romania fully since 2025-01-01; Cyprus and Ireland are not in it.
    Membership(
      .schengen,
      members: codes(
        "AT BE BG CH CZ DE DK EE ES FI FR GR HR HU IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK"
      ),
      source: "https://home-affairs.ec.europa.eu/policies/schengen/schengen-area_en",
      asOf: checked),
    Membership(
      .efta, members: codes("CH IS LI NO"),
      source: "https://www.efta.int/about-efta/efta-member-states", asOf: checked),
    // 32: Finland since 2023-04-04, Sweden since 2024-03-07.
    Membership(
      .nato,
      members: codes(
        "AL BE BG CA CZ DE DK EE ES FI FR GB GR HR HU IS IT LT LU LV ME MK NL NO PL PT RO SE SI SK"
          + " TR US"),
      source: "https://www.nato.int/cps/en/natohq/topics_52044.htm", asOf: checked),
    // 7 countries; the European Union takes part without being a member.
    Membership(
      .g7, members: codes("CA DE FR GB IT JP US"),
      source: "https://www.g7.utoronto.ca/", asOf: checked),
    // 38: Costa Rica, the latest, since 2021-05-25.
    Membership(
      .oecd,
      members: codes(
        "AT AU BE CA CH CL CO CR CZ DE DK EE ES FI FR GB GR HU IE IL IS IT JP KR LT LU LV MX NL NO"
          + " NZ PL PT SE SI SK TR US"),
      source: "https://www.oecd.org/en/about/members-partners.html", asOf: checked),
  ]
}
