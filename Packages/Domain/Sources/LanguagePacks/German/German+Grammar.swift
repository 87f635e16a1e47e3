import Domain

extension NameGrammar {
  /// How German puts a country's or a currency's name into a sentence. `.the` is the nominative
  /// ("die Schweiz", "der Irak", "die Philippinen", "Belgien"); `.of` the genitive, or "von"
  /// before a name with no article ("die Hauptstadt der Schweiz", "des Irak", "von Belgien");
  /// `.in` where something is ("in der Schweiz", "im Irak", "in Belgien"). Every German plural
  /// name the articles make is a group of islands, and islands take "auf" ("auf den Malediven");
  /// the plurals that are no islands, the names with an adjective ("die Vereinigten Staaten", "in
  /// den Vereinigten Staaten"), the neuter names with an article ("das Vereinigte Königreich") and
  /// the single islands ("auf Aruba") are whole forms (`German+Grammar+Countries.swift`). German
  /// elides nothing.
  public static let german = NameGrammar(
    articles: [
      .the: [.masculine: "der ", .feminine: "die ", .plural: "die ", .bare: ""],
      .of: [.masculine: "des ", .feminine: "der ", .plural: "der ", .bare: "von "],
      .in: [.masculine: "im ", .feminine: "in der ", .plural: "auf den ", .bare: "in "],
    ],
    countries: germanCountryClasses,
    defaultClass: { name in
      let name = name.lowercased()
      // "die Kaimaninseln", "die Färöer-Inseln"; "die Türkei", "die Slowakei", "die Mongolei".
      if name.hasSuffix("inseln") { return .plural }
      if name.hasSuffix("ei") { return .feminine }
      return .bare
    },
    elides: false, overrides: germanWholeForms,
    currencies: germanCurrencyClasses, defaultCurrencyClass: .bare)

  /// Currencies by the first word of their name as the locale writes it ("Euro", "US-Dollar",
  /// "Schweizer Franken", "Dänische Krone"), where they take an article. A name that begins with
  /// an adjective that changes after "der" or "das" ("Australischer Dollar" but "der Australische
  /// Dollar", "Ägyptisches Pfund") stays bare, as does a neuter one ("Gibraltar-Pfund"): an
  /// article before it would be wrong. A feminine adjective reads the same after "die" ("die
  /// Dänische Krone"). Only `.the` reads right for every one: no sentence asks for the others.
  static let germanCurrencyClasses: [String: NameClass] = [
    // Masculine: der Euro, der Dollar, der Franc, der Dinar, der Rial …
    "euro": .masculine, "loti": .masculine, "kwacha": .masculine, "renminbi": .masculine,
    "schweizer": .masculine, "us-dollar": .masculine, "cfa-franc": .masculine,
    "cfp-franc": .masculine, "vae-dirham": .masculine, "aruba-florin": .masculine,
    "aserbaidschan-manat": .masculine, "barbados-dollar": .masculine,
    "bangladesch-taka": .masculine, "bahrain-dinar": .masculine, "burundi-franc": .masculine,
    "bermuda-dollar": .masculine, "brunei-dollar": .masculine, "bahamas-dollar": .masculine,
    "bhutan-ngultrum": .masculine, "belize-dollar": .masculine, "kongo-franc": .masculine,
    "costa-rica-colón": .masculine, "cabo-verde-escudo": .masculine,
    "dschibuti-franc": .masculine, "fidschi-dollar": .masculine, "gambia-dalasi": .masculine,
    "guinea-franc": .masculine, "guyana-dollar": .masculine, "hongkong-dollar": .masculine,
    "honduras-lempira": .masculine, "jamaika-dollar": .masculine, "kenia-schilling": .masculine,
    "komoren-franc": .masculine, "kuwait-dinar": .masculine, "kaiman-dollar": .masculine,
    "moldau-leu": .masculine, "madagaskar-ariary": .masculine, "malawi-kwacha": .masculine,
    "namibia-dollar": .masculine, "nicaragua-córdoba": .masculine,
    "neuseeland-dollar": .masculine, "katar-riyal": .masculine, "ruanda-franc": .masculine,
    "saudi-rial": .masculine, "salomonen-dollar": .masculine, "singapur-dollar": .masculine,
    "somalia-schilling": .masculine, "suriname-dollar": .masculine,
    "tadschikistan-somoni": .masculine, "turkmenistan-manat": .masculine,
    "trinidad-und-tobago-dollar": .masculine, "tansania-schilling": .masculine,
    "uganda-schilling": .masculine, "usbekistan-sum": .masculine, "vanuatu-vatu": .masculine,
    "jemen-rial": .masculine, "simbabwe-dollar": .masculine,
    "niederländische-antillen-gulden": .masculine,
    // Feminine: die Rupie, die Pataca, die Rufiyaa, die Krone, die Lira …
    "mauritius-rupie": .feminine, "seychellen-rupie": .feminine, "sri-lanka-rupie": .feminine,
    "macao-pataca": .feminine, "malediven-rufiyaa": .feminine, "konvertible": .feminine,
    "tschechische": .feminine, "dänische": .feminine, "haitianische": .feminine,
    "indonesische": .feminine, "indische": .feminine, "isländische": .feminine,
    "norwegische": .feminine, "nepalesische": .feminine, "pakistanische": .feminine,
    "schwedische": .feminine, "türkische": .feminine, "ukrainische": .feminine,
  ]
}
