import Domain

extension NameGrammar {
  /// The German names, by alpha-2 code, that take another article than `NameGrammar.german`'s
  /// rule gives (which makes names ending in "inseln" plural, in "ei" feminine, the rest bare).
  /// Checked by hand against every name of the data, as the data writes it in German.
  static let germanCountryClasses: [String: NameClass] = [
    // die Schweiz, die Ukraine, die Antarktis, die Elfenbeinküste, die Westsahara, die
    // Vatikanstadt, die Weihnachtsinsel, die Bouvetinsel, die Norfolkinsel, die Insel Man, die
    // Zentralafrikanische Republik, die Dominikanische Republik, die (Demokratische) Republik
    // Kongo.
    "CH": .feminine, "UA": .feminine, "AQ": .feminine, "CI": .feminine, "EH": .feminine,
    "VA": .feminine, "CX": .feminine, "BV": .feminine, "NF": .feminine, "IM": .feminine,
    "CF": .feminine, "DO": .feminine, "CD": .feminine, "CG": .feminine,
    // der Irak, der Iran, der Jemen, der Libanon, der Sudan, der Südsudan, der Tschad, der
    // Niger, der Senegal, der Oman, der Kosovo.
    "IQ": .masculine, "IR": .masculine, "YE": .masculine, "LB": .masculine, "SD": .masculine,
    "SS": .masculine, "TD": .masculine, "NE": .masculine, "SN": .masculine, "OM": .masculine,
    "XK": .masculine,
    // die Niederlande, die Philippinen, die Bahamas, die Malediven, die Seychellen, die
    // Komoren, die Salomonen, and the plurals with an adjective (whole forms below).
    "NL": .plural, "PH": .plural, "BS": .plural, "MV": .plural, "SC": .plural, "KM": .plural,
    "SB": .plural, "US": .plural, "AE": .plural, "BQ": .plural, "MP": .plural, "VG": .plural,
    "VI": .plural, "UM": .plural, "TF": .plural,
    // "Heard und die McDonaldinseln" names its own article; Brunei ends in "ei" but is bare.
    "HM": .bare, "GS": .bare, "BN": .bare,
  ]

