import Domain

/// How one language puts a country's or a currency's name into a sentence: with which article
/// ("la France", "le Japon", "les États-Unis", "l'Italie"), after "of" ("du Japon", "de la
/// France") and after "in" ("au Japon", "en France", "aux États-Unis"). A sentence asks for a form
/// with a placeholder: `{country}` is the name alone, `{the country}`, `{of country}` and
/// `{in country}` the name with its article; the same for `{value}` when it is a currency.
public struct NameGrammar: Sendable {
  /// The forms a sentence can ask for.
  public enum Form: String, CaseIterable, Sendable {
    case the, of, `in`
  }

  /// Which article a name takes.
  public enum NameClass: String, Sendable {
    /// No article ("Cuba", "Singapour", "Deutschland").
    case bare
    case masculine, feminine
    /// A singular name that begins with a vowel where the language elides ("l'Italie").
    case elided
    case plural
  }

  /// The words before a name, by form and class: French `.of: [.masculine: "du ", .feminine:
  /// "de la ", .elided: "de l'", .plural: "des ", .bare: "de "]`.
  public var articles: [Form: [NameClass: String]]
  /// The class of each country, by alpha-2 code, where `defaultClass` is wrong.
  public var countries: [String: NameClass]
  /// The class of a name the table does not list: French `{ $0.hasSuffix("e") ? .feminine :
  /// .masculine }`.
  public var defaultClass: @Sendable (String) -> NameClass
  /// Whether a masculine or feminine name beginning with a vowel or an h elides ("l'Italie",
  /// "l'euro"; not "le yen"); a name with an aspirated h takes an override.
  public var elides: Bool
  /// Whole forms for names the articles cannot make (German datives: "in den Niederlanden"), by
  /// alpha-2 code.
  public var overrides: [String: [Form: String]]
  /// The class of a currency by the first word of its name ("livre" → feminine), where
  /// `defaultCurrencyClass` is wrong.
  public var currencies: [String: NameClass]
  public var defaultCurrencyClass: NameClass

  public init(
    articles: [Form: [NameClass: String]] = [:], countries: [String: NameClass] = [:],
    defaultClass: @escaping @Sendable (String) -> NameClass = { _ in .bare },
    elides: Bool = false, overrides: [String: [Form: String]] = [:],
    currencies: [String: NameClass] = [:], defaultCurrencyClass: NameClass = .bare
  ) {
    self.articles = articles
    self.countries = countries
    self.defaultClass = defaultClass
    self.elides = elides
    self.overrides = overrides
    self.currencies = currencies
    self.defaultCurrencyClass = defaultCurrencyClass
  }

  /// `name`, the country of `code`, in `form`.
  public func country(_ name: String, code: String, _ form: Form) -> String {
    if let whole = overrides[code]?[form] { return whole }
    return inflect(name, countries[code] ?? defaultClass(name), form)
  }

  /// A currency's name (with its code after it) in `form`.
  public func currency(_ name: String, _ form: Form) -> String {
    let head = name.split(separator: " ").first.map { String($0).lowercased() } ?? ""
    return inflect(name, currencies[head] ?? defaultCurrencyClass, form)
  }

  private func inflect(_ name: String, _ given: NameClass, _ form: Form) -> String {
    var nameClass = given
    if elides, nameClass == .masculine || nameClass == .feminine,
      let first = name.first.map({ String($0).lowercased() })?.first,
      "aeiouhâàéèêëîïôöûüœ".contains(first)
    {
      nameClass = .elided
    }
    return (articles[form]?[nameClass] ?? "") + name
  }
}
