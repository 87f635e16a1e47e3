import Domain

/// Capitals as other languages write them ("Pékin"), from GeoNames (CC BY 4.0) through the table
/// `Scripts/make_capitals.py` generates; the data's name where the table has none.
enum CapitalNames {
  static func name(_ capital: String, of country: Country, in language: Language) -> String {
    table["\(country.cca2)|\(capital)"]?[language.rawValue] ?? capital
  }
}
