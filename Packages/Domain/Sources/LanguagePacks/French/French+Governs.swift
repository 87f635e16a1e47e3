import Domain

/// Qui gouverne, en français (placeholders as in English's `English+Governs.swift`). An office
/// follows "est" without an article ("Emmanuel Macron est président de la France"), so no sentence
/// agrees with the holder's gender.
extension FactTable {
  static let frenchGoverns: [Intent: FactWords] = [
    .headOfState: FactWords(
      cues: [
        "president", "presidente", "roi", "reine", "monarque", "empereur", "emir", "sultan",
        "pape", "chef de l etat", "chef d etat", "dirigeant", "dirige", "gouverne", "diriger",
        "gouverneur general", "gouverneur", "grand duc", "guide supreme", "coprince",
        "capitaine regent",
      ],
      exact: ["roi", "emir", "pape"],
      allowedTopics: ["actuel", "actuelle", "actuellement", "aujourd"],
      asks: "qui est à sa tête", example: "Qui est le président {of country} ?",
      says: [
        .one: "En {date}, le chef de l'État {of country} est {value}.",
        .many: "En {date}, {the country} a {count} chefs d'État : {value}.",
        .both:
          "En {date}, {value} est à la fois chef de l'État et chef du gouvernement {of country}.",
        .then: "Le chef du gouvernement est {value}.",
        .none: "Les données ne nomment aucun chef de l'État {of country}.",
        .territory:
          "Les données ne nomment aucun dirigeant propre {of country}, territoire {of other}.",
        .noOffice: "Personne n'est {role} {of country}.",
        .office: "En {date}, {value} est {role} {of country}.",
        .belongs: "{the country} est un territoire {of other}.",
      ]),
    .headOfGovernment: FactWords(
      cues: [
        "premier ministre", "premiere ministre", "chancelier", "chanceliere",
        "chef du gouvernement", "chef de gouvernement", "cheffe du gouvernement",
      ],
      allowedTopics: ["actuel", "actuelle", "actuellement", "ministre"],
      asks: "qui dirige son gouvernement", example: "Qui est le Premier ministre {of country} ?",
      says: [
        .one: "En {date}, le chef du gouvernement {of country} est {value}.",
        .both:
          "En {date}, {value} est à la fois chef de l'État et chef du gouvernement {of country}.",
        .then: "Le chef de l'État est {value}.",
        .none: "Les données ne nomment aucun chef du gouvernement {of country}.",
        .territory:
          "Les données ne nomment aucun dirigeant propre {of country}, territoire {of other}.",
        .noOffice: "Personne n'est {role} {of country}.",
        .office: "En {date}, {value} est {role} {of country}.",
        .belongs: "{the country} est un territoire {of other}.",
      ]),
    .government: FactWords(
      cues: [
        "type de gouvernement", "forme de gouvernement", "regime politique", "systeme politique",
        "forme de l etat", "regime", "gouvernement", "monarchie", "republique",
      ],
      exact: ["monarchie", "republique"],
      allowedTopics: ["type", "forme", "politique", "systeme"],
      asks: "son régime politique", example: "Quel est le régime politique {of country} ?",
      says: [
        .one: "En {date}, {the country} est {value}.",
        .then: "Son chef de l'État est {value}.",
        .none: "Les données ne disent pas clairement quel régime politique a {the country}.",
        .territory: "{the country} n'est pas un État souverain : c'est un territoire {of other}.",
      ]),
    .seatOfGovernment: FactWords(
      cues: [
        "siege du gouvernement", "siege de gouvernement", "capitale administrative",
        "siege des institutions", "gouvernement siege",
      ],
      allowedTopics: ["siege", "administrative", "ou"],
      asks: "son siège du gouvernement",
      example: "Quel est le siège du gouvernement {of country} ?",
      says: [
        .one: "Le siège du gouvernement {of country} est {value} ; sa capitale est {other}.",
        .both: "{value} est à la fois la capitale {of country} et le siège de son gouvernement.",
        .many:
          "Le gouvernement {of country} siège dans plusieurs villes : {value} ; sa capitale est {other}.",
        .none: "Je ne connais pas d'autre siège du gouvernement {of country} que sa capitale.",
      ]),
    .sovereignState: FactWords(
      cues: [
        "appartient", "appartient a", "appartiennent", "fait partie", "font partie",
        "territoire de", "souverainete", "depend de", "possede",
      ],
      allowedTopics: ["pays", "etat", "partie", "territoire"],
      asks: "l'État auquel il appartient", example: "À quel pays appartient {the country} ?",
      says: [
        .one: "{the country} est un territoire {of other}.",
        .yes: "Oui : {the country} est un territoire {of other}.",
        .no: "Non : {the country} est un territoire {of other}.",
        .none: "{the country} est un État souverain, qui n'appartient à aucun autre pays.",
        .unsaid: "Les données ne nomment aucun État auquel appartiendrait {the country}.",
      ]),
  ]
}

extension GovernsWords {
  public static let french = GovernsWords(
    offices: [
      .president: "président", .primeMinister: "Premier ministre", .chancellor: "chancelier",
      .premier: "Premier ministre", .chiefExecutive: "chef de l'exécutif", .king: "roi",
      .queen: "reine", .emperor: "empereur", .emir: "émir", .sultan: "sultan",
      .grandDuke: "grand-duc", .prince: "prince", .pope: "pape", .supremeLeader: "guide suprême",
      .coPrince: "coprince", .captainRegent: "capitaine-régent",
      .governorGeneral: "gouverneur général", .governor: "gouverneur", .monarch: "monarque",
    ],
    officeCues: [
      .president: ["president", "presidente"],
      .primeMinister: ["premier ministre", "premiere ministre"],
      .chancellor: ["chancelier", "chanceliere"], .king: ["roi"], .queen: ["reine"],
      .emperor: ["empereur"], .emir: ["emir"], .sultan: ["sultan"], .grandDuke: ["grand duc"],
      .pope: ["pape"], .supremeLeader: ["guide supreme"], .coPrince: ["coprince"],
      .captainRegent: ["capitaine regent"], .governorGeneral: ["gouverneur general"],
      .governor: ["gouverneur"], .monarch: ["monarque"],
    ],
    systems: [
      .presidentialRepublic: "une république présidentielle",
      .semiPresidentialRepublic: "une république semi-présidentielle",
      .parliamentaryRepublic: "une république parlementaire",
      .parliamentaryRepublicWithExecutivePresident:
        "une république parlementaire à président exécutif",
      .directorialRepublic: "une république directoriale",
      .constitutionalMonarchy: "une monarchie constitutionnelle",
      .semiConstitutionalMonarchy: "une monarchie semi-constitutionnelle",
      .absoluteMonarchy: "une monarchie absolue",
      .parliamentaryCoPrincipality: "une coprincipauté parlementaire",
      .theocracy: "une théocratie", .islamicRepublic: "une république islamique",
      .communistState: "un État communiste à parti unique",
      .militaryJunta: "dirigé par une junte militaire",
    ],
    branches: [.executive: "exécutif", .legislative: "législatif", .judicial: "judiciaire"],
    leader: "{name} ({office})",
    pastWords: [
      "etait", "ete", "fut", "ancien", "ancienne", "premier", "premiere", "dernier", "derniere",
      "precedent", "histoire", "avant",
    ])
}
