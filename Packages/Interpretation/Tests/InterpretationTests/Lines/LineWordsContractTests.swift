import Domain
import LanguagePacks
import Testing

@testable import Interpretation

/// Every pack's command, game and favourites words are read back by the line reader as what they
/// name, in their own language.
@Suite struct LineWordsContractTests {
  @Test(arguments: Language.allCases)
  func commandWords_readBackAsTheirCommand_onEveryLanguage(language: Language) {
    let book = ChatPhrasebook.table(for: language)
    for command in [ChatCommand.help, .retry, .about, .clear, .quit] {
      for word in book.commandWords[command] ?? [] {
        #expect(ChatCommand.named(word, in: language) == command, "\(word)")
      }
    }
  }

  @Test(arguments: Language.allCases)
  func gameWords_readBackAsTheirGameAndCommand_onEveryLanguage(language: Language) {
    let book = GamePhrasebook.table(for: language)
    for command in GameCommand.allCases {
      for word in book.commands[command] ?? [] {
        #expect(GameCommand(word, in: book) == command, "\(word)")
      }
    }
    for word in book.firstPick {
      #expect(GameMove(word, in: language, choosing: true) == .pick(.first), "\(word)")
      #expect(GameMove(word, in: language, choosing: false) == .guess(word), "\(word)")
    }
    for word in book.secondPick + book.higher {
      #expect(GameMove(word, in: language, choosing: true) == .pick(.second), "\(word)")
    }
    for word in book.lower {
      #expect(GameMove(word, in: language, choosing: true) == .pick(.first), "\(word)")
    }
    #expect(!book.higher.isEmpty && !book.lower.isEmpty)
    for suggestion in book.suggestions {
      #expect(
        GameRequest.read(suggestion, preferring: language)?.language == language,
        "\(language) suggests \(suggestion), which is not read as its game")
    }
    for line in book.reading.daily {
      #expect(GameRequest.read(line)?.mode == .daily, "\(line)")
    }
  }

  @Test(arguments: Language.allCases)
  func favouriteWords_readEveryFormInTheirLanguage_onEveryLanguage(language: Language) throws {
    let words = ChatPhrasebook.table(for: language).favourites

    for line in words.list {
      let request = try #require(FavouriteRequest.read(line), "\(language) \(line)")
      #expect(request.action == .list)
    }
    for opening in words.add {
      #expect(FavouriteRequest.read(opening + " Chile")?.action == .add("Chile"), "\(opening)")
    }
    for opening in words.remove {
      #expect(
        FavouriteRequest.read(opening + " Chile")?.action == .remove("Chile"), "\(opening)")
    }
    for opening in words.addTo {
      for closing in words.toList {
        let request = FavouriteRequest.read("\(opening) Chile \(closing)")
        #expect(request?.action == .add("Chile"), "\(opening) … \(closing)")
      }
    }
    for opening in words.removeFrom {
      for closing in words.fromList {
        let request = FavouriteRequest.read("\(opening) Chile \(closing)")
        #expect(request?.action == .remove("Chile"), "\(opening) … \(closing)")
      }
    }
  }
}
