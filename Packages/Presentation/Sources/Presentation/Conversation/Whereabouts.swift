import Domain

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
    var unknownHelp: String
  }

  public var location: UserLocation? { found.value.location }
  /// Said when a question needs the location and there is none.
  public var unknownHelp: String { found.value.unknownHelp }

  public init(location: UserLocation? = nil, unknownHelp: String = Self.genericHelp) {
    found = .known(Found(location: location, unknownHelp: unknownHelp))
  }

  /// Whereabouts that `lookUp` finds the first time a question needs them (the terminal's reads the
  /// time zone files), so the questions that need no location never pay for the lookup.
  public init(lookingUp lookUp: @escaping @Sendable () -> Whereabouts) {
    found = .lookedUp(
      Deferred {
        let whereabouts = lookUp()
        return Found(location: whereabouts.location, unknownHelp: whereabouts.unknownHelp)
      })
  }

  public static func == (lhs: Whereabouts, rhs: Whereabouts) -> Bool {
    lhs.found.value == rhs.found.value
  }

  /// No location and no shell-specific advice.
  public static let unknown = Whereabouts()

  public static let genericHelp =
    "This app has not been told where you are, so it cannot measure from there."
}

extension Question {
  /// Whether answering needs where the person asking is.
  var needsUserLocation: Bool {
    switch subject {
    case .userLocation: true
    case .between(let codes): codes.count == 1
    default: false
    }
  }
}

extension ReplyPresenter {
  /// The reply to a question about "me" or "here" when the shell gave no location: how to give one,
  /// and a question that needs none. `needsLocation` lets a page ask the browser and send it again.
  public static func needsLocation(_ question: String, intent: Intent, help: String) -> Reply {
    let example = Capability.of(.nearby).question(about: "Peru")
    var reply = Reply(
      question: question, outcome: .incomplete, intent: intent,
      text: "I don't know where you are. \(help) Or name a place: \"\(example)\"",
      suggestions: [example])
    reply.needsLocation = true
    return reply
  }
}
