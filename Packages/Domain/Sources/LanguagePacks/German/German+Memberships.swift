import Domain

/// Mitgliedschaften auf Deutsch (placeholders as in English's `English+Memberships.swift`).
extension FactTable {
  /// The words of both membership facts: an organisation's names, and what asks for members.
  static let germanMembershipCues: [String] =
    OrganisationWords.german.cues + [
      "mitglied", "mitglieder", "mitgliedstaat", "mitgliedsstaat", "mitgliedschaft", "gehort",
      "gehoert", "gehoren", "gehoeren", "gehoren zur", "gehoeren zur", "gehoren zum",
      "gehoeren zum", "teil der", "gehort zur", "gehoert zur", "gehort zum", "gehoert zum",
      "teil des",
    ]

  static let germanMemberships: [Intent: FactWords] = [
    .membership: FactWords(
      cues: germanMembershipCues,
      exact: OrganisationWords.germanAcronyms,
      allowedTopics: ["vollmitglied", "noch"],
      asks: "ob es in der EU, der NATO, der UNO… ist", example: "Ist {country} in der EU?",
      says: [
        .yes: "{the country} ist Stand {date} Mitglied {of value}.",
        .suspended:
          "{the country} ist Stand {date} Mitglied {of value}, die Mitgliedschaft ist aber ausgesetzt.",
        .no: "{the country} ist Stand {date} kein Mitglied {of value}.",
        .pair: "{the country} ist Stand {date} kein Mitglied {of value}, aber Mitglied {other}.",
        .usesCurrency:
          "{the country} ist Stand {date} kein Mitglied {of value}, dort gilt aber {other}.",
      ]),
    .countriesInOrganisation: FactWords(
      cues: germanMembershipCues + [
        "mitgliedstaaten", "mitgliedsstaaten", "mitgliedslander", "mitgliedslaender",
      ],
      exact: OrganisationWords.germanAcronyms,
      asks: "die Mitglieder einer Organisation", example: "Welche Länder sind in der NATO?",
      says: [
        .members: "{value} hat Stand {date} {count} Mitgliedstaaten: {other}.",
        .pair: "{value} hat Stand {date} {count} Mitgliedstaaten ({other}), dazu {detail}.",
        .one: "{detail}, Stand {date}: ein Mitglied {of value}, {other}.",
        .many: "{detail}, Stand {date}: {count} Mitglieder {of value}: {other}.",
        .noMembers: "{detail}, Stand {date}: kein Mitglied {of value}.",
        .suspended: "Ausgesetzt: {other}.",
      ]),
  ]
}

extension OrganisationWords {
  static let germanAcronyms: WordList = [
    "uno", "un", "eu", "efta", "nato", "g7", "g20", "oecd", "brics", "opec", "asean",
  ]

  public static let german = OrganisationWords(
    names: [
      .un: Name(
        "die Vereinten Nationen", of: "der Vereinten Nationen",
        cues: ["uno", "un", "vereinte nationen", "vereinten nationen"]),
      .eu: Name(
        "die Europäische Union", of: "der Europäischen Union",
        cues: ["eu", "europaische union", "europaischen union"]),
      .euroArea: Name(
        "der Euroraum", of: "des Euroraums",
        cues: ["euroraum", "eurozone", "euro zone", "euroraums", "eurogebiet"]),
      .schengen: Name(
        "der Schengen-Raum", of: "des Schengen-Raums",
        cues: ["schengen", "schengenraum", "schengen raum", "schengenraums", "schengen raums"]),
      .efta: Name("die EFTA", of: "der EFTA", cues: ["efta"]),
      .nato: Name("die NATO", of: "der NATO", cues: ["nato"]),
      .g7: Name("die G7", of: "der G7", cues: ["g7", "g 7"]),
      .g20: Name("die G20", of: "der G20", cues: ["g20", "g 20"]),
      .oecd: Name("die OECD", of: "der OECD", cues: ["oecd"]),
      .brics: Name("die BRICS", of: "der BRICS", cues: ["brics"]),
      .opec: Name("die OPEC", of: "der OPEC", cues: ["opec"]),
      .commonwealth: Name(
        "das Commonwealth", of: "des Commonwealth",
        cues: ["commonwealth", "commonwealth of nations"]
      ),
      .africanUnion: Name(
        "die Afrikanische Union", of: "der Afrikanischen Union",
        cues: ["afrikanische union", "afrikanischen union"]),
      .asean: Name("die ASEAN", of: "der ASEAN", cues: ["asean"]),
      .arabLeague: Name(
        "die Arabische Liga", of: "der Arabischen Liga",
        cues: ["arabische liga", "arabischen liga"]
      ),
      .mercosur: Name("der Mercosur", of: "des Mercosur", cues: ["mercosur"]),
    ],
    months: [
      "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
      "Oktober", "November", "Dezember",
    ],
    monthOfYear: "{month} {year}")
}
