import Domain
import Testing

@Suite struct TextFoldingTests {
  @Test(arguments: [
    ("Curaçao", "curacao"), ("Åland Islands", "aland islands"),
    ("São Tomé and Príncipe", "sao tome and principe"),
    ("Côte d’Ivoire", "cote d'ivoire"), ("Færøerne", "faeroerne"), ("Straße", "strasse"),
    ("BELGIUM", "belgium"),
    ("Россия", "россия"), ("日本", "日本"), ("e\u{301}", "e"),
  ])
  func fold_removesCaseAndAccents(input: String, expected: String) {
    #expect(TextFolding.fold(input) == expected)
  }

  @Test func hasPrefix_ignoresCaseAndAccents() {
    #expect(TextFolding.hasPrefix("Réunion", "RE"))
    #expect(!TextFolding.hasPrefix("Chad", "ci"))
  }
}
