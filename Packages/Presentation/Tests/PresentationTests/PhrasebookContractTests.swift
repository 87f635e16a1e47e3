import Domain
import DomainTestSupport
import Testing

@testable import Presentation

/// Every language other than English has a sentence for every kind of reply, of its own: nothing
/// falls back to English, or to another language, unnoticed. The same holds for everything the chat
/// itself says (`ChatPhrasebook`): banner, help, commands, notices, prompts, errors, the web labels.
@Suite struct PhrasebookContractTests {
  @Test(arguments: Language.allCases.filter { $0 != .english })
  func phrasebook_hasEveryReplyKindOnEveryLanguage(language: Language) throws {
    let book = try #require(Phrasebook.of(language))
    #expect(book.language == language)
    for kind in Phrasebook.Kind.allCases {
      #expect(!(book.sentences[kind] ?? "").isEmpty, "\(language) lacks \(kind)")
    }
  }

  @Test func phrasebooks_differOnEveryKindWithWordsOnTheirOwn() throws {
    let books = Language.allCases.compactMap(Phrasebook.of)
    for kind in Phrasebook.Kind.allCases where kind != .overview {
      let sentences = books.compactMap { $0.sentences[kind] }
      #expect(Set(sentences).count > 1, "\(kind) is the same in every language")
    }
  }

  @Test(arguments: Language.allCases)
  func chatPhrasebook_hasEveryKindWithEnglishPlaceholdersOnEveryLanguage(language: Language) {
    let book = ChatPhrasebook.of(language)

    #expect(book.language == language)
    for kind in ChatPhrasebook.Kind.allCases {
      let text = book.texts[kind] ?? ""
      #expect(!text.isEmpty, "\(language) lacks \(kind)")
      #expect(
        placeholders(text) == placeholders(ChatPhrasebook.english.texts[kind] ?? ""),
        "\(language) \(kind) does not fill the same values as English")
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func chatPhrasebook_saysEveryKindInItsOwnWordsOnEveryLanguage(language: Language) {
    let book = ChatPhrasebook.of(language)

    for kind in ChatPhrasebook.Kind.allCases {
      #expect(book.texts[kind] != ChatPhrasebook.english.texts[kind], "\(language) \(kind)")
    }
    for capability in Capability.all {
      #expect(book.example(capability.intent) != capability.example, "\(language) \(capability)")
    }
  }

  @Test(arguments: Language.allCases)
  func chatPhrasebook_hasAnExampleOfEveryCapabilityOnEveryLanguage(language: Language) {
    let book = ChatPhrasebook.of(language)

    for capability in Capability.all {
      let template = book.examples[capability.intent] ?? ""
      #expect(!template.isEmpty, "\(language) has no example of \(capability.intent)")
      #expect(
        template.contains("{country}") == capability.template.contains("{country}"),
        "\(language)'s example of \(capability.intent) names a country where English's does not")
      #expect(book.helpText.contains(book.example(capability.intent)))
    }
  }

  @Test(arguments: Language.allCases)
  func chatPhrasebook_namesEveryCommandOnEveryLanguage(language: Language) {
    let book = ChatPhrasebook.of(language)

    for command in [ChatCommand.help, .retry, .about, .clear, .quit] {
      let words = book.commandWords[command] ?? []
      #expect(!words.isEmpty, "\(language) has no word for \(command)")
      for word in words { #expect(book.command(named: word) == command, "\(word)") }
      #expect(book.commandsLine.contains(words.first ?? "?"))
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func errorReplies_areWordedInTheLanguageOfEveryErrorKind(language: Language) {
    let errors: [AnswerError] = [
      .unrecognized, .notFound(intent: .capital, name: "Narnia"),
      .notFound(intent: .countriesInRegion, name: "Narnia"), .noMatches(prefix: "Qx"),
      .ambiguous(
        intent: .capital, candidates: [SampleCountries.northKorea, SampleCountries.southKorea]),
      .unavailable(.timedOut),
    ]

    for error in errors {
      let reply = ReplyPresenter.reply(to: "q", error: error, in: language)
      let english = ReplyPresenter.reply(to: "q", error: error)
      #expect(reply.text != english.text, "\(language) \(error)")
      #expect(!reply.text.contains("{"), "\(language) \(error) left a placeholder")
      #expect(reply.outcome == english.outcome)
      #expect(reply.suggestions.count == english.suggestions.count)
      for suggestion in reply.suggestions {
        #expect(!english.suggestions.contains(suggestion), "\(language) suggests \(suggestion)")
      }
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func unavailableReply_givesTheReasonsAUserMeetsInTheLanguage(language: Language) {
    let failures: [CountryLoadError] = [
      .noConnection, .timedOut, .rateLimited(retryAfterSeconds: nil), .serverError(status: 502),
      .invalidData("x"),
    ]

    for failure in failures {
      let reason = DataNotice.reason(failure, in: language)
      #expect(reason != DataNotice.reason(failure), "\(language) \(failure)")
      #expect(!reason.contains("data source"), "\(language) \(failure)")
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func incompletePrompt_isWordedInTheLanguageOnEveryLanguage(language: Language) {
    let reply = ReplyPresenter.incomplete("q", intent: .currency, in: language)

    #expect(reply.text != ReplyPresenter.incomplete("q", intent: .currency).text)
    #expect(reply.suggestions == [ChatPhrasebook.of(language).example(.currency)])
  }

  // MARK: - Helpers

  private func placeholders(_ text: String) -> Set<String> {
    var found: Set<String> = []
    var current: String?
    for character in text {
      if character == "{" {
        current = ""
      } else if character == "}", let name = current {
        found.insert(name)
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return found
  }
}
