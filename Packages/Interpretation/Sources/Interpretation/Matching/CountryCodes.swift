import Domain

/// Alpha-2 and alpha-3 codes, folded as `TextFolding` folds them, to the alpha-2 code. Gathered on
/// the first look-up: most lines hold no word a code could be.
final class CountryCodes: Sendable {
  private let codes: Deferred<[String: String]>

  init(_ countries: [Country]) {
    codes = Deferred {
      var codes: [String: String] = [:]
      codes.reserveCapacity(2 * countries.count)
      for position in countries.indices {
        let (cca2, cca3) = (countries[position].cca2, countries[position].cca3)
        codes[Self.folded(cca2)] = cca2
        codes[Self.folded(cca3)] = cca2
      }
      return codes
    }
  }

  /// The alpha-2 code of a folded alpha-2 or alpha-3 code.
  subscript(key: String) -> String? { codes.value[key] }

  /// A code folded as `TextFolding` would: an ASCII code is lower-cased by its bytes.
  static func folded(_ code: String) -> String {
    guard code.utf8.allSatisfy({ $0 < 0x80 }) else { return TextFolding.fold(code) }
    return String(
      decoding: code.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}
