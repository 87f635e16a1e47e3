import Domain
import LanguagePacks

/// Help, its sub-helps, the banner and the greeting's reply, derived from the families of questions
/// (`CapabilityFamily`) and the packs' words, so a new intent shows once its family lists it. Every
/// text fits a 24-row terminal 80 columns wide (`HelpLayoutTests`).
extension ChatPhrasebook {
  /// Help: one line per family of question with an example, then games, favourites, near me and the
  /// commands, then the sub-helps' words.
  public var helpText: String { helpText(listing: Capability.all) }

  /// The help listing `capabilities`.
  public func helpText(listing capabilities: [Capability]) -> String {
    var rows: [(String, String)] = CapabilityFamily.allCases.compactMap { family in
      family.intents(among: capabilities).first.map { (label(family), example($0)) }
    }
    let games = GamePhrasebook.of(language).suggestions
    rows.append((text(.familyGames), (games.prefix(2) + games.suffix(1)).joined(separator: " · ")))
    rows.append((text(.familyFavourites), favouritesExample))
    rows.append((text(.familyNearMe), text(.nearMeExample)))
    rows.append((text(.familyCommands), commandNames.joined(separator: ", ")))
    let width = rows.map(\.0.count).max() ?? 0
    let lines = rows.map { label, example in
      "  " + label + String(repeating: " ", count: width - label.count) + "  " + example
    }
    let more = HelpTopic.allCases.compactMap { commandWords[.helpOn($0)]?.first }
    return
      ([text(.helpIntro)] + lines + [text(.helpMore, ["value": more.joined(separator: " · ")])])
      .joined(separator: "\n")
  }

  /// A sub-help ("help facts", "help places", "help games"): every example of its families, or the
  /// games and their commands.
  public func helpText(on topic: HelpTopic, listing capabilities: [Capability] = Capability.all)
    -> String
  {
    switch topic {
    case .facts:
      let examples = CapabilityFamily.facts.intents(among: capabilities).map { example($0) }
      return ([text(.helpFacts)] + Self.listed(examples, indent: "  ", rows: 21))
        .joined(separator: "\n")
    case .places, .government, .life:
      let heading: Kind =
        switch topic {
        case .government: .helpGovernment
        case .life: .helpLife
        default: .helpPlaces
        }
      var lines = [text(heading)]
      for family in topic.families {
        var examples = family.intents(among: capabilities).map { example($0) }
        if family == .places { examples.append(text(.nearMeExample)) }
        guard !examples.isEmpty else { continue }
        lines.append("  " + label(family))
        lines += Self.listed(examples, indent: "    ", rows: 6)
      }
      return lines.joined(separator: "\n")
    case .games:
      let book = GamePhrasebook.of(language)
      return ([text(.helpGames)] + book.suggestions.map { "  " + $0 } + [book.text(.help)])
        .joined(separator: "\n")
    }
  }

  /// The banner's two lines: what the quiz is, and what to try first.
  public func banner(listing capabilities: [Capability] = Capability.all) -> [String] {
    [
      text(.bannerTitle, ["name": AppInfo.name, "version": AppInfo.version]),
      text(
        .bannerHint,
        [
          "value": firstExample(listing: capabilities), "other": firstGame,
          "command": commandWords[.help]?.first ?? "help",
        ]),
    ]
  }

  /// The reply to a greeting or thanks.
  public func reply(to greeting: Greeting.Kind) -> String {
    switch greeting {
    case .hello: text(.greetingHello, ["value": firstExample(), "other": firstGame])
    case .thanks: text(.greetingThanks)
    }
  }

  /// The example of the first family's first question: what a newcomer is offered first.
  public func firstExample(listing capabilities: [Capability] = Capability.all) -> String {
    let first = CapabilityFamily.allCases.lazy.compactMap { $0.intents(among: capabilities).first }
      .first
    return first.map { example($0) } ?? ""
  }

  /// Help's label of `family`.
  func label(_ family: CapabilityFamily) -> String {
    switch family {
    case .facts: text(.familyFacts)
    case .governs: text(.familyGovernment)
    case .life: text(.familyLife)
    case .places: text(.familyPlaces)
    case .time: text(.familyTime)
    case .sets: text(.familySets)
    }
  }

  private var firstGame: String { GamePhrasebook.of(language).suggestions.first ?? "quiz" }

  /// "remember Belgium · my favourites", from the words that read them.
  public var favouritesExample: String {
    let country = LanguagePack(language).grammar.country(
      exampleCountry, code: Self.exampleCode, .the)
    return [favourites.add.first.map { $0 + " " + country }, favourites.list.first]
      .compactMap { $0 }.joined(separator: " · ")
  }

  /// The first word of each command.
  var commandNames: [String] {
    [ChatCommand.help, .retry, .about, .clear, .quit].compactMap { commandWords[$0]?.first }
  }

  /// One example a line while they fit in `rows`, else as many to a line as fit 78 columns.
  static func listed(_ examples: [String], indent: String, rows: Int) -> [String] {
    guard examples.count > rows else { return examples.map { indent + $0 } }
    var lines: [String] = []
    for example in examples {
      if let last = lines.last, last.count + 3 + example.count <= 78 {
        lines[lines.count - 1] = last + " · " + example
      } else {
        lines.append(indent + example)
      }
    }
    return lines
  }
}
