import Domain

/// Small, real-looking countries for tests, named as REST Countries spells them.
public enum SampleCountries {
  public static func make(
    _ cca2: String, _ common: String, capitals: [String] = [], official: String? = nil,
    alternates: [String] = [], translations: [String: String] = [:], demonym: String? = nil,
    population: Int = 0
  ) -> Country {
    let scalars = cca2.unicodeScalars.compactMap { Unicode.Scalar(0x1F1A5 + $0.value) }
    return Country(
      cca2: cca2, cca3: cca2 + "X",
      names: Country.Names(
        common: common, official: official ?? common,
        translations: translations.mapValues { Country.LocalizedName(common: $0, official: $0) },
        alternates: alternates),
      capitals: capitals,
      flag: Country.Flag(
        emoji: String(String.UnicodeScalarView(scalars)),
        pngURL: "https://flagcdn.com/w320/\(cca2.lowercased()).png"),
      population: population,
      demonym: demonym.map { Country.Demonym(female: $0, male: $0) })
  }

  public static let belgium = make(
    "BE", "Belgium", capitals: ["Brussels"], official: "Kingdom of Belgium")
  public static let chad = make("TD", "Chad", capitals: ["N'Djamena"])
  public static let chile = make("CL", "Chile", capitals: ["Santiago"])
  public static let china = make("CN", "China", capitals: ["Beijing"])
  public static let christmasIsland = make("CX", "Christmas Island", capitals: ["Flying Fish Cove"])
  public static let aland = make("AX", "Åland Islands", capitals: ["Mariehamn"])
  public static let antarctica = make("AQ", "Antarctica")
  public static let southAfrica = make(
    "ZA", "South Africa", capitals: ["Pretoria", "Bloemfontein", "Cape Town"])
  public static let northKorea = make("KP", "North Korea", capitals: ["Pyongyang"])
  public static let southKorea = make("KR", "South Korea", capitals: ["Seoul"])

  public static let all: [Country] = [
    belgium, chad, chile, china, christmasIsland, aland, antarctica, southAfrica, northKorea,
    southKorea,
  ]
}
