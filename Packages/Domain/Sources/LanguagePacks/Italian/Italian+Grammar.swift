import Domain

extension NameGrammar {
  /// How Italian puts a country's or a currency's name into a sentence. A name takes the article
  /// of its head word: "la Francia", "il Belgio", "l'Italia" (an elided article before a vowel or a
  /// mute h: "l'Honduras"), "le Filippine", and "in" without the article ("in Francia", "in
  /// Belgio", "in Italia") but "nelle" with plurals ("nelle Filippine"). Islands and city-states
  /// take none, and "a" where others take "in" ("Cuba", "di Cuba", "a Cuba"). A masculine plural
  /// ("gli Stati Uniti", "i Paesi Bassi"), a masculine name that takes "lo" ("lo Yemen"), and a
  /// name that keeps its article after "in" ("nel Regno Unito", "nella Repubblica Dominicana")
  /// are written whole in `overrides`. The head word decides the default class: "Isole …" are
  /// plural, a head ending in "a" is feminine, any other masculine (`italianCountries` lists the
  /// names that differ).
  public static let italian = NameGrammar(
    articles: [
      .the: [
        .masculine: "il ", .feminine: "la ", .elided: "l'", .plural: "le ", .bare: "",
      ],
      .of: [
        .masculine: "del ", .feminine: "della ", .elided: "dell'", .plural: "delle ",
        .bare: "di ",
      ],
      .in: [
        .masculine: "in ", .feminine: "in ", .elided: "in ", .plural: "nelle ", .bare: "a ",
      ],
    ],
    countries: italianCountries,
    defaultClass: { name in
      let head = name.split(separator: " ").first.map(String.init) ?? name
      if head == "Isole" { return .plural }
      return head.hasSuffix("a") ? .feminine : .masculine
    },
    elides: true,
    overrides: italianOverrides,
    // By the first word of the locale's name ("sterlina britannica" → "la sterlina"); a name the
    // locale lacks keeps the data's English one ("Jersey pound"), which takes no article. "lo
    // scellino" and "lo zloty" have no class of their own: they go without an article rather than
    // with a wrong one; the currency sentence says "si paga in yen", which needs no article.
    currencies: [
      "sterlina": .feminine, "lira": .feminine, "rupia": .feminine, "corona": .feminine,
      "grivnia": .feminine, "naira": .feminine, "pula": .feminine, "kina": .feminine,
      "lempira": .feminine, "pataca": .feminine, "rufiyaa": .feminine, "dobra": .feminine,
      "scellino": .bare, "zloty": .bare, "złoty": .bare,
      "cook": .bare, "faroese": .bare, "guernsey": .bare, "manx": .bare, "jersey": .bare,
      "kiribati": .bare, "tuvaluan": .bare,
    ],
    defaultCurrencyClass: .masculine)

  /// Whole forms for the names the articles cannot make: masculine plurals ("gli", "i"), "lo"
  /// before s + consonant, z and y, names that keep their article after "in" ("nel Regno Unito",
  /// "nella Città del Vaticano", "sull'Isola di Man"), "ad" before a vowel ("ad Aruba"), and the
  /// data's lower-case "oman".
  static let italianOverrides: [String: [NameGrammar.Form: String]] = [
    "AE": [
      .the: "gli Emirati Arabi Uniti", .of: "degli Emirati Arabi Uniti",
      .in: "negli Emirati Arabi Uniti",
    ],
    "US": [
      .the: "gli Stati Uniti d'America", .of: "degli Stati Uniti d'America",
      .in: "negli Stati Uniti d'America",
    ],
    "NL": [.the: "i Paesi Bassi", .of: "dei Paesi Bassi", .in: "nei Paesi Bassi"],
    "BQ": [
      .the: "i Paesi Bassi caraibici", .of: "dei Paesi Bassi caraibici",
      .in: "nei Paesi Bassi caraibici",
    ],
    "TF": [
      .the: "i Territori Francesi del Sud", .of: "dei Territori Francesi del Sud",
      .in: "nei Territori Francesi del Sud",
    ],
    "GS": [
      .the: "la Georgia del Sud e Isole Sandwich Meridionali",
      .of: "della Georgia del Sud e Isole Sandwich Meridionali",
      .in: "nella Georgia del Sud e Isole Sandwich Meridionali",
    ],
    "YE": [.the: "lo Yemen", .of: "dello Yemen", .in: "nello Yemen"],
    "LK": [.the: "lo Sri Lanka", .of: "dello Sri Lanka", .in: "in Sri Lanka"],
    "SZ": [.the: "lo Swaziland", .of: "dello Swaziland", .in: "in Swaziland"],
    "ZM": [.the: "lo Zambia", .of: "dello Zambia", .in: "in Zambia"],
    "ZW": [.the: "lo Zimbabwe", .of: "dello Zimbabwe", .in: "in Zimbabwe"],
    "OM": [.the: "l'Oman", .of: "dell'Oman", .in: "in Oman"],
    "GB": [.in: "nel Regno Unito"],
    "MC": [.in: "nel Principato di Monaco"],
    "EH": [.in: "nel Sahara Occidentale"],
    "IO": [.in: "nel Territorio britannico dell'oceano indiano"],
    "CF": [.in: "nella Repubblica Centrafricana"],
    "DO": [.in: "nella Repubblica Dominicana"],
    "VA": [.in: "nella Città del Vaticano"],
    "RE": [.in: "alla Riunione"],
    "BV": [.in: "sull'Isola Bouvet"],
    "CX": [.in: "sull'Isola di Natale"],
    "IM": [.in: "sull'Isola di Man"],
    "JE": [.in: "sull'Isola di Jersey"],
    "NF": [.in: "sull'Isola Norfolk"],
    "AD": [.in: "in Andorra"],
    "IL": [.in: "in Israele"],
    "SV": [.in: "in El Salvador"],
    "AG": [.in: "ad Antigua e Barbuda"],
    "AI": [.in: "ad Anguilla"],
    "AW": [.in: "ad Aruba"],
    "HT": [.in: "ad Haiti"],
  ]
}
