import Domain

extension NameGrammar {
  /// How Spanish puts a country's or a currency's name into a sentence.
  public static let spanish = NameGrammar()
}
