import Domain

extension NameGrammar {
  /// How Portuguese puts a country's or a currency's name into a sentence.
  public static let portuguese = NameGrammar()
}
