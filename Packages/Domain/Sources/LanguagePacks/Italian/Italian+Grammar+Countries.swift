import Domain

extension NameGrammar {
  /// The countries whose Italian name takes another class than its head word gives
  /// (`NameGrammar.italian`), by alpha-2 code; checked by hand against every name in the data.
  static let italianCountries: [String: NameGrammar.NameClass] = [
    // No article, and "a" for "in": islands, city-states and names that are a place's own
    // ("Cuba", "di Cuba", "a Cuba"; "Singapore", "San Marino", "Saint Kitts e Nevis").
    "AD": .bare, "AG": .bare, "AI": .bare, "AW": .bare, "BB": .bare, "CU": .bare, "CV": .bare,
    "CW": .bare, "CY": .bare, "DJ": .bare, "DM": .bare, "GD": .bare, "GG": .bare, "GI": .bare,
    "GU": .bare, "HK": .bare, "HT": .bare, "IL": .bare, "KI": .bare, "KN": .bare, "LC": .bare,
    "MF": .bare, "MO": .bare, "MS": .bare, "MT": .bare, "MU": .bare, "NR": .bare, "NU": .bare,
    "PA": .bare, "PM": .bare, "PR": .bare, "PW": .bare, "SG": .bare, "SH": .bare, "SM": .bare,
    "ST": .bare, "SV": .bare, "SX": .bare, "TL": .bare, "TO": .bare, "TT": .bare, "TV": .bare,
    "TW": .bare, "VC": .bare, "VU": .bare, "WF": .bare, "WS": .bare, "YT": .bare,
    // Masculine names whose head ends in "a": "il Canada", "il Kenya", "il Sahara Occidentale".
    "BF": .masculine, "BW": .masculine, "CA": .masculine, "EH": .masculine, "GH": .masculine,
    "GM": .masculine, "GT": .masculine, "KE": .masculine, "NI": .masculine, "RW": .masculine,
    "VE": .masculine,
    // Feminine names whose head does not end in "a": "la Guinea-Bissau", "la Città del
    // Vaticano", "la Riunione".
    "GW": .feminine, "RE": .feminine, "VA": .feminine,
    // Feminine plurals: "le Filippine", "delle Maldive", "nelle Bahamas".
    "AS": .plural, "BL": .plural, "BM": .plural, "BS": .plural, "FJ": .plural, "KM": .plural,
    "MV": .plural, "PH": .plural, "SC": .plural, "SJ": .plural,
  ]
}
