/// A set of countries a question names: a region, the speakers of a language, the users of a currency.
public enum CountryGroup: Sendable, Equatable, Hashable {
  case world
  /// A data `region`, `subregion` or `continents` name ("Africa", "South-Eastern Asia", "North America").
  case region(String)
  /// A data language name ("Portuguese", "Persian (Farsi)").
  case language(String)
  /// An ISO 4217 code ("EUR").
  case currency(String)
  /// The members of an organisation, or those of them in a region, continent or subregion
  /// ("NATO members in Africa").
  case organisation(Organisation, region: String? = nil)

  public func contains(_ country: Country) -> Bool {
    switch self {
    case .world: true
    case .region(let name):
      country.region == name || country.subregion == name || country.continents.contains(name)
    case .language(let name):
      country.languages.contains {
        $0.name == name || $0.name.split(whereSeparator: { !$0.isLetter }).contains(Substring(name))
      }
    case .currency(let code): country.currencies.contains { $0.code == code }
    case .organisation(let organisation, let region):
      organisation.hasMember(country.cca2)
        && (region.map { CountryGroup.region($0).contains(country) } ?? true)
    }
  }
}
