import Domain

/// One language's names of the organisations whose members the quiz knows: how its sentences name
/// each one, and how people type it. Each pack writes them in its `<Language>+Memberships.swift`,
/// beside the membership facts' words.
public struct OrganisationWords: Sendable, OnePerLanguage {
  /// An organisation as one language names it.
  public struct Name: Sendable {
    /// With its article, as a sentence's subject: "the European Union", "l'Union européenne".
    public let the: String
    /// After "a member": "of the European Union", "de l'Union européenne", "der Europäischen Union".
    public let of: String
    /// What people type for it ("eu", "european union", "l'ue"): one word each, or a phrase.
    public let cues: [String]

    public init(_ the: String, of: String, cues: [String]) {
      self.the = the
      self.of = of
      self.cues = cues
    }
  }

  public let names: [Organisation: Name]
  /// The months' names, January first, for the day a membership list was checked.
  public let months: [String]
  /// That day as the language writes a month: "{month} {year}", "{month} de {year}".
  public let monthOfYear: String

  public init(names: [Organisation: Name], months: [String], monthOfYear: String) {
    self.names = names
    self.months = months
    self.monthOfYear = monthOfYear
  }

  /// Every word and phrase typed for any organisation, folded as the reader reads them.
  public var cues: [String] { names.values.flatMap(\.cues) }

  /// "November 2026", "novembre 2026", "noviembre de 2026".
  public func month(of day: CalendarDay) -> String {
    let month = months.indices.contains(day.month - 1) ? months[day.month - 1] : String(day.month)
    return Placeholders.fill(monthOfYear, with: ["month": month, "year": String(day.year)])
  }
}

extension LanguagePack {
  /// The organisations' names in this language.
  public var organisations: OrganisationWords { OrganisationWords.table(for: language) }
}
