import Domain
import Testing

@Suite struct CountryGroupTests {
  @Test(arguments: [
    ("Persian (Farsi)", "Farsi", true), ("Persian (Farsi)", "Persian", true),
    ("Persian (Farsi)", "Persian (Farsi)", true), ("Norwegian Nynorsk", "Norwegian", true),
    ("Persian (Farsi)", "Fars", false), ("Arabic", "Arab", false), ("Korean", "Kore", false),
    ("Kikongo", "Kongo", false), ("Korean", "", false), ("", "Korean", false),
    ("Sàmi", "Sàmi", true), ("Northern Sàmi", "Sàmi", true), ("Northern Sàmi", "Sami", false),
    ("Northern Sa\u{300}mi", "Sàmi", true), ("Northern Sàmi", "Sa\u{300}mi", true),
  ])
  func language_isANameOrOneOfItsWords(data: String, name: String, expected: Bool) {
    let country = Country(
      cca2: "XX", cca3: "XXX", names: .init(common: "X", official: "X"), capitals: [],
      flag: .init(emoji: "", pngURL: "", svgURL: "", description: ""),
      languages: [.init(code: "xxx", name: data)])

    #expect(CountryGroup.language(name).contains(country) == expected)
  }
}
