import Domain

/// Wer regiert, auf Deutsch (placeholders as in English's `English+Governs.swift`). An office
/// follows "ist" without an article ("Emmanuel Macron ist Präsident von Frankreich").
extension FactTable {
  static let germanGoverns: [Intent: FactWords] = [
    .headOfState: FactWords(
      cues: [
        "prasident", "prasidentin", "bundesprasident", "bundesprasidentin", "staatsprasident",
        "konig", "konigin", "monarch", "monarchin", "kaiser", "emir", "sultan", "papst",
        "staatsoberhaupt", "regiert", "fuhrt", "anfuhrer", "herrscher", "generalgouverneur",
        "gouverneur", "grossherzog", "oberster fuhrer", "kofurst", "capitano reggente",
      ],
      exact: ["emir", "fuhrt"],
      allowedTopics: ["aktuell", "aktuelle", "aktueller", "derzeit", "heute", "jetzt"],
      asks: "wer an der Spitze steht", example: "Wer ist der Präsident {of country}?",
      says: [
        .one: "Stand {date}: Das Staatsoberhaupt {of country} ist {value}.",
        .many: "Stand {date}: {the country} hat {count} Staatsoberhäupter: {value}.",
        .both:
          "Stand {date}: {value} ist Staatsoberhaupt und Regierungschef {of country} zugleich.",
        .then: "Regierungschef ist {value}.",
        .none: "Die Daten nennen kein Staatsoberhaupt {of country}.",
        .territory:
          "Die Daten nennen keine eigene Führung {of country} (ein Gebiet {of other}).",
        .noOffice: "Niemand ist {role} {of country}.",
        .office: "Stand {date}: {value} ist {role} {of country}.",
        .belongs: "{the country} ist ein Gebiet {of other}.",
      ]),
    .headOfGovernment: FactWords(
      cues: [
        "bundeskanzler", "bundeskanzlerin", "kanzler", "kanzlerin", "premierminister",
        "premierministerin", "ministerprasident", "ministerprasidentin", "regierungschef",
        "regierungschefin",
      ],
      allowedTopics: ["aktuell", "aktuelle", "aktueller", "derzeit", "heute", "jetzt"],
      asks: "wer die Regierung führt", example: "Wer ist der Regierungschef {of country}?",
      says: [
        .one: "Stand {date}: Regierungschef {of country} ist {value}.",
        .both:
          "Stand {date}: {value} ist Staatsoberhaupt und Regierungschef {of country} zugleich.",
        .then: "Staatsoberhaupt ist {value}.",
        .none: "Die Daten nennen keinen Regierungschef {of country}.",
        .territory:
          "Die Daten nennen keine eigene Führung {of country} (ein Gebiet {of other}).",
        .noOffice: "Niemand ist {role} {of country}.",
        .office: "Stand {date}: {value} ist {role} {of country}.",
        .belongs: "{the country} ist ein Gebiet {of other}.",
      ]),
    .government: FactWords(
      cues: [
        "regierungsform", "staatsform", "regierungssystem", "politisches system",
        "art von regierung", "regierung", "monarchie", "republik",
      ],
      exact: ["monarchie", "republik"],
      allowedTopics: ["art", "politisches", "system", "form"],
      asks: "die Staatsform", example: "Welche Staatsform hat {the country}?",
      says: [
        .one: "Stand {date}: Staatsform {of country}: {value}.",
        .then: "Staatsoberhaupt ist {value}.",
        .none: "Die Daten sagen nicht eindeutig, welche Staatsform {the country} hat.",
        .territory: "{the country} ist kein souveräner Staat, sondern ein Gebiet {of other}.",
      ]),
    .seatOfGovernment: FactWords(
      cues: ["regierungssitz", "sitz der regierung", "verwaltungshauptstadt", "regierung sitzt"],
      allowedTopics: ["sitz", "sitzt", "wo"],
      asks: "den Regierungssitz", example: "Wo ist der Regierungssitz {of country}?",
      says: [
        .one: "Der Regierungssitz {of country} ist {value}; die Hauptstadt ist {other}.",
        .both: "{value} ist Hauptstadt und Regierungssitz {of country} zugleich.",
        .many:
          "Die Regierung {of country} sitzt in mehreren Städten: {value}; die Hauptstadt ist {other}.",
        .none: "Ich kenne keinen anderen Regierungssitz {of country} als die Hauptstadt.",
      ]),
    .sovereignState: FactWords(
      cues: ["gehort", "gehort zu", "gehoren", "teil von", "territorium von", "souveranitat"],
      allowedTopics: ["land", "staat", "teil", "territorium", "welchem", "welchen"],
      asks: "den Staat, zu dem es gehört", example: "Zu welchem Land gehört {the country}?",
      says: [
        .one: "{the country} ist ein Gebiet {of other}.",
        .yes: "Ja: {the country} ist ein Gebiet {of other}.",
        .no: "Nein: {the country} ist ein Gebiet {of other}.",
        .none: "{the country} ist ein souveräner Staat und gehört zu keinem anderen Land.",
        .unsaid: "Die Daten nennen keinen Staat, zu dem {the country} gehört.",
      ]),
  ]
}

