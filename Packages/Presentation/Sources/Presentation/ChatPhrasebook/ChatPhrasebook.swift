import Domain
import LanguagePacks

extension ChatPhrasebook {

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

  /// The text of `kind`; `{summary}` is what the quiz answers, from `CapabilitySummary`.
  public func text(_ kind: Kind, _ values: [String: String] = [:]) -> String {
    text(kind, values, listing: nil)
  }

  /// The text of `kind`, its summary of what the quiz answers derived from `capabilities`
  /// (`Capability.all` when nil).
  public func text(
    _ kind: Kind, _ values: [String: String] = [:], listing capabilities: [Capability]?
  )
    -> String
  {
    let template = texts[kind] ?? ""
    guard Placeholders.holds("summary", in: template) else {
      return Placeholders.fill(template, with: values)
    }
    let summary = capabilities.map { self.summary(listing: $0) } ?? self.summary
    return Placeholders.fill(
      template, with: values.merging(["summary": summary]) { mine, _ in mine })
  }

  /// What this language's help says the quiz answers, derived from `Capability.all`.
  public var summary: String { CapabilitySummary.of(language) }

  /// What this language's help says the quiz answers, derived from `capabilities`.
  public func summary(listing capabilities: [Capability]) -> String {
    CapabilitySummary(language, listing: capabilities).text
  }

  /// The example question of `intent` from the language's pack, about `name` (the example
  /// country when nil), whose alpha-2 code `code` picks its grammar's forms.
  public func example(_ intent: Intent, about name: String? = nil, code: String = "") -> String {
    if intent == .countriesByPrefix, let name {
      return text(.prefixExample, ["value": String(name.prefix(2))])
    }
    let pack = LanguagePack(language)
    let country = name ?? exampleCountry
    var values = ["country": country]
    for form in NameGrammar.Form.allCases {
      values["\(form.rawValue) country"] = pack.grammar.country(
        country, code: name == nil ? Self.exampleCode : code, form)
    }
    return Wording.capitalized(Placeholders.fill(pack.fact(intent)?.example ?? "", with: values))
  }

  /// The alpha-2 code of the country examples name (Belgium).
  static let exampleCode = "BE"

  /// A few examples, one of each kind of answer.
  public var examplesInBrief: [String] { examples(inBrief: Capability.all) }

  /// The first capability of each kind of answer `capabilities` lists, as examples: a fact of a
  /// country, a country from a clue, a set, a prefix, a ranking.
  public func examples(inBrief capabilities: [Capability]) -> [String] {
    var kinds: [Capability.AnswerKind] = []
    var examples: [String] = []
    for capability in capabilities where !kinds.contains(capability.answer) {
      kinds.append(capability.answer)
      examples.append(example(capability.intent))
    }
    return examples
  }

  /// "Commands: help, retry, about, clear, quit.", from the first word of each command.
  public var commandsLine: String {
    text(.commands, ["value": commandNames.joined(separator: ", ")])
  }

  /// The words a page's star sends before a country's name: keep it, or drop it.
  public var favouriteButtons: (remember: String, forget: String) {
    (favourites.add.first ?? "remember", favourites.remove.first ?? "forget")
  }

  /// The words of the commands a page offers as buttons: help, about and clear.
  public var commandButtons: [String] {
    [ChatCommand.help, .about, .clear].compactMap { commandWords[$0]?.first }
  }
}
