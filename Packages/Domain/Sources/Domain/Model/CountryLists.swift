import Synchronization

/// The languages, continents and common names of the countries of one data set, read from the data
/// when asked:
/// a country's alone for the first `readsBeforeListing` asks, then every country's at once, kept.
/// A question about one country reads its own a few times; one about a language's speakers or a
/// region's countries reads every country's (when they were details, it decoded every country's
/// details, a third of such a one-shot), and a box of its own for each country cost every other
/// one-shot 2 % (three allocations a country). A list of countries or a prefix search reads every
/// country's common name, which read with its other names decoded all 250 countries' names.
public final class CountryLists: Sendable {
  private let languages: Field<[Country.Language]>
  private let continents: Field<[String]>
  private let commonNames: Field<String>
  private let count: Int
  private let prefixKeys: (@Sendable (Int, Domain.Language) -> String?)?

  /// `languages`, `continents` and `commonNames` give those of the country at a position, from 0 up
  /// to `count` (not included); `prefixKeys`, when the data compiled them, a country's common name
  /// in another language than English, folded (`TextFolding.fold`), or nil when it has none there.
  public init(
    count: Int, languages: @escaping @Sendable (Int) -> [Country.Language],
    continents: @escaping @Sendable (Int) -> [String],
    commonNames: @escaping @Sendable (Int) -> String,
    prefixKeys: (@Sendable (Int, Domain.Language) -> String?)? = nil
  ) {
    self.count = count
    self.languages = Field(count: count, reading: languages)
    self.continents = Field(count: count, reading: continents)
    self.commonNames = Field(count: count, reading: commonNames)
    self.prefixKeys = prefixKeys
  }

  /// Whether the lists hold each country's folded common name in the other languages.
  var holdsPrefixKeys: Bool { prefixKeys != nil }

  /// The folded common name of the country at `position` in `language`; nil when it has none there,
  /// or the lists do not hold them.
  func prefixKey(at position: Int, in language: Domain.Language) -> String? {
    guard (0..<count).contains(position) else { return nil }
    return prefixKeys?(position, language)
  }

  /// The languages of the country at `position`; none outside the data set.
  func languages(at position: Int) -> [Country.Language] { languages.value(at: position) ?? [] }

  /// The continents of the country at `position`; none outside the data set.
  func continents(at position: Int) -> [String] { continents.value(at: position) ?? [] }

  /// The common name of the country at `position`; nil outside the data set.
  func commonName(at position: Int) -> String? { commonNames.value(at: position) }

  static let readsBeforeListing = 16

  private final class Field<Value: Hashable & Sendable>: Sendable {
    private let count: Int
    private let reading: @Sendable (Int) -> Value
    private let values: ReadOnce<[Value]>
    private let reads = Atomic(0)

    init(count: Int, reading: @escaping @Sendable (Int) -> Value) {
      self.count = count
      self.reading = reading
      values = ReadOnce { (0..<count).map(reading) }
    }

    func value(at position: Int) -> Value? {
      guard (0..<count).contains(position) else { return nil }
      if !values.isAtHand,
        reads.wrappingAdd(1, ordering: .relaxed).newValue <= CountryLists.readsBeforeListing
      {
        return reading(position)
      }
      return values.pointer.pointee[position]
    }
  }
}

extension Country {
  /// A country's languages and continents: given, or its place in its data set's lists.
  enum ListSource: Sendable, Hashable {
    case given(languages: [Language], continents: [String])
    case listed(CountryLists, position: Int)

    var languages: [Language] {
      switch self {
      case .given(let languages, _): languages
      case .listed(let lists, let position): lists.languages(at: position)
      }
    }

    var continents: [String] {
      switch self {
      case .given(_, let continents): continents
      case .listed(let lists, let position): lists.continents(at: position)
      }
    }

    /// The folded common name in `language` the lists hold: `.some(nil)` when the country has none
    /// there; nil when they hold none (they are given, or the data compiled none).
    func prefixKey(in language: Domain.Language) -> String?? {
      switch self {
      case .given: nil
      case .listed(let lists, let position):
        lists.holdsPrefixKeys ? .some(lists.prefixKey(at: position, in: language)) : nil
      }
    }

    /// The common name the lists hold; nil when they are given (the names hold it).
    var commonName: String? {
      switch self {
      case .given: nil
      case .listed(let lists, let position): lists.commonName(at: position)
      }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.languages == rhs.languages && lhs.continents == rhs.continents
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(languages)
      hasher.combine(continents)
    }
  }
}
