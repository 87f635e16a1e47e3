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

  /// Whole forms for the names the articles cannot make: a plural's dative ("in den
  /// Niederlanden"), an adjective that changes after an article ("die Vereinigten Staaten"), a
  /// neuter name with an article ("das Vereinigte Königreich"), the article inside a name ("von
  /// St. Vincent und den Grenadinen"), a clearer name ("die Republik Kongo"), and islands, which
  /// take "auf" ("auf der Weihnachtsinsel", "auf Aruba"). An island state takes "in", as its
  /// state does ("in Kuba", "in Malta").
  static let germanWholeForms: [String: [Form: String]] = [
    "US": [
      .the: "die Vereinigten Staaten", .of: "der Vereinigten Staaten",
      .in: "in den Vereinigten Staaten",
    ],
    "AE": [
      .the: "die Vereinigten Arabischen Emirate", .of: "der Vereinigten Arabischen Emirate",
      .in: "in den Vereinigten Arabischen Emiraten",
    ],
    "GB": [
      .the: "das Vereinigte Königreich", .of: "des Vereinigten Königreichs",
      .in: "im Vereinigten Königreich",
    ],
    "IO": [
      .the: "das Britische Territorium im Indischen Ozean",
      .of: "des Britischen Territoriums im Indischen Ozean",
      .in: "im Britischen Territorium im Indischen Ozean",
    ],
    "NL": [.in: "in den Niederlanden"],
    "BQ": [
      .the: "die Karibischen Niederlande", .of: "der Karibischen Niederlande",
      .in: "in den Karibischen Niederlanden",
    ],
    "MP": [
      .the: "die Nördlichen Marianen", .of: "der Nördlichen Marianen",
      .in: "auf den Nördlichen Marianen",
    ],
    "VG": [
      .the: "die Britischen Jungferninseln", .of: "der Britischen Jungferninseln",
      .in: "auf den Britischen Jungferninseln",
    ],
    "VI": [
      .the: "die Amerikanischen Jungferninseln", .of: "der Amerikanischen Jungferninseln",
      .in: "auf den Amerikanischen Jungferninseln",
    ],
    "UM": [
      .the: "die Kleineren Inselbesitzungen der Vereinigten Staaten",
      .of: "der Kleineren Inselbesitzungen der Vereinigten Staaten",
      .in: "auf den Kleineren Inselbesitzungen der Vereinigten Staaten",
    ],
    "TF": [
      .the: "die Französischen Süd- und Antarktisgebiete",
      .of: "der Französischen Süd- und Antarktisgebiete",
      .in: "in den Französischen Süd- und Antarktisgebieten",
    ],
    "CF": [
      .of: "der Zentralafrikanischen Republik", .in: "in der Zentralafrikanischen Republik",
    ],
    "DO": [.of: "der Dominikanischen Republik", .in: "in der Dominikanischen Republik"],
    // The data's "Kongo (Dem. Rep.)" and "Kongo", told apart as German does.
    "CD": [
      .the: "die Demokratische Republik Kongo", .of: "der Demokratischen Republik Kongo",
      .in: "in der Demokratischen Republik Kongo",
    ],
    "CG": [.the: "die Republik Kongo", .of: "der Republik Kongo", .in: "in der Republik Kongo"],
    "HM": [.of: "von Heard und den McDonaldinseln", .in: "auf Heard und den McDonaldinseln"],
    "GS": [
      .of: "von Südgeorgien und den Südlichen Sandwichinseln",
      .in: "auf Südgeorgien und den Südlichen Sandwichinseln",
    ],
    "VC": [.of: "von St. Vincent und den Grenadinen", .in: "in St. Vincent und den Grenadinen"],
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
  ]
}