  /// Whole forms for the names the articles cannot make. A name an article would inflect ("die
  /// Vereinigten Staaten", "im Vereinigten Königreich", "in den Niederlanden") stands after "Staat"
  /// or "Gebiet" instead, as the data writes it: a reader, and a search, find the name they know.
  /// The others: a plural's dative ("in den
  /// Niederlanden"), an adjective that changes after an article ("die Vereinigten Staaten"), a
  /// neuter name with an article ("das Vereinigte Königreich"), the article inside a name ("von
  /// St. Vincent und den Grenadinen"), a clearer name ("die Republik Kongo"), and islands, which
  /// take "auf" ("auf der Weihnachtsinsel", "auf Aruba"). An island state takes "in", as its
  /// state does ("in Kuba", "in Malta").
  static let germanWholeForms: [String: [Form: String]] = [
    "VG": [
      .the: "die Britischen Jungferninseln", .of: "der Britischen Jungferninseln",
      .in: "auf den Britischen Jungferninseln",
    ],
    // The data's "Kongo (Dem. Rep.)" and "Kongo", told apart as German does.
    "CG": [.the: "die Republik Kongo", .of: "der Republik Kongo", .in: "in der Republik Kongo"],
    "CX": [.in: "auf der Weihnachtsinsel"],
    "BV": [.in: "auf der Bouvetinsel"],
    "NF": [.in: "auf der Norfolkinsel"],
    "IM": [.in: "auf der Insel Man"],
    "AI": [.in: "auf Anguilla"],
    "AW": [.in: "auf Aruba"],
    "AX": [.in: "auf Åland"],
    "BL": [.in: "auf Saint-Barthélemy"],
    "BM": [.in: "auf Bermuda"],
    "CW": [.in: "auf Curaçao"],
    "GG": [.in: "auf Guernsey"],
    "GP": [.in: "auf Guadeloupe"],
    "GU": [.in: "auf Guam"],
    "JE": [.in: "auf Jersey"],
    "MF": [.in: "auf Saint-Martin"],
    "MQ": [.in: "auf Martinique"],
    "MS": [.in: "auf Montserrat"],
    "NU": [.in: "auf Niue"],
    "PM": [.in: "auf St. Pierre und Miquelon"],
    "RE": [.in: "auf Réunion"],
    "SH": [.in: "auf St. Helena, Ascension und Tristan da Cunha"],
    "SJ": [.in: "auf Spitzbergen und Jan Mayen"],
    "SX": [.in: "auf Sint Maarten"],
    "TK": [.in: "auf Tokelau"],
    "WF": [.in: "auf Wallis und Futuna"],
    "YT": [.in: "auf Mayotte"],
    "AE": [
      .the: "der Staat Vereinigte Arabische Emirate",
      .of: "des Staates Vereinigte Arabische Emirate", .in: "im Staat Vereinigte Arabische Emirate",
    ],
    "BQ": [
      .the: "das Gebiet Karibische Niederlande", .of: "des Gebiets Karibische Niederlande",
      .in: "im Gebiet Karibische Niederlande",
    ],
    "CD": [
      .the: "die Demokratische Republik Kongo", .of: "des Staates Demokratische Republik Kongo",
      .in: "im Staat Demokratische Republik Kongo",
    ],
    "CF": [
      .of: "des Staates Zentralafrikanische Republik", .in: "im Staat Zentralafrikanische Republik",
    ],
    "DO": [.of: "des Staates Dominikanische Republik", .in: "im Staat Dominikanische Republik"],
    "GB": [
      .the: "der Staat Vereinigtes Königreich", .of: "des Staates Vereinigtes Königreich",
      .in: "im Staat Vereinigtes Königreich",
    ],
    "GS": [
      .of: "des Gebiets Südgeorgien und die Südlichen Sandwichinseln",
      .in: "im Gebiet Südgeorgien und die Südlichen Sandwichinseln",
    ],
    "HM": [
      .of: "des Gebiets Heard und die McDonaldinseln",
      .in: "im Gebiet Heard und die McDonaldinseln",
    ],
    "IO": [
      .the: "das Gebiet Britisches Territorium im Indischen Ozean",
      .of: "des Gebiets Britisches Territorium im Indischen Ozean",
      .in: "im Gebiet Britisches Territorium im Indischen Ozean",
    ],
    "MP": [
      .the: "das Gebiet Nördliche Marianen", .of: "des Gebiets Nördliche Marianen",
      .in: "im Gebiet Nördliche Marianen",
    ],
    "NL": [.in: "im Staat Niederlande"],
    "TF": [
      .the: "das Gebiet Französische Süd- und Antarktisgebiete",
      .of: "des Gebiets Französische Süd- und Antarktisgebiete",
      .in: "im Gebiet Französische Süd- und Antarktisgebiete",
    ],
    "UM": [
      .the: "das Gebiet Kleinere Inselbesitzungen der Vereinigten Staaten",
      .of: "des Gebiets Kleinere Inselbesitzungen der Vereinigten Staaten",
      .in: "im Gebiet Kleinere Inselbesitzungen der Vereinigten Staaten",
    ],
    "US": [
      .the: "der Staat Vereinigte Staaten", .of: "des Staates Vereinigte Staaten",
      .in: "im Staat Vereinigte Staaten",
    ],
    "VC": [
      .of: "des Staates St. Vincent und die Grenadinen",
      .in: "im Staat St. Vincent und die Grenadinen",
    ],
    "VI": [
      .the: "das Gebiet Amerikanische Jungferninseln",
      .of: "des Gebiets Amerikanische Jungferninseln",
      .in: "im Gebiet Amerikanische Jungferninseln",
    ],
  ]
}
