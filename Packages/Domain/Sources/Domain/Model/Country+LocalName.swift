extension Country {
  /// The country's name alone as `language` writes it ("Pérou", "Bahamas"): the data's translation,
  /// or its common name in English and where the data has none.
  public func name(in language: Domain.Language) -> String {
    guard language != .english else { return names.common }
    return names.translation(in: language.rawValue)?.common ?? names.common
  }
}
