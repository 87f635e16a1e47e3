/// A question about a mystery country's secret, as the reader made it out: what the data can answer
/// with yes, no or a range, by codes, groups and numbers; never words.
public enum MysteryQuestion: Sendable, Equatable, Hashable {
  /// Whether a side of a comparison is above or below.
  public enum Side: Sendable, Equatable, Hashable {
    case more, less
  }

  /// "Is it in Africa?", "do they speak Spanish?", "does it use the euro?", "is it in NATO?"
  case inGroup(CountryGroup)
  /// "Does it border France?", by alpha-2 code.
  case borders(String)
  /// "Is it landlocked?"
  case landlocked
  /// "More than 50 million people?", "bigger than 100,000 km²?"
  case measure(Ranking.Measure, Side, Double)
  /// "Is it bigger than Spain?", "more people than France?", by alpha-2 code.
  case compared(Ranking.Measure, Side, String)
  /// "How many people live there?": answered with a range.
  case size(Ranking.Measure)
  /// "Does its name start with M?", the letters folded.
  case startsWith(String)
  /// "Is it north of Spain?", by alpha-2 code.
  case direction(Compass, of: String)
  /// "Is it in the southern hemisphere?"
  case hemisphere(Compass)
}

/// The eight points of the compass, clockwise from north.
public enum Compass: Int, Sendable, Equatable, Hashable, CaseIterable {
  case north, northEast, east, southEast, south, southWest, west, northWest

  /// The point nearest `bearing` (degrees clockwise from north).
  public init(bearing: Double) {
    let turned = (bearing.truncatingRemainder(dividingBy: 360) + 360 + 22.5)
      .truncatingRemainder(dividingBy: 360)
    self = Compass(rawValue: min(7, max(0, Int(turned / 45)))) ?? .north
  }

  /// "⬆️", "↗️"…
  public var arrow: String {
    ["⬆️", "↗️", "➡️", "↘️", "⬇️", "↙️", "⬅️", "↖️"][rawValue]
  }
}