extension GovernsWords {
  public static let german = GovernsWords(
    offices: [
      .president: "Präsident", .primeMinister: "Premierminister", .chancellor: "Bundeskanzler",
      .premier: "Premierminister", .chiefExecutive: "Regierungschef", .king: "König",
      .queen: "Königin", .emperor: "Kaiser", .emir: "Emir", .sultan: "Sultan",
      .grandDuke: "Großherzog", .prince: "Fürst", .pope: "Papst", .supremeLeader: "Oberster Führer",
      .coPrince: "Kofürst", .captainRegent: "Capitano Reggente",
      .governorGeneral: "Generalgouverneur", .governor: "Gouverneur", .monarch: "Monarch",
    ],
    officeCues: [
      .president: [
        "prasident", "prasidentin", "bundesprasident", "bundesprasidentin", "staatsprasident",
      ],
      .primeMinister: [
        "premierminister", "premierministerin", "ministerprasident", "ministerprasidentin",
      ],
      .chancellor: ["bundeskanzler", "bundeskanzlerin", "kanzler", "kanzlerin"],
      .king: ["konig"], .queen: ["konigin"], .emperor: ["kaiser"], .emir: ["emir"],
      .sultan: ["sultan"], .grandDuke: ["grossherzog"], .pope: ["papst"],
      .supremeLeader: ["oberster fuhrer"], .coPrince: ["kofurst"],
      .captainRegent: ["capitano reggente"], .governorGeneral: ["generalgouverneur"],
      .governor: ["gouverneur"], .monarch: ["monarch", "monarchin"],
    ],
    systems: [
      .presidentialRepublic: "präsidentielle Republik",
      .semiPresidentialRepublic: "semipräsidentielle Republik",
      .parliamentaryRepublic: "parlamentarische Republik",
      .parliamentaryRepublicWithExecutivePresident:
        "parlamentarische Republik mit exekutivem Präsidenten",
      .directorialRepublic: "Direktorialrepublik",
      .constitutionalMonarchy: "konstitutionelle Monarchie",
      .semiConstitutionalMonarchy: "semikonstitutionelle Monarchie",
      .absoluteMonarchy: "absolute Monarchie",
      .parliamentaryCoPrincipality: "parlamentarisches Kofürstentum",
      .theocracy: "Theokratie", .islamicRepublic: "Islamische Republik",
      .communistState: "kommunistischer Einparteienstaat",
      .militaryJunta: "Militärjunta",
    ],
    branches: [.executive: "Exekutive", .legislative: "Legislative", .judicial: "Judikative"],
    leader: "{name} ({office})",
    pastWords: [
      "war", "waren", "ehemalige", "ehemaliger", "fruhere", "fruherer", "erste", "erster",
      "letzte", "letzter", "vorherige", "geschichte", "damals",
    ])
}
