import Domain

extension NameGrammar {
  /// How Italian puts a country's or a currency's name into a sentence.
  public static let italian = NameGrammar()
}
