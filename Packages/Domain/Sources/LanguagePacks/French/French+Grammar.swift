import Domain

extension NameGrammar {
  /// How French puts a country's or a currency's name into a sentence: "la France", "de la
  /// France", "en France"; "le Japon", "du Japon", "au Japon"; "l'Italie", "de l'Italie", "en
  /// Italie"; "les États-Unis", "des États-Unis", "aux États-Unis"; "Cuba", "de Cuba", "à Cuba".
  /// A name ending in "e" is feminine, one beginning with "Îles" or ending in "s" plural, a saint's
  /// name bare; the names no rule gets right are in `French+Grammar+Countries.swift`.
  public static let french = NameGrammar(
    articles: [
      .the: [.masculine: "le ", .feminine: "la ", .elided: "l'", .plural: "les ", .bare: ""],
      .of: [
        .masculine: "du ", .feminine: "de la ", .elided: "de l'", .plural: "des ", .bare: "de ",
      ],
      .in: [.masculine: "au ", .feminine: "en ", .elided: "en ", .plural: "aux ", .bare: "à "],
    ],
    countries: frenchCountryClasses,
    defaultClass: { name in
      if name.hasPrefix("Saint") { return .bare }
      if name.hasPrefix("Île ") { return .feminine }
      if name.hasPrefix("Îles ") || name.hasSuffix("s") { return .plural }
      return name.hasSuffix("e") ? .feminine : .masculine
    },
    elides: true,
    overrides: frenchCountryForms,
    // The first word of the locale's currency names ("livre sterling", "couronne danoise"); every
    // other one is masculine ("dollar", "franc", "euro", "nouveau shekel"). "yen" and "yuan" are
    // masculine too, but the elision rule reads their "y" as a vowel ("l'yen").
    currencies: [
      "couronne": .feminine, "livre": .feminine, "roupie": .feminine, "gourde": .feminine,
      "hryvnia": .feminine, "rufiyaa": .feminine, "pataca": .feminine,
    ],
    defaultCurrencyClass: .masculine)
}
