/// Capitals as other languages write them ("Pékin", "Wien", "Lubiana"), from GeoNames (CC BY 4.0)
/// through the table `Scripts/make_capitals.py` generates (`make capitals`). Replies word a capital in
/// their language with it, and questions and game answers are read with every language's forms.
public enum CapitalNames {
  /// `capital` (one of `country.capitals`) as `language` writes it; the data's name where the table
  /// has none.
  public static func name(_ capital: String, of country: Country, in language: Language) -> String {
    table[key(capital, of: country)]?[language.rawValue] ?? capital
  }

  /// The names other languages give `capital` where they differ from the data's.
  public static func names(_ capital: String, of country: Country) -> [Language: String] {
    guard let row = table[key(capital, of: country)] else { return [:] }
    var names: [Language: String] = [:]
    for language in Language.allCases {
      if let name = row[language.rawValue] { names[language] = name }
    }
    return names
  }

  private static func key(_ capital: String, of country: Country) -> String {
    "\(country.cca2)|\(capital)"
  }
}
