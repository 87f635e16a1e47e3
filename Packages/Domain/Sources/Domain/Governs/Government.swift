/// Who governs a country or territory, as REST Countries v4 gave it on `Government.asOf`, curated
/// by `Scripts/make_governs.py` (`make governs`, the table in `Government+Table.swift`): its system,
/// the state a territory belongs to, and its leaders with their offices.
public struct Government: Sendable, Equatable {
  /// One leader: a name, the office as the packs word it (nil when no pack words it), and the
  /// title as the data gives it, said only in English replies.
  public struct Leader: Sendable, Equatable {
    public let name: String
    public let office: Office?
    public let title: String
    public let isHeadOfState: Bool
    public let isHeadOfGovernment: Bool
    /// A governor-general or a territory's governor: stands in for the head of state.
    public let isRepresentative: Bool

    public init(
      name: String, office: Office?, title: String, isHeadOfState: Bool = false,
      isHeadOfGovernment: Bool = false, isRepresentative: Bool = false
    ) {
      self.name = name
      self.office = office
      self.title = title
      self.isHeadOfState = isHeadOfState
      self.isHeadOfGovernment = isHeadOfGovernment
      self.isRepresentative = isRepresentative
    }
  }

  public let system: GovernmentSystem?
  /// The alpha-2 code of the state a territory belongs to; nil for a sovereign state, and for a
  /// place the data names no state for.
  public let sovereign: String?
  public let leaders: [Leader]

  public init(system: GovernmentSystem? = nil, sovereign: String? = nil, leaders: [Leader] = []) {
    self.system = system
    self.sovereign = sovereign
    self.leaders = leaders
  }

  /// The heads of state: one, or two (Andorra's co-princes, San Marino's captains regent).
  public var headsOfState: [Leader] { leaders.filter(\.isHeadOfState) }
  public var headOfGovernment: Leader? { leaders.first(where: \.isHeadOfGovernment) }

  /// The leaders holding the office a question asks for ("the president"), heads first.
  public func holders(of office: Office) -> [Leader] {
    leaders.filter { $0.office.map(office.isAnswered) ?? false }
  }

  /// The government of the country with alpha-2 code `code`; an empty one when the data has none.
  public static func of(_ code: String) -> Government {
    guard let entries = table[code] else { return Government() }
    var system: GovernmentSystem?
    var sovereign: String?
    var leaders: [Leader] = []
    for entry in entries {
      if entry.hasPrefix("=") {
        system = GovernmentSystem(rawValue: String(entry.dropFirst()))
      } else if entry.hasPrefix("@") {
        sovereign = String(entry.dropFirst())
      } else {
        let parts = entry.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, !parts[2].isEmpty else { continue }
        leaders.append(
          Leader(
            name: parts[2], office: Office(rawValue: parts[1]), title: parts[3],
            isHeadOfState: parts[0].utf8.contains(UInt8(ascii: "S")),
            isHeadOfGovernment: parts[0].utf8.contains(UInt8(ascii: "G")),
            isRepresentative: parts[0].utf8.contains(UInt8(ascii: "R"))))
      }
    }
    return Government(system: system, sovereign: sovereign, leaders: leaders)
  }

  /// Every code the table holds, for its tests.
  public static var codes: [String] { table.keys.sorted() }
}
