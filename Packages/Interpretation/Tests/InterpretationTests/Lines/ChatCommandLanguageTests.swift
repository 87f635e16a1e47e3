import Domain
import LanguagePacks
import Testing

@testable import Interpretation

@Suite struct ChatCommandLanguageTests {
  @Test(arguments: [
    ("aide", Language.french, ChatCommand.help), ("quitter", .french, .quit),
    ("réessayer", .french, .retry), ("reessayer", .french, .retry), ("À propos", .french, .about),
    ("effacer", .french, .clear), ("/aide", .french, .help), ("ayuda", .spanish, .help),
    ("salir", .spanish, .quit), ("reintentar", .spanish, .retry), ("hilfe", .german, .help),
    ("beenden", .german, .quit), ("Löschen", .german, .clear), ("ajuda", .portuguese, .help),
    ("sair", .portuguese, .quit), ("aiuto", .italian, .help), ("esci", .italian, .quit),
  ])
  func init_readsTheCommandWordsOfTheLanguage(
    word: String, language: Language, command: ChatCommand
  ) {
    #expect(ChatCommand(word, canRetry: false, language: language) == command)
  }

  @Test(arguments: Language.allCases)
  func init_keepsTheEnglishWordsInEveryLanguage(language: Language) {
    #expect(ChatCommand("help", canRetry: false, language: language) == .help)
    #expect(ChatCommand("quit", canRetry: false, language: language) == .quit)
    #expect(ChatCommand("/retry", canRetry: false, language: language) == .retry)
  }

  @Test func init_readsAnotherLanguagesCommandWordAsAQuestion() {
    #expect(ChatCommand("aide", canRetry: false, language: .english) == .ask)
    #expect(ChatCommand("salir", canRetry: false, language: .french) == .ask)
  }

  @Test func init_deliversUnknownCommandOnASlashedWordOfNoLanguage() {
    #expect(ChatCommand("/frobnicate", canRetry: false, language: .french) == .unknownCommand)
  }
}
