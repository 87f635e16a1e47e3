import Domain

extension NameGrammar {
  /// The class of every country whose French name the default rule gets wrong, by alpha-2 code:
  /// islands and city-states without an article ("Cuba", "Malte", "Singapour"), masculine names
  /// ending in "e" ("le Mexique"), feminine ones that do not ("la Guinée-Bissau"), plural names
  /// the rule cannot see ("les Fidji", "les Tuvalu").
  static let frenchCountryClasses: [String: NameClass] = [
    // No article: "Cuba", "de Cuba", "à Cuba".
    "AX": .bare, "AI": .bare, "AG": .bare, "AW": .bare, "BH": .bare, "BN": .bare, "CY": .bare,
    "CU": .bare, "CW": .bare, "DJ": .bare, "GI": .bare, "GU": .bare, "GG": .bare, "HT": .bare,
    "HK": .bare, "IL": .bare, "JE": .bare, "MO": .bare, "MG": .bare, "MT": .bare, "YT": .bare,
    "MC": .bare, "MS": .bare, "NR": .bare, "NU": .bare, "OM": .bare, "PR": .bare, "ST": .bare,
    "SG": .bare, "TW": .bare, "TT": .bare, "WF": .bare,
    // Plural: "les Fidji", "aux Tuvalu", "des Palaos".
    "FJ": .plural, "KI": .plural, "PW": .plural, "WS": .plural, "TO": .plural, "TV": .plural,
    "TK": .plural,
    // Masculine: "le Mexique", "le Laos", "le Honduras".
    "BZ": .masculine, "KH": .masculine, "LA": .masculine, "MX": .masculine, "MZ": .masculine,
    "ZW": .masculine, "HN": .masculine, "YE": .masculine,
    // Feminine: "la Guinée-Bissau", "la Corée du Sud", "la Cité du Vatican".
    "GW": .feminine, "MK": .feminine, "KP": .feminine, "KR": .feminine, "GS": .feminine,
    "ZA": .feminine, "VA": .feminine, "HU": .feminine,
  ]

  /// Whole forms the articles cannot make: "d'" before a bare name with a vowel ("d'Israël"), an
  /// aspirated h or a "y" that does not elide ("le Honduras", "la Hongrie", "le Yémen"), islands
  /// that take "à" ("à la Barbade", "à l'Île Maurice") and a few set phrases ("au Vatican").
  static let frenchCountryForms: [String: [Form: String]] = [
    "AX": [.of: "d'Ahvenanmaa", .in: "à Ahvenanmaa"],
    "AI": [.of: "d'Anguilla", .in: "à Anguilla"],
    "AG": [.of: "d'Antigua-et-Barbuda", .in: "à Antigua-et-Barbuda"],
    "AW": [.of: "d'Aruba", .in: "à Aruba"],
    "IL": [.of: "d'Israël", .in: "en Israël"],
    "HT": [.of: "d'Haïti", .in: "en Haïti"],
    "OM": [.of: "d'Oman", .in: "à Oman"],
    "HN": [.the: "le Honduras", .of: "du Honduras", .in: "au Honduras"],
    "HU": [.the: "la Hongrie", .of: "de la Hongrie", .in: "en Hongrie"],
    "YE": [.the: "le Yémen", .of: "du Yémen", .in: "au Yémen"],
    "RE": [.the: "La Réunion", .of: "de La Réunion", .in: "à La Réunion"],
    "BB": [.in: "à la Barbade"],
    "DM": [.in: "à la Dominique"],
    "GD": [.in: "à la Grenade"],
    "BV": [.in: "à l'Île Bouvet"],
    "CX": [.in: "à l'Île Christmas"],
    "MU": [.in: "à l'Île Maurice"],
    "NF": [.in: "à l'Île Norfolk"],
    "IM": [.in: "à l'Île de Man"],
    "VA": [.in: "dans la Cité du Vatican"],
    "IO": [.in: "dans le Territoire britannique de l'océan Indien"],
  ]
}
