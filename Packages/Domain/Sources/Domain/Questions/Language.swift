/// The language a question was asked in, and so the language of its reply. The raw values are the
/// ISO 639-3 codes the data keys its translations by (`Country.names.translations["fra"]`).
public enum Language: String, Sendable, Equatable, Hashable, CaseIterable {
  case english = "eng"
  case french = "fra"
  case spanish = "spa"
  case german = "deu"
  case portuguese = "por"
  case italian = "ita"

  /// The BCP 47 tag locale data is looked up by ("fr").
  public var localeIdentifier: String {
    switch self {
    case .english: "en"
    case .french: "fr"
    case .spanish: "es"
    case .german: "de"
    case .portuguese: "pt"
    case .italian: "it"
    }
  }
}
