extension Reply {
  /// One line of a reply's text, with what it is, so a shell styles it without reading its words.
  public struct Line: Sendable, Equatable {
    /// What a line is. A shell picks a style per kind; the words stay the phrasebook's.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
      /// What the rest is about: a game's question, the line introducing a list of countries.
      case heading
      /// A guess the game accepted ("✓ Right!"), a country named in a name-them-all.
      case right
      /// A guess the game did not accept ("✗ …"), and the clock running out.
      case wrong
      /// A game's hint, which costs a point.
      case hint
      /// What a finished game's player missed, with the right answers.
      case missed
      /// About the chat or the game rather than an answer: how to play, a line not counted as a
      /// guess, a record.
      case notice
      /// Everything else: an answer, a score.
      case plain
    }

    public let kind: Kind
    public let text: String

    public init(_ kind: Kind, _ text: String) {
      self.kind = kind
      self.text = text
    }

    /// `text`, one `kind` line per line of it.
    static func lines(of text: String, _ kind: Kind = .plain) -> [Line] {
      text.split(separator: "\n", omittingEmptySubsequences: false).map {
        Line(kind, String($0))
      }
    }

    /// `text` with its first line a heading: a list's introduction, then the list.
    static func headed(_ text: String) -> [Line] {
      var lines = lines(of: text)
      lines[0] = Line(.heading, lines[0].text)
      return lines
    }
  }

  /// What a reply shows besides its lines, for a shell that draws each differently.
  public enum Body: String, Sendable, Equatable, CaseIterable {
    /// Only the text.
    case text
    /// One country at a glance (`card`).
    case card
    /// Compact cards (`cards`), under the heading.
    case cards
    /// Countries with their flags (`entries`), under the heading.
    case entries
    /// A turn of a game (`game`).
    case game
  }

  /// What the reply holds besides its lines.
  public var body: Body {
    if game != nil { return .game }
    if card != nil { return .card }
    if !cards.isEmpty { return .cards }
    if !entries.isEmpty { return .entries }
    return .text
  }
}

extension [Reply.Line] {
  /// The lines as one text, as the batch contract's `text` has it.
  var text: String { map(\.text).joined(separator: "\n") }
}
