import Domain
import Presentation
import Testing

@Suite struct UserLanguageTests {
  @Test(arguments: [
    ("fr_FR.UTF-8", Language.french), ("fr", .french), ("de_CH", .german), ("de_DE@euro", .german),
    ("es_MX.utf8", .spanish), ("pt-BR", .portuguese), ("it_IT", .italian),
    ("en_GB.UTF-8", .english),
  ])
  func ofLocale_readsTheLanguageOfALocaleName(name: String, language: Language) {
    #expect(UserLanguage.of(locale: name) == language)
  }

  @Test(arguments: ["C", "POSIX", "C.UTF-8", "ja_JP.UTF-8", ""])
  func ofLocale_deliversNilOnALocaleTheQuizDoesNotSpeak(name: String) {
    #expect(UserLanguage.of(locale: name) == nil)
  }

  @Test func ofEnvironment_prefersLCAllThenLCMessagesThenLang() {
    #expect(UserLanguage.of(environment: ["LANG": "de_DE.UTF-8"]) == .german)
    #expect(
      UserLanguage.of(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == .french
    )
    #expect(
      UserLanguage.of(environment: [
        "LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_ALL": "it_IT.UTF-8",
      ]) == .italian)
  }

  @Test func ofEnvironment_skipsEmptyVariables() {
    #expect(UserLanguage.of(environment: ["LC_ALL": "", "LANG": "es_ES.UTF-8"]) == .spanish)
  }

  @Test func ofEnvironment_speaksEnglishOnTheCLocaleEvenOverAnotherLang() {
    #expect(UserLanguage.of(environment: ["LC_ALL": "C", "LANG": "fr_FR.UTF-8"]) == .english)
  }

  @Test func ofEnvironment_speaksEnglishWithNoLocaleSet() {
    #expect(UserLanguage.of(environment: [:]) == .english)
  }

  @Test(arguments: [
    ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7", Language.french),
    ("en-US,en;q=0.9,de;q=0.8", .english), ("ja,de;q=0.5,it;q=0.4", .german),
    ("it;q=0.3, pt-BR;q=0.6", .portuguese), ("de;q=0, es", .spanish), ("*", .english),
    ("", .english),
  ])
  func ofAcceptLanguage_picksTheBrowsersFavouriteLanguageTheQuizSpeaks(
    header: String, language: Language
  ) {
    #expect(UserLanguage.of(acceptLanguage: header) == language)
  }

  @Test func ofAcceptLanguage_speaksEnglishWithNoHeader() {
    #expect(UserLanguage.of(acceptLanguage: nil) == .english)
  }
}
