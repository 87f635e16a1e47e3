import Domain
import DomainTestSupport
import GameRules
import LanguagePacks
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
    for kind in Phrasebook.Kind.allCases where kind != .summaryRanking {
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
      let english = ChatPhrasebook.english.example(capability.intent)
      #expect(book.example(capability.intent) != english, "\(language) \(capability)")
    }
  }

  @Test(arguments: Language.allCases)
  func chatPhrasebook_hasAnExampleOfEveryCapabilityOnEveryLanguage(language: Language) throws {
    let book = ChatPhrasebook.of(language)

    for capability in Capability.all {
      let example = book.example(capability.intent)
      #expect(!example.isEmpty, "\(language) has no example of \(capability.intent)")
      #expect(!example.contains("{"), "\(language) \(capability.intent): \(example)")
      let family = try #require(CapabilityFamily.of(capability.intent))
      let topic = try #require(HelpTopic.allCases.first { $0.families.contains(family) })
      #expect(book.helpText(on: topic).contains(example), "\(language) \(capability.intent)")
    }
  }

  @Test(arguments: Language.allCases)
  func chatPhrasebook_namesEveryCommandOnEveryLanguage(language: Language) {
    let book = ChatPhrasebook.of(language)

    for command in [ChatCommand.help, .retry, .about, .clear, .quit] {
      let words = book.commandWords[command] ?? []
      #expect(!words.isEmpty, "\(language) has no word for \(command)")
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

  // MARK: - The game, favourites, cards and whereabouts

  @Test(arguments: Language.allCases)
  func gamePhrasebook_hasEveryKindWithEnglishPlaceholdersOnEveryLanguage(language: Language) {
    let book = GamePhrasebook.of(language)

    #expect(book.language == language)
    for kind in GamePhrasebook.Kind.allCases {
      let text = book.texts[kind] ?? ""
      #expect(!text.isEmpty, "\(language) lacks the game's \(kind)")
      #expect(
        placeholders(text) == placeholders(GamePhrasebook.english.texts[kind] ?? ""),
        "\(language) game \(kind) does not fill the same values as English")
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func gamePhrasebook_saysEveryKindInItsOwnWordsOnEveryLanguage(language: Language) {
    let book = GamePhrasebook.of(language)

    // A text of punctuation alone ("✓ {country}!") may be the same.
    for kind in GamePhrasebook.Kind.allCases where hasWords(GamePhrasebook.english.texts[kind]) {
      #expect(book.texts[kind] != GamePhrasebook.english.texts[kind], "\(language) game \(kind)")
    }
    #expect(Set(book.suggestions).isDisjoint(with: GamePhrasebook.english.suggestions))
  }

  @Test(arguments: Language.allCases)
  func gamePhrasebook_readsAndSteersAGameOnEveryLanguage(language: Language) {
    let book = GamePhrasebook.of(language)
    let words = book.reading

    #expect(!words.openings.isEmpty && !words.nameAll.isEmpty && !words.daily.isEmpty)
    for mode in [Game.Mode.mixed, .daily, .flags, .codes, .higherLower, .capitals, .countries] {
      #expect(!(words.modes[mode] ?? []).isEmpty, "\(language) has no words for \(mode)")
    }
    #expect(!words.minuteUnits.isEmpty && !words.numbers.isEmpty)
    for command in GameCommand.allCases {
      let said = book.commands[command] ?? []
      #expect(!said.isEmpty, "\(language) has no word for the game's \(command)")
    }
    #expect(book.firstPick.contains("1") && book.secondPick.contains("2"))
  }

  @Test(arguments: Language.allCases)
  func gamePhrasebook_headsAShellsResultsTable_onEveryLanguage(language: Language) {
    let book = GamePhrasebook.of(language)

    let headings = book.tableHeadings

    #expect(![headings.question, headings.answer, headings.notNamed].contains(""))
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func cardLabels_areEveryLabelInTheLanguage(language: Language) throws {
    let book = try #require(Phrasebook.of(language))
    // Words the languages share with English.
    let cognates: Set<String> = ["fra.population", "spa.capital", "por.capital", "deu.region"]

    for label in CountryCard.Label.allCases {
      let text = book.cardLabels[label] ?? ""
      let english = Phrasebook.english.cardLabels[label] ?? ""
      #expect(!text.isEmpty, "\(language) has no card label \(label)")
      #expect(placeholders(text) == placeholders(english), "\(language) card \(label)")
      if !cognates.contains("\(language.rawValue).\(label)") {
        #expect(text != english, "\(language) card \(label) is English")
      }
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func card_hasNoEnglishLabelOrValueWord_onEveryLanguage(language: Language) {
    let card = CountryCard(
      SampleCountries.belgium, neighbours: [SampleCountries.chile], provenance: .sample,
      in: language)

    #expect(card.facts.map(\.label).allSatisfy { !$0.isEmpty })
    for word in ["none", "unknown", "bundled", "the left", "the right", " as of ", "people"] {
      #expect(!card.facts.contains { $0.value.contains(word) }, "\(language) says \(word)")
      #expect(!card.summary.contains(word), "\(language) summary says \(word)")
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func whereabouts_wordEveryWayAShellKnows_onEveryLanguage(language: Language) {
    let sources: [UserLocation.Source] = [
      .setting("COUNTRY_QUIZ_LOCATION"), .timeZone("Asia/Tokyo", from: "TZ"), .browser,
    ]
    let book = ChatPhrasebook.of(language)

    for source in sources {
      let said = book.source(source)
      #expect(said != ChatPhrasebook.english.source(source), "\(language) \(source)")
      #expect(!said.contains("from"), "\(language) \(source)")
      #expect(!said.contains("{"), "\(language) \(source)")
    }
  }

  @Test(arguments: Language.allCases.filter { $0 != .english })
  func unlocatedHelp_wordsEveryReasonAShellGives_onEveryLanguage(language: Language) {
    let reasons: [Whereabouts.Unknown] = [
      .generic, .terminal(variable: "COUNTRY_QUIZ_LOCATION", reason: .none),
      .terminal(variable: "COUNTRY_QUIZ_LOCATION", reason: .noTimeZone),
      .terminal(
        variable: "COUNTRY_QUIZ_LOCATION",
        reason: .zoneOfNoCountry(zone: "Etc/UTC", setting: "TZ")),
      .browserRefused("denied"), .browserNotAsked,
    ]
    let book = ChatPhrasebook.of(language)

    for reason in reasons {
      let reply = ReplyPresenter.needsLocation("q", intent: .nearby, unknown: reason, in: language)
      let english = ReplyPresenter.needsLocation("q", intent: .nearby, unknown: reason)
      #expect(book.help(reason) != ChatPhrasebook.english.help(reason), "\(language) \(reason)")
      #expect(reply.text != english.text, "\(language) \(reason)")
      #expect(!reply.text.contains("{"), "\(language) \(reason)")
      #expect(reply.language == language)
    }
  }

  // MARK: - Helpers

  /// Whether `text` has letters outside its placeholders.
  private func hasWords(_ text: String?) -> Bool {
    var inPlaceholder = false
    for character in text ?? "" {
      if character == "{" {
        inPlaceholder = true
      } else if character == "}" {
        inPlaceholder = false
      } else if !inPlaceholder && character.isLetter {
        return true
      }
    }
    return false
  }

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
