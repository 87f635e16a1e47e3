import Domain

/// Les adhésions en français (placeholders as in English's `English+Memberships.swift`).
extension FactTable {
  /// The words of both membership facts: an organisation's names, and what asks for members.
  static let frenchMembershipCues: [String] =
    OrganisationWords.french.cues + [
      "membre", "membres", "adherent", "appartient", "fait partie", "font partie",
      "partie de", "partie du", "partie des",
    ]

  static let frenchMemberships: [Intent: FactWords] = [
    .membership: FactWords(
      cues: frenchMembershipCues,
      exact: OrganisationWords.frenchAcronyms,
      allowedTopics: ["etat", "plein", "toujours"],
      asks: "s'il est dans l'UE, l'OTAN, l'ONU…", example: "{the country} fait-il partie de l'UE ?",
      says: [
        .yes: "En {date}, {the country} est membre {of value}.",
        .suspended:
          "En {date}, {the country} est membre {of value}, mais sa participation est suspendue.",
        .no: "En {date}, {the country} n'est pas membre {of value}.",
        .pair: "En {date}, {the country} n'est pas membre {of value}, mais est membre {other}.",
        .usesCurrency:
          "En {date}, {the country} n'est pas membre {of value}, mais utilise {other}.",
      ]),
    .countriesInOrganisation: FactWords(
      cues: frenchMembershipCues,
      exact: OrganisationWords.frenchAcronyms,
      asks: "les membres d'une organisation", example: "Quels pays sont membres de l'OTAN ?",
      says: [
        .members: "En {date}, {value} compte {count} pays membres : {other}.",
        .pair: "En {date}, {value} compte {count} pays membres ({other}), plus {detail}.",
        .one: "{detail}, en {date} : un membre {of value}, {other}.",
        .many: "{detail}, en {date} : {count} membres {of value}, à savoir {other}.",
        .noMembers: "{detail}, en {date} : aucun membre {of value}.",
        .suspended: "Membres suspendus : {other}.",
      ]),
  ]
}

extension OrganisationWords {
  static let frenchAcronyms: WordList = [
    "onu", "ue", "aele", "efta", "otan", "nato", "g7", "g20", "ocde", "brics", "opep", "opec",
    "asean",
  ]

  public static let french = OrganisationWords(
    names: [
      .un: Name(
        "l'ONU", of: "de l'ONU", cues: ["onu", "nations unies", "organisation des nations unies"]),
      .eu: Name(
        "l'Union européenne", of: "de l'Union européenne", cues: ["ue", "union europeenne"]),
      .euroArea: Name("la zone euro", of: "de la zone euro", cues: ["zone euro", "eurozone"]),
      .schengen: Name(
        "l'espace Schengen", of: "de l'espace Schengen",
        cues: ["schengen", "espace schengen", "zone schengen"]),
      .efta: Name(
        "l'AELE", of: "de l'AELE",
        cues: ["aele", "efta", "association europeenne de libre echange"]),
      .nato: Name(
        "l'OTAN", of: "de l'OTAN",
        cues: [
          "otan", "nato", "alliance atlantique", "organisation du traite de l atlantique nord",
        ]),
      .g7: Name("le G7", of: "du G7", cues: ["g7", "g 7", "groupe des sept"]),
      .g20: Name("le G20", of: "du G20", cues: ["g20", "g 20", "groupe des vingt"]),
      .oecd: Name("l'OCDE", of: "de l'OCDE", cues: ["ocde"]),
      .brics: Name("les BRICS", of: "des BRICS", cues: ["brics"]),
      .opec: Name("l'OPEP", of: "de l'OPEP", cues: ["opep", "opec"]),
      .commonwealth: Name("le Commonwealth", of: "du Commonwealth", cues: ["commonwealth"]),
      .africanUnion: Name(
        "l'Union africaine", of: "de l'Union africaine", cues: ["union africaine"]),
      .asean: Name("l'ASEAN", of: "de l'ASEAN", cues: ["asean", "anase"]),
      .arabLeague: Name(
        "la Ligue arabe", of: "de la Ligue arabe", cues: ["ligue arabe", "ligue des etats arabes"]),
      .mercosur: Name("le Mercosur", of: "du Mercosur", cues: ["mercosur", "mercosud"]),
    ],
    months: [
      "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
      "octobre", "novembre", "décembre",
    ],
    monthOfYear: "{month} {year}")
}
