import Domain
import GameRules

extension Conversation {
  /// The longest retry line a conversation's text carries; a longer question is not kept for retry,
  /// so the daemon's context stays well under 1 KB.
  static let longestRetry = 300

  /// The conversation as one compact line, for a shell that hands it to its client (the daemon's
  /// signed context): fields in a fixed order, separated by "|", the game's and the spoken
  /// language's before the retry line, which is last. A new field changes the format: the daemon's
  /// context version says which one a text is in.
  public var text: String {
    let fields: [String] = [
      intent?.rawValue ?? "", countries.joined(separator: ","), group.map(Self.text) ?? "",
      measure?.rawValue ?? "", order.map { $0 == .most ? "most" : "least" } ?? "",
      pendingIntent?.rawValue ?? "", candidates.joined(separator: ","), game?.text ?? "",
      spoken == .english ? "" : spoken.rawValue,
      retry.flatMap { $0.utf8.count <= Self.longestRetry ? $0 : nil } ?? "",
    ]
    return fields.joined(separator: "|")
  }

  /// Reads `text`; nil when it is not a conversation's text.
  public init?(text: String) {
    // Split by bytes: "|" and "," are ASCII, and splitting by characters walks grapheme clusters,
    // a sizeable part of opening the daemon's context on every request.
    let fields = text.utf8.split(
      separator: UInt8(ascii: "|"), maxSplits: 9, omittingEmptySubsequences: false
    ).map(Substring.init)
    guard fields.count == 10 else { return nil }
    func readIntent(_ field: Substring) -> Intent?? {
      field.isEmpty ? .some(nil) : Intent(rawValue: String(field)).map { .some($0) }
    }
    func codes(_ field: Substring) -> [String]? {
      let codes = field.utf8.split(separator: UInt8(ascii: ",")).map { String(Substring($0)) }
      guard codes.count <= 8, codes.allSatisfy({ $0.utf8.count == 2 }) else { return nil }
      return codes
    }
    guard let intent = readIntent(fields[0]), let pending = readIntent(fields[5]),
      let countries = codes(fields[1]), let candidates = codes(fields[6])
    else { return nil }
    let measure = Ranking.Measure(rawValue: String(fields[3]))
    guard measure != nil || fields[3].isEmpty else { return nil }
    let order: Ranking.Order? =
      switch fields[4] {
      case "most": .most
      case "least": .least
      default: nil
      }
    guard order != nil || fields[4].isEmpty else { return nil }
    let group = Self.group(fields[2])
    guard group != nil || fields[2].isEmpty else { return nil }
    let game = fields[7].isEmpty ? nil : Game(text: fields[7])
    guard game != nil || fields[7].isEmpty else { return nil }
    guard let spoken = fields[8].isEmpty ? .english : Language(rawValue: String(fields[8])) else {
      return nil
    }
    self.init(
      intent: intent, countries: countries, group: group, measure: measure, order: order,
      pendingIntent: pending, candidates: candidates,
      retry: fields[9].isEmpty ? nil : String(fields[9]), game: game, spoken: spoken)
  }

  private static func text(_ group: CountryGroup) -> String {
    switch group {
    case .world: "w"
    case .region(let name): "r:" + name
    case .language(let name): "l:" + name
    case .currency(let code): "c:" + code
    case .organisation: "o:" + (group.organisationText ?? "")
    }
  }

  private static func group(_ field: Substring) -> CountryGroup? {
    let value = String(field.dropFirst(2))
    switch field.prefix(2) {
    case "w" where field.count == 1: return .world
    case "r:": return .region(value)
    case "l:": return .language(value)
    case "c:": return .currency(value)
    case "o:": return CountryGroup(organisationText: field.dropFirst(2))
    default: return nil
    }
  }
}
