import Domain

extension NameGrammar {
  /// How French puts a country's or a currency's name into a sentence.
  public static let french = NameGrammar()
}
