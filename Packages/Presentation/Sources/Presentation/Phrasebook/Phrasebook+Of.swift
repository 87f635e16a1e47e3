import Domain
import LanguagePacks

extension Phrasebook {
  /// The phrasebook of a language whose names and numbers come from the data's translations and
  /// the locale data; nil for English, whose names are the data's own and whose numbers `Numbers`
  /// writes.
  static func of(_ language: Language) -> Phrasebook? {
    language == .english ? nil : table(for: language)
  }
}
