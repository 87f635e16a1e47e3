import Domain

/// Memberships in English: whether a country is in an organisation, and an organisation's members.
/// `{date}` is the month the table was checked, `{value}` and `{of value}` the organisation in the
/// forms the sentence needs, `{other}` other organisations or a currency (a membership) or the
/// members (a list), `{detail}` a region or the members that are not countries.
extension FactTable {
  /// The words of both membership facts: an organisation's names, and what asks for members.
  static let englishMembershipCues: [String] =
    OrganisationWords.english.cues + [
      "member", "members", "membership", "part of",
    ]

  static let englishMemberships: [Intent: FactWords] = [
    .membership: FactWords(
      cues: englishMembershipCues,
      exact: OrganisationWords.englishAcronyms,
      allowedTopics: ["state", "states", "full", "still"],
      asks: "whether it is in the EU, NATO, the UN…", example: "Is {country} in the EU?",
      says: [
        .yes: "As of {date}, {the country} is a member {of value}.",
        .suspended:
          "As of {date}, {the country} is a member {of value}, but its membership is suspended.",
        .no: "As of {date}, {the country} is not a member {of value}.",
        .pair:
          "As of {date}, {the country} is not a member {of value}, but it is a member {other}.",
        .usesCurrency:
          "As of {date}, {the country} is not a member {of value}, though it uses {other}.",
      ]),
    .countriesInOrganisation: FactWords(
      cues: englishMembershipCues,
      exact: OrganisationWords.englishAcronyms,
      asks: "the members of an organisation", example: "Which countries are in NATO?",
      says: [
        .members: "As of {date}, {value} has {count} member countries: {other}.",
        .pair: "As of {date}, {value} has {count} member countries ({other}), plus {detail}.",
        .one: "As of {date}, one member {of value} is in {detail}: {other}.",
        .many: "As of {date}, {count} members {of value} are in {detail}: {other}.",
        .noMembers: "As of {date}, no member {of value} is in {detail}.",
        .suspended: "Suspended: {other}.",
      ]),
  ]
}

extension OrganisationWords {
  /// The acronyms, which count only as typed: "open" is no typo of "opec".
  static let englishAcronyms: WordList = [
    "un", "eu", "efta", "nato", "g7", "g20", "oecd", "brics", "opec", "asean",
  ]

  public static let english = OrganisationWords(
    names: [
      .un: Name("the United Nations", of: "of the United Nations", cues: ["un", "united nations"]),
      .eu: Name("the European Union", of: "of the European Union", cues: ["eu", "european union"]),
      .euroArea: Name(
        "the euro area", of: "of the euro area",
        cues: ["eurozone", "euro zone", "euro area"]),
      .schengen: Name(
        "the Schengen Area", of: "of the Schengen Area",
        cues: ["schengen", "schengen area", "schengen zone"]),
      .efta: Name("EFTA", of: "of EFTA", cues: ["efta", "european free trade association"]),
      .nato: Name(
        "NATO", of: "of NATO",
        cues: [
          "nato", "north atlantic treaty organization", "north atlantic treaty organisation",
          "north atlantic alliance",
        ]),
      .g7: Name("the G7", of: "of the G7", cues: ["g7", "g 7", "group of seven"]),
      .g20: Name("the G20", of: "of the G20", cues: ["g20", "g 20", "group of twenty"]),
      .oecd: Name("the OECD", of: "of the OECD", cues: ["oecd"]),
      .brics: Name("BRICS", of: "of BRICS", cues: ["brics"]),
      .opec: Name("OPEC", of: "of OPEC", cues: ["opec"]),
      .commonwealth: Name(
        "the Commonwealth", of: "of the Commonwealth",
        cues: ["commonwealth", "commonwealth of nations", "british commonwealth"]),
      .africanUnion: Name(
        "the African Union", of: "of the African Union", cues: ["african union"]),
      .asean: Name("ASEAN", of: "of ASEAN", cues: ["asean"]),
      .arabLeague: Name(
        "the Arab League", of: "of the Arab League",
        cues: ["arab league", "league of arab states"]),
      .mercosur: Name("Mercosur", of: "of Mercosur", cues: ["mercosur", "mercosul"]),
    ],
    months: [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ],
    monthOfYear: "{month} {year}")
}
