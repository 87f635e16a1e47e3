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
      country.languages.contains { Self.language($0.name, isCalled: name) }
    case .currency(let code): country.currencies.contains { $0.code == code }
    case .organisation(let organisation, let region):
      organisation.hasMember(country.cca2)
        && (region.map { CountryGroup.region($0).contains(country) } ?? true)
    }
  }

  /// Whether a data language name is `name` or holds it as a word ("Persian (Farsi)" holds
  /// "Farsi"). Between ASCII names, split into words by Unicode's letters only when its bytes hold
  /// `name`'s: splitting every language of every country was a tenth of a question about a
  /// language's speakers. Other names are compared as before, so "Sámi" written with a combining
  /// accent is still the same word.
  static func language(_ data: String, isCalled name: String) -> Bool {
    if data == name { return true }
    if data.utf8.allSatisfy({ $0 < 0x80 }) && name.utf8.allSatisfy({ $0 < 0x80 }) {
      guard !name.isEmpty, data.utf8.count > name.utf8.count, holds(data, name) else {
        return false
      }
    }
    return data.split(whereSeparator: { !$0.isLetter }).contains(Substring(name))
  }

  private static func holds(_ text: String, _ part: String) -> Bool {
    var (text, part) = (text, part)
    return text.withUTF8 { text in
      part.withUTF8 { part in
        guard let first = part.first, part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { start in
          text[start] == first && part.indices.allSatisfy { text[start + $0] == part[$0] }
        }
      }
    }
  }
}
