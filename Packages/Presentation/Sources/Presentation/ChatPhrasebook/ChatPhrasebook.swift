import Domain

/// What the chat itself says in one language: banner, help, command words, notices, the prompt for
/// an incomplete question, every error reply and the web page's labels, with one example question per
/// capability. One per language, each in its own file (`ChatPhrasebook+French.swift`), next to the
/// answers' `Phrasebook`; `PhrasebookContractTests` walks every language × every kind, so nothing
/// falls back to English unnoticed.
public struct ChatPhrasebook: Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    /// The banner's first line, after the name and version.
    case bannerTitle
    /// Help's first line, before the examples.
    case helpIntro
    /// "Commands: {value}." and the banner's "Ctrl-D exits."
    case commands, exits
    case nothingToRetry, unknownCommand, incomplete, unrecognized
    case notFoundCountry, notFoundPlace, noMatches, didYouMean, or, unavailable
    /// A question about names starting with `{value}`, for suggestions.
    case prefixExample
    /// The `about` line: "{name} {version}. Data: {value}."; `noData` before any load.
    case about, noData
    /// The daemon's answers to `clear`, `quit` and an empty line.
    case cleared, leavePage, askSomething, tooLong
    /// The web page: its hint, input label, buttons and its own failure notes (`profileLost`: the
    /// stored favourites and scores could not be read and were set aside).
    case hint, questionLabel, send, retry, conversationLabel, typing, unreachable, httpFailure,
      profileLost
    /// The web page's words read aloud or shown for a picture: a country's star ("Favourite:
    /// {value}"), a flag ("Flag of {value}"), a card's map links, the game panel and its flag; its
    /// note while it asks the browser where the user is, and the reasons it sends when the browser
    /// cannot tell (worded into `helpBrowserRefused`).
    case favouriteLabel, flagLabel, mapsLabel, gameLabel, gameFlagLabel, locating
    case locationUnsupported, locationDenied, locationTimedOut, locationUnavailable
    /// A shell's line under a reply: "Try: {value}", and how a retry is offered in the chat and
    /// from the command line.
    case suggestions, retryInChat, retryByRunningAgain
    /// Why no data could be loaded, for the failures a user meets (the others name settings and stay
    /// English, for whoever configures the source).
    case noConnection, timedOut, rateLimited, serverError, invalidData
    /// The replies to favourites lines ("add Japan to my favourites", "my favourites").
    case favouritesNone, favouritesList, favouriteAlready, favouritesFull, favouriteAdded,
      favouriteRemoved,
      favouriteNotOne, favouriteWhich
    /// How the shell knows where the user is: a setting (`{value}` its name), the time zone
    /// (`{value}` the zone, `{other}` where it was read), the browser; and the compass points'
    /// letters, north south east west, for a position ("48,80° N, 2,30° E").
    case fromSetting, fromTimeZone, fromBrowser, compass
    /// A question about "me" with no location: "{value}" why and how to give one, "{other}" a
    /// question that needs none; then the reasons and advice of each shell.
    case unlocated, helpGeneric, helpTerminal, helpNoTimeZone, helpZoneOfNoCountry
    case helpBrowserRefused, helpBrowserNotAsked
  }

  public let language: Language
  let texts: [Kind: String]
  /// The words of each command, the one help shows first; English's work in every language too.
  let commandWords: [ChatCommand: [String]]
  /// One example question per capability, with `{country}` where a country's name goes.
  let examples: [Intent: String]
  /// The country the examples name, as this language writes it.
  let exampleCountry: String
  /// The words of the favourites lines.
  let favourites: FavouriteWords

  /// The phrasebook of `language`.
  public static func of(_ language: Language) -> ChatPhrasebook {
    table(for: language)
  }

  /// How the shell knows where the user is, in this language.
  public func source(_ source: UserLocation.Source) -> String {
    switch source {
    case .setting(let name): text(.fromSetting, ["value": DisplayText.sanitized(name)])
    case .timeZone(let zone, let setting):
      text(
        .fromTimeZone,
        ["value": DisplayText.sanitized(zone), "other": DisplayText.sanitized(setting)])
    case .browser: text(.fromBrowser)
    }
  }

  /// Why the shell has no location and how to give one, in this language.
  public func help(_ unknown: Whereabouts.Unknown) -> String {
    switch unknown {
    case .generic: return text(.helpGeneric)
    case .terminal(let variable, let reason):
      let advice = text(.helpTerminal, ["value": variable])
      switch reason {
      case .none: return advice
      case .noTimeZone: return text(.helpNoTimeZone) + " " + advice
      case .zoneOfNoCountry(let zone, let setting):
        return text(
          .helpZoneOfNoCountry,
          ["value": DisplayText.sanitized(zone), "other": DisplayText.sanitized(setting)])
          + " " + advice
      }
    case .browserRefused(let reason):
      return text(.helpBrowserRefused, ["value": DisplayText.sanitized(reason, maxLength: 40)])
    case .browserNotAsked: return text(.helpBrowserNotAsked)
    case .text(let words): return words
    }
  }

  public func text(_ kind: Kind, _ values: [String: String] = [:]) -> String {
    Placeholders.fill(texts[kind] ?? "", with: values)
  }

  /// The example question of `intent`, about `name` (the example country when nil).
  public func example(_ intent: Intent, about name: String? = nil) -> String {
    if intent == .countriesByPrefix, let name {
      return text(.prefixExample, ["value": String(name.prefix(2))])
    }
    return Placeholders.fill(examples[intent] ?? "", with: ["country": name ?? exampleCountry])
  }

  /// A few examples, for banners and the reply to a question the quiz cannot answer.
  public var examplesInBrief: [String] {
    [Intent.capital, .population, .currency, .countriesInRegion].map { example($0) }
  }

  /// The help: every capability's example, derived from `Capability.all`, the games, then the commands.
  public var helpText: String {
    text(.helpIntro) + "\n"
      + Capability.all.map { "  " + example($0.intent) }.joined(separator: "\n")
      + "\n" + GamePhrasebook.of(language).text(.gamesLine) + "\n" + commandsLine
  }

  /// "Commands: help, retry, about, clear, quit.", from the first word of each command.
  public var commandsLine: String {
    let shown = [ChatCommand.help, .retry, .about, .clear, .quit].compactMap {
      commandWords[$0]?.first
    }
    return text(.commands, ["value": shown.joined(separator: ", ")])
  }

  /// The words a page's star sends before a country's name: keep it, or drop it.
  public var favouriteButtons: (remember: String, forget: String) {
    (favourites.add.first ?? "remember", favourites.remove.first ?? "forget")
  }

  /// The words of the commands a page offers as buttons: help, about and clear.
  public var commandButtons: [String] {
    [ChatCommand.help, .about, .clear].compactMap { commandWords[$0]?.first }
  }

  /// The command `word` names in this language or in English; nil when it names none.
  /// Bytes of the longest line that can be a command word, accents and a slash included, with room.
  static let longestCommand = 40

  func command(named word: String) -> ChatCommand? {
    // Every command word is short; a question is not one, and most lines are questions.
    guard word.utf8.count <= Self.longestCommand else { return nil }
    return CommandIndex.table(for: language).words[TextFolding.fold(word)]
  }

  /// A language's command words, folded once, with English's beside them (its own first). Built on
  /// first use: a chat in one language never builds the others' phrasebooks.
  private struct CommandIndex: OnePerLanguage {
    let words: [String: ChatCommand]

    static let english = CommandIndex(.english)
    static let french = CommandIndex(.french)
    static let spanish = CommandIndex(.spanish)
    static let german = CommandIndex(.german)
    static let portuguese = CommandIndex(.portuguese)
    static let italian = CommandIndex(.italian)

    init(_ language: Language) {
      var words: [String: ChatCommand] = [:]
      let own = ChatPhrasebook.of(language)
      for book in language == .english ? [own] : [own, ChatPhrasebook.english] {
        for (command, spellings) in book.commandWords {
          for spelling in spellings where words[TextFolding.fold(spelling)] == nil {
            words[TextFolding.fold(spelling)] = command
          }
        }
      }
      self.words = words
    }
  }
}
