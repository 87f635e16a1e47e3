import Domain

/// As adesões em português (placeholders as in English's `English+Memberships.swift`).
extension FactTable {
  /// The words of both membership facts: an organisation's names, and what asks for members.
  static let portugueseMembershipCues: [String] =
    OrganisationWords.portuguese.cues + [
      "membro", "membros", "pertence", "pertencem", "integra", "faz parte", "fazem parte",
      "parte do", "parte da", "parte dos",
    ]

  static let portugueseMemberships: [Intent: FactWords] = [
    .membership: FactWords(
      cues: portugueseMembershipCues,
      exact: OrganisationWords.portugueseAcronyms,
      allowedTopics: ["estado", "pleno", "ainda"],
      asks: "se está na UE, na OTAN, na ONU…", example: "{the country} faz parte da UE?",
      says: [
        .yes: "Em {date}, {the country} é membro {of value}.",
        .suspended:
          "Em {date}, {the country} é membro {of value}, mas a sua participação está suspensa.",
        .no: "Em {date}, {the country} não é membro {of value}.",
        .pair: "Em {date}, {the country} não é membro {of value}, mas é membro {other}.",
        .usesCurrency: "Em {date}, {the country} não é membro {of value}, embora use {other}.",
      ]),
    .countriesInOrganisation: FactWords(
      cues: portugueseMembershipCues,
      exact: OrganisationWords.portugueseAcronyms,
      asks: "os membros de uma organização", example: "Quais países são membros da OTAN?",
      says: [
        .members: "Em {date}, {value} tem {count} países membros: {other}.",
        .pair: "Em {date}, {value} tem {count} países membros ({other}) e ainda {detail}.",
        .one: "{detail}, em {date}: um membro {of value}, {other}.",
        .many: "{detail}, em {date}: {count} membros {of value}: {other}.",
        .noMembers: "{detail}, em {date}: nenhum membro {of value}.",
        .suspended: "Membros suspensos: {other}.",
      ]),
  ]
}

extension OrganisationWords {
  static let portugueseAcronyms: WordList = [
    "onu", "ue", "efta", "otan", "nato", "g7", "g20", "ocde", "brics", "opep", "opec", "asean",
  ]

  public static let portuguese = OrganisationWords(
    names: [
      .un: Name("a ONU", of: "da ONU", cues: ["onu", "nacoes unidas"]),
      .eu: Name("a União Europeia", of: "da União Europeia", cues: ["ue", "uniao europeia"]),
      .euroArea: Name(
        "a Zona Euro", of: "da Zona Euro", cues: ["zona euro", "eurozona", "zona do euro"]),
      .schengen: Name(
        "o Espaço Schengen", of: "do Espaço Schengen",
        cues: ["schengen", "espaco schengen", "area schengen", "zona schengen"]),
      .efta: Name(
        "a EFTA", of: "da EFTA", cues: ["efta", "associacao europeia de comercio livre"]),
      .nato: Name(
        "a OTAN", of: "da OTAN",
        cues: ["otan", "nato", "organizacao do tratado do atlantico norte"]),
      .g7: Name("o G7", of: "do G7", cues: ["g7", "g 7", "grupo dos sete"]),
      .g20: Name("o G20", of: "do G20", cues: ["g20", "g 20", "grupo dos vinte"]),
      .oecd: Name("a OCDE", of: "da OCDE", cues: ["ocde"]),
      .brics: Name("o BRICS", of: "do BRICS", cues: ["brics"]),
      .opec: Name("a OPEP", of: "da OPEP", cues: ["opep", "opec"]),
      .commonwealth: Name(
        "a Commonwealth", of: "da Commonwealth",
        cues: ["commonwealth", "comunidade das nacoes"]),
      .africanUnion: Name(
        "a União Africana", of: "da União Africana", cues: ["uniao africana"]),
      .asean: Name("a ASEAN", of: "da ASEAN", cues: ["asean"]),
      .arabLeague: Name(
        "a Liga Árabe", of: "da Liga Árabe", cues: ["liga arabe", "liga dos estados arabes"]),
      .mercosur: Name("o Mercosul", of: "do Mercosul", cues: ["mercosul", "mercosur"]),
    ],
    months: [
      "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
      "outubro", "novembro", "dezembro",
    ],
    monthOfYear: "{month} de {year}")
}
