import Domain

extension NameGrammar {
  /// How Spanish puts a country's or a currency's name into a sentence. Most country names take no
  /// article ("Francia", "de Perú", "en Japón"; "El Salvador" carries its own); those made of a
  /// common noun take one ("el Reino Unido", "la República Dominicana", "las Islas Caimán"), and a
  /// few take one by usage ("la India", "el Líbano", "las Maldivas"). "de" and "en" contract with
  /// "el" only as "del" ("del Reino Unido", "en el Reino Unido"); Spanish does not elide. Every
  /// plural name with an article here is feminine ("las Islas…", "las Bermudas"), so `.plural` is
  /// "las"; the two masculine plurals are overrides.
  public static let spanish = NameGrammar(
    articles: [
      .the: [.masculine: "el ", .feminine: "la ", .plural: "las "],
      .of: [.masculine: "del ", .feminine: "de la ", .plural: "de las ", .bare: "de "],
      .in: [.masculine: "en el ", .feminine: "en la ", .plural: "en las ", .bare: "en "],
    ],
    countries: spanishCountries,
    defaultClass: { name in
      if name.hasPrefix("Islas ") || name.hasPrefix("Tierras ") { return .plural }
      if name.hasPrefix("Isla ") || name.hasPrefix("República ") || name.hasPrefix("Ciudad ") {
        return .feminine
      }
      if name.hasPrefix("Territorio ") { return .masculine }
      return .bare
    },
    elides: false,
    overrides: [
      "AE": [
        .the: "los Emiratos Árabes Unidos", .of: "de los Emiratos Árabes Unidos",
        .in: "en los Emiratos Árabes Unidos",
      ],
      "NL": [.the: "los Países Bajos", .of: "de los Países Bajos", .in: "en los Países Bajos"],
      // The data's "Congo (Rep. Dem.)" cannot take an article; in a sentence it is named in full.
      "CD": [
        .the: "la República Democrática del Congo", .of: "de la República Democrática del Congo",
        .in: "en la República Democrática del Congo",
      ],
    ],
    // The locale's currency names ("libra esterlina", "corona sueca", "rupia india") by their
    // first word; every other one is masculine ("el euro", "el dólar estadounidense", "el yen
    // japonés", "el pula botsuano", "el naira nigeriano", as CLDR's adjectives agree).
    currencies: [
      "corona": .feminine, "dobra": .feminine, "grivna": .feminine, "kina": .feminine,
      "leona": .feminine, "leva": .feminine, "libra": .feminine, "lira": .feminine,
      "pataca": .feminine, "rufiya": .feminine, "rupia": .feminine,
    ],
    defaultCurrencyClass: .masculine)

  /// The countries whose name takes an article its beginning does not give: by usage ("la India",
  /// "el Líbano", "el Congo", "la Antártida", "la Reunión"), a common noun ("el Reino Unido", "el
  /// Sahara Occidental", "la Guayana Francesa") or a plural ("las Bahamas", "las Seychelles"). The
  /// names that begin with "Islas", "Tierras" (plural), "Isla", "República", "Ciudad" (feminine)
  /// or "Territorio" (masculine) follow `defaultClass`; all others are bare, as current usage
  /// writes them: "Estados Unidos", "Filipinas", "Japón", "Argentina", "Perú", "El Salvador".
  static let spanishCountries: [String: NameClass] = [
    // Feminine singular.
    "AQ": .feminine,  // la Antártida
    "GF": .feminine,  // la Guayana Francesa
    "IN": .feminine,  // la India
    "PF": .feminine,  // la Polinesia Francesa
    "RE": .feminine,  // la Reunión
    // Masculine singular.
    "BQ": .masculine,  // el Caribe Neerlandés
    "CG": .masculine,  // el Congo
    "EH": .masculine,  // el Sahara Occidental
    "GB": .masculine,  // el Reino Unido
    "LB": .masculine,  // el Líbano
    // Feminine plural.
    "BM": .plural,  // las Bermudas
    "BS": .plural,  // las Bahamas
    "KM": .plural,  // las Comoras
    "MV": .plural,  // las Maldivas
    "SC": .plural,  // las Seychelles
  ]
}
