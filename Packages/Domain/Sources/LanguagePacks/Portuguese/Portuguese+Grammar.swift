import Domain

extension NameGrammar {
  /// How (European) Portuguese puts a country's or a currency's name into a sentence: most names
  /// take an article that follows their gender ("a França", "o Japão", "as Filipinas") and
  /// contracts with "de" and "em" ("da França", "no Japão", "nas Filipinas"); a few, mostly
  /// islands, city-states and the Portuguese-speaking countries, take none ("Portugal", "de
  /// Angola", "em Cuba"). Nothing elides.
  public static let portuguese = NameGrammar(
    articles: [
      .the: [.masculine: "o ", .feminine: "a ", .plural: "as ", .bare: ""],
      .of: [.masculine: "do ", .feminine: "da ", .plural: "das ", .bare: "de "],
      .in: [.masculine: "no ", .feminine: "na ", .plural: "nas ", .bare: "em "],
    ],
    countries: NameGrammar.portugueseCountries,
    // A name's gender is its first word's: "Coreia do Norte", "Costa do Marfim" and "Nova
    // Zelândia" are feminine, "Sudão do Sul" and "Reino Unido" masculine. Archipelagos ("Ilhas
    // Salomão", "Terras Austrais…") and names in -as ("Bahamas", "Honduras") are feminine
    // plurals.
    defaultClass: { name in
      if name.hasPrefix("Ilhas ") || name.hasPrefix("Terras ") || name.hasSuffix("as") {
        return .plural
      }
      let head = name.split(separator: " ").first.map { $0.lowercased() } ?? ""
      return head.hasSuffix("a") ? .feminine : .masculine
    },
    elides: false,
    // The masculine plurals: `.plural` is feminine ("as Bahamas"), as most plural names are.
    overrides: [
      "AE": [
        .the: "os Emirados Árabes Unidos", .of: "dos Emirados Árabes Unidos",
        .in: "nos Emirados Árabes Unidos",
      ],
      "BQ": [
        .the: "os Países Baixos Caribenhos", .of: "dos Países Baixos Caribenhos",
        .in: "nos Países Baixos Caribenhos",
      ],
      "CM": [.the: "os Camarões", .of: "dos Camarões", .in: "nos Camarões"],
      "US": [.the: "os Estados Unidos", .of: "dos Estados Unidos", .in: "nos Estados Unidos"],
    ],
    // By the first word of the name the locale data gives ("coroa dinamarquesa", "dólar
    // americano"), or of the data's English name where the locale has none ("Jersey pound").
    currencies: [
      "coroa": .feminine, "dobra": .feminine, "kina": .feminine, "lempira": .feminine,
      "libra": .feminine, "lira": .feminine, "naira": .feminine, "ouguiya": .feminine,
      "paʻanga": .feminine, "pataca": .feminine, "pula": .feminine, "rupia": .feminine,
      "faroese": .feminine, "guernsey": .feminine, "jersey": .feminine, "manx": .feminine,
    ],
    defaultCurrencyClass: .masculine)

  /// The countries whose names take another article than their first word gives: no article at
  /// all ("Portugal", "Cuba", "Madagáscar", "Timor-Leste"), a masculine in -a ("o Gana", "o
  /// Quénia", "o Uganda"), a feminine that does not end in -a ("a Guiné", "a Reunião", "a Cidade
  /// do Vaticano"), or a plural not in -as ("as Comores", "as Seicheles").
  static let portugueseCountries: [String: NameClass] = [
    // No article.
    "AD": .bare, "AG": .bare, "AI": .bare, "AO": .bare, "AW": .bare, "BB": .bare, "BL": .bare,
    "CU": .bare, "CV": .bare, "CY": .bare, "FJ": .bare, "GD": .bare, "GG": .bare, "GI": .bare,
    "GP": .bare, "GU": .bare, "HK": .bare, "IL": .bare, "JE": .bare, "KI": .bare, "KN": .bare,
    "LC": .bare, "MA": .bare, "MF": .bare, "MG": .bare, "MO": .bare, "MS": .bare, "MT": .bare,
    "MU": .bare, "MZ": .bare, "NR": .bare, "NU": .bare, "OM": .bare, "PM": .bare, "PR": .bare,
    "PT": .bare, "PW": .bare, "SG": .bare, "SH": .bare, "SM": .bare, "ST": .bare, "SV": .bare,
    "SX": .bare, "TK": .bare, "TL": .bare, "TO": .bare, "TT": .bare, "TV": .bare, "VC": .bare,
    "VU": .bare, "WF": .bare, "WS": .bare, "YT": .bare,
    // Masculine, though in -a.
    "BF": .masculine, "BW": .masculine, "EH": .masculine, "GH": .masculine, "KE": .masculine,
    "KH": .masculine, "RW": .masculine, "UG": .masculine,
    // Feminine, though not in -a.
    "GN": .feminine, "GQ": .feminine, "GW": .feminine, "RE": .feminine, "VA": .feminine,
    // Feminine plurals not in -as.
    "KM": .plural, "MP": .plural, "SC": .plural,
  ]
}
