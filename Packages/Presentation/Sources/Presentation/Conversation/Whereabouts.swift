import Domain
import LanguagePacks

/// What a shell knows of where its user is, handed to the engine with each line: the location when it
/// has one, and what to tell the user when it has none (how to give one in this shell). The engine
/// never looks a location up itself.
public struct Whereabouts: Sendable, Equatable {
  /// What the shell found: known at once (the daemon's request carries it), or looked up on first use
  /// (the terminal's time zone), since most questions never need it.
  private let found: Source

  private enum Source: Sendable {
    case known(Found)
    case lookedUp(Deferred<Found>)

    var value: Found {
      switch self {
      case .known(let found): found
      case .lookedUp(let deferred): deferred.value
      }
    }
  }

  private struct Found: Sendable, Equatable {
    var location: UserLocation?
    var unknown: Unknown
  }

  /// Why the shell has no location and how to give it one, as facts each language words
  /// (`ChatPhrasebook.help(_:)`).
  public enum Unknown: Sendable, Equatable {
    /// No shell-specific advice.
    case generic
    /// The terminal: set `variable` (or TZ); `reason` says what was missing.
    case terminal(variable: String, reason: TerminalReason)
    /// The page: the browser refused (its reason), or has not been asked yet.
    case browserRefused(String)
    case browserNotAsked
    /// A shell's own words.
    case text(String)
  }

  /// What the terminal lacked.
  public enum TerminalReason: Sendable, Equatable {
    /// Nothing said more than the advice.
    case none
    /// The system names no time zone.
    case noTimeZone
    /// The zone (and where it was read) is in no one country.
    case zoneOfNoCountry(zone: String, setting: String)
  }

  public var location: UserLocation? { found.value.location }
  /// Why there is no location, for the reply when a question needs it.
  public var unknown: Unknown { found.value.unknown }
  /// Said (in English) when a question needs the location and there is none.
  public var unknownHelp: String { ChatPhrasebook.english.help(unknown) }

  public init(location: UserLocation? = nil, unknown: Unknown = .generic) {
    found = .known(Found(location: location, unknown: unknown))
  }

  /// Whereabouts with the shell's own (English) words for when there is no location.
  public init(location: UserLocation? = nil, unknownHelp: String) {
    self.init(location: location, unknown: .text(unknownHelp))
  }

  /// Whereabouts that `lookUp` finds the first time a question needs them (the terminal's reads the
  /// time zone files), so the questions that need no location never pay for the lookup.
  public init(lookingUp lookUp: @escaping @Sendable () -> Whereabouts) {
    found = .lookedUp(
      Deferred {
        let whereabouts = lookUp()
        return Found(location: whereabouts.location, unknown: whereabouts.unknown)
      })
  }

  public static func == (lhs: Whereabouts, rhs: Whereabouts) -> Bool {
    lhs.found.value == rhs.found.value
  }

  /// No location and no shell-specific advice.
  public static let unknown = Whereabouts()
}

extension Question {
  /// Whether answering needs where the person asking is.
  var needsUserLocation: Bool {
    switch subject {
    case .userLocation: true
    case .between(let codes): codes.count == 1
    // "and Peru?" after a time difference from the user.
    case .country: intent == .timeDifference || intent == .landRoute
    default: false
    }
  }
}

extension ReplyPresenter {
  /// The reply to a question about "me" or "here" when the shell gave no location: how to give one,
  /// and a question that needs none, in `language`. `needsLocation` lets a page ask the browser and
  /// send it again.
  public static func needsLocation(
    _ question: String, intent: Intent, unknown: Whereabouts.Unknown,
    in language: Language = .english
  ) -> Reply {
    let book = ChatPhrasebook.of(language)
    let example = book.example(.nearby, about: language == .english ? "Peru" : nil)
    var reply = Reply(
      question: question, outcome: .incomplete, intent: intent,
      text: book.text(.unlocated, ["value": book.help(unknown), "other": example]),
      suggestions: [example], language: language)
    reply.needsLocation = true
    return reply
  }
}
