import Domain

/// Las membresías en español (placeholders as in English's `English+Memberships.swift`).
extension FactTable {
  /// The words of both membership facts: an organisation's names, and what asks for members.
  static let spanishMembershipCues: [String] =
    OrganisationWords.spanish.cues + [
      "miembro", "miembros", "membresia", "pertenece", "pertenecen", "forma parte", "forman parte",
      "parte de", "parte del",
    ]

  static let spanishMemberships: [Intent: FactWords] = [
    .membership: FactWords(
      cues: spanishMembershipCues,
      exact: OrganisationWords.spanishAcronyms,
      allowedTopics: ["estado", "pleno", "todavia"],
      asks: "si está en la UE, la OTAN, la ONU…", example: "¿{country} está en la UE?",
      says: [
        .yes: "En {date}, {the country} es miembro {of value}.",
        .suspended:
          "En {date}, {the country} es miembro {of value}, pero su membresía está suspendida.",
        .no: "En {date}, {the country} no es miembro {of value}.",
        .pair: "En {date}, {the country} no es miembro {of value}, pero es miembro {other}.",
        .usesCurrency: "En {date}, {the country} no es miembro {of value}, aunque usa {other}.",
      ]),
    .countriesInOrganisation: FactWords(
      cues: spanishMembershipCues,
      exact: OrganisationWords.spanishAcronyms,
      asks: "los miembros de una organización", example: "¿Qué países son miembros de la OTAN?",
      says: [
        .members: "En {date}, {value} tiene {count} países miembros: {other}.",
        .pair: "En {date}, {value} tiene {count} países miembros ({other}), además de {detail}.",
        .one: "{detail}, en {date}: un miembro {of value}, {other}.",
        .many: "{detail}, en {date}: {count} miembros {of value}: {other}.",
        .noMembers: "{detail}, en {date}: ningún miembro {of value}.",
        .suspended: "Miembros suspendidos: {other}.",
      ]),
  ]
}

extension OrganisationWords {
  static let spanishAcronyms: WordList = [
    "onu", "ue", "aelc", "efta", "otan", "nato", "g7", "g20", "ocde", "brics", "opep", "opec",
    "asean",
  ]

  public static let spanish = OrganisationWords(
    names: [
      .un: Name("la ONU", of: "de la ONU", cues: ["onu", "naciones unidas"]),
      .eu: Name("la Unión Europea", of: "de la Unión Europea", cues: ["ue", "union europea"]),
      .euroArea: Name(
        "la eurozona", of: "de la eurozona", cues: ["eurozona", "zona euro", "zona del euro"]),
      .schengen: Name(
        "el espacio Schengen", of: "del espacio Schengen",
        cues: ["schengen", "espacio schengen", "zona schengen"]),
      .efta: Name(
        "la AELC", of: "de la AELC",
        cues: ["aelc", "efta", "asociacion europea de libre comercio"]),
      .nato: Name(
        "la OTAN", of: "de la OTAN",
        cues: ["otan", "nato", "organizacion del tratado del atlantico norte"]),
      .g7: Name("el G7", of: "del G7", cues: ["g7", "g 7", "grupo de los siete"]),
      .g20: Name("el G20", of: "del G20", cues: ["g20", "g 20", "grupo de los veinte"]),
      .oecd: Name("la OCDE", of: "de la OCDE", cues: ["ocde"]),
      .brics: Name("los BRICS", of: "de los BRICS", cues: ["brics"]),
      .opec: Name("la OPEP", of: "de la OPEP", cues: ["opep", "opec"]),
      .commonwealth: Name(
        "la Mancomunidad de Naciones", of: "de la Mancomunidad de Naciones",
        cues: ["commonwealth", "mancomunidad", "mancomunidad de naciones"]),
      .africanUnion: Name(
        "la Unión Africana", of: "de la Unión Africana", cues: ["union africana"]),
      .asean: Name("la ASEAN", of: "de la ASEAN", cues: ["asean"]),
      .arabLeague: Name(
        "la Liga Árabe", of: "de la Liga Árabe", cues: ["liga arabe", "liga de estados arabes"]),
      .mercosur: Name("el Mercosur", of: "del Mercosur", cues: ["mercosur"]),
    ],
    months: [
      "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
      "octubre", "noviembre", "diciembre",
    ],
    monthOfYear: "{month} de {year}")
}
