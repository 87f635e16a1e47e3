import Domain

extension NameGrammar {
  /// How German puts a country's or a currency's name into a sentence.
  public static let german = NameGrammar()
}
