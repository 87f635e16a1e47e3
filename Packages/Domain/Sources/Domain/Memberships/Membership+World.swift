extension Membership {
  /// The world's bodies: the United Nations, the G20, BRICS, OPEC, the Commonwealth, and the
  /// regional unions of Africa, South-East Asia, the Arab states and South America.
  static let world: [Membership] = [
    // 193. The data flags Guinea-Bissau (a member since 1974) as none: the table test says so.
    Membership(
      .un,
      members: codes(
        "AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD"
          + " CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR"
          + " GA GB GD GE GH GM GN GQ GR GT GW GY HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG"
          + " KH KI KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN"
          + " MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PT PW PY QA RO"
          + " RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO"
          + " TR TT TV TZ UA UG US UY UZ VC VE VN VU WS YE ZA ZM ZW"),
      source: "https://www.un.org/en/about-us/member-states", asOf: checked),
    // 19 countries, and the European Union and the African Union (a member since 2023-09-09).
    Membership(
      .g20, members: codes("AR AU BR CA CN DE FR GB ID IN IT JP KR MX RU SA TR US ZA"),
      otherMembers: [.eu, .africanUnion],
      source: "https://g20.org/about-g20/", asOf: checked),
    // Egypt, Ethiopia, Iran and the United Arab Emirates since 2024-01-01, Indonesia since
    // 2025-01-06. Saudi Arabia, invited in 2023, has not confirmed that it joined: it is left out.
    Membership(
      .brics, members: codes("AE BR CN EG ET ID IN IR RU ZA"),
      source: "https://brics.br/en/about-the-brics", asOf: checked),
    // 12: Angola left on 2024-01-01.
    Membership(
      .opec, members: codes("AE CG DZ GA GQ IQ IR KW LY NG SA VE"),
      source: "https://www.opec.org/opec_web/en/about_us/25.htm", asOf: checked),
    // 56: Gabon and Togo since 2022-06-25.
    Membership(
      .commonwealth,
      members: codes(
        "AG AU BB BD BN BS BW BZ CA CM CY DM FJ GA GB GD GH GM GY IN JM KE KI KN LC LK LS MT MU MV"
          + " MW MY MZ NA NG NR NZ PG PK RW SB SC SG SL SZ TG TO TT TV TZ UG VC VU WS ZA ZM"),
      source: "https://thecommonwealth.org/our-member-countries", asOf: checked),
    // 55: every African state and the Sahrawi Republic (EH); suspended members stay members.
    Membership(
      .africanUnion,
      members: codes(
        "AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG"
          + " ML MR MU MW MZ NA NE NG RW SC SD SL SN SO SS ST SZ TD TG TN TZ UG ZA ZM ZW"),
      source: "https://au.int/en/member_states/countryprofiles2", asOf: checked),
    // 11: Timor-Leste since 2025-10-26.
    Membership(
      .asean, members: codes("BN ID KH LA MM MY PH SG TH TL VN"),
      source: "https://asean.org/member-states/", asOf: checked),
    // 22, with Palestine (PS); Syria readmitted on 2023-05-07.
    Membership(
      .arabLeague,
      members: codes("AE BH DJ DZ EG IQ JO KM KW LB LY MA MR OM PS QA SA SD SO SY TN YE"),
      source: "https://www.lasportal.org", asOf: checked),
    // Full members; Bolivia since 2024-07-08; Venezuela suspended since 2016-12-01.
    Membership(
      .mercosur, members: codes("AR BO BR PY UY VE"), suspended: ["VE"],
      source: "https://www.mercosur.int/en/about-mercosur/mercosur-countries/", asOf: checked),
  ]
}
