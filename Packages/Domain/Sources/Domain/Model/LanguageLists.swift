import Synchronization

/// The languages of the countries of one data set, read from the data when asked: a country's
/// alone for the first `readsBeforeListing` asks, then every country's at once, kept. A question
/// about one country reads its languages a few times; a question about a language's speakers reads
/// every country's (through their details, a third of such a one-shot), and a box of its own for each
/// country cost every other one-shot 2 % (three allocations a country).
public final class LanguageLists: Sendable {
  private let count: Int
  private let reading: @Sendable (Int) -> [Country.Language]
  private let lists: ReadOnce<[[Country.Language]]>
  private let reads = Atomic(0)
  static let readsBeforeListing = 16

  /// `reading` gives the languages of the country at a position, from 0 to `count`.
  public init(count: Int, reading: @escaping @Sendable (Int) -> [Country.Language]) {
    self.count = count
    self.reading = reading
    lists = ReadOnce { (0..<count).map(reading) }
  }

  /// The languages of the country at `position`; none outside the data set.
  func languages(at position: Int) -> [Country.Language] {
    guard (0..<count).contains(position) else { return [] }
    if !lists.isAtHand,
      reads.wrappingAdd(1, ordering: .relaxed).newValue <= Self.readsBeforeListing
    {
      return reading(position)
    }
    return lists.pointer.pointee[position]
  }
}

extension Country {
  /// A country's languages: given, or its place in its data set's lists.
  enum LanguageSource: Sendable, Hashable {
    case given([Language])
    case listed(LanguageLists, position: Int)

    var languages: [Language] {
      switch self {
      case .given(let languages): languages
      case .listed(let lists, let position): lists.languages(at: position)
      }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.languages == rhs.languages }

    func hash(into hasher: inout Hasher) { hasher.combine(languages) }
  }
}
