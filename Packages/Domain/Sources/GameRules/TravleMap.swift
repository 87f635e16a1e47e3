import Domain

/// A route game's map: the board's land crossings, and each country's distance from the two ends,
/// by alpha-3 code; the game's codes are alpha-2.
public struct TravleMap: Sendable {
  public let graph: LandGraph
  private let alpha3: [String: String]
  private let alpha2: [String: String]
  private let fromStart: [String: Int]
  private let fromEnd: [String: Int]
  private let start: String
  private let end: String

  public init(_ travle: Travle, on board: GameBoard) {
    self.init(
      start: travle.start, end: travle.end, graph: LandGraph(countries: board.countries),
      on: board)
  }

  init(start: String, end: String, graph: LandGraph, on board: GameBoard) {
    self.graph = graph
    alpha3 = Dictionary(board.countries.map { ($0.cca2, $0.cca3) }) { first, _ in first }
    alpha2 = Dictionary(board.countries.map { ($0.cca3, $0.cca2) }) { first, _ in first }
    self.start = alpha3[start] ?? ""
    self.end = alpha3[end] ?? ""
    fromStart = graph.crossings(from: self.start, start: self.start, end: self.end)
    fromEnd = graph.crossings(from: self.end, start: self.start, end: self.end)
  }

  /// Countries between the ends on a shortest route; nil when no land route joins them.
  public var shortest: Int? { fromStart[end].map { $0 - 1 } }

  /// Where the country `code` lies against the route.
  public func mark(_ code: String) -> TravleMark {
    guard let shortest, let three = alpha3[code], let there = fromStart[three],
      let back = fromEnd[three]
    else { return .off }
    let length = there + back - 1
    return length == shortest ? .shortest : length <= shortest + 2 ? .near : .off
  }

  /// Whether the countries `named` join the ends by land.
  public func joins(_ named: [String]) -> Bool {
    graph.joins(start, end, through: Set(named.compactMap { alpha3[$0] }))
  }

  /// The fewest countries named that join the ends, the ends included, by alpha-2 code; nil
  /// when they do not join them.
  public func path(through named: [String]) -> [String]? {
    graph.path(from: start, to: end, through: Set(named.compactMap { alpha3[$0] }))?
      .compactMap { alpha2[$0] }
  }

  /// The country to name next on a shortest route: of those on one not named, the one nearest the
  /// start, first in alpha-3 order among those as near; nil when none is left.
  public func next(after named: [String]) -> String? {
    let taken = Set(named.compactMap { alpha3[$0] })
    let open = fromStart.filter { code, distance in
      code != start && code != end && !taken.contains(code)
        && mark(alpha2[code] ?? "") == .shortest && distance > 0
    }
    let best = open.min { ($0.value, $0.key) < ($1.value, $1.key) }
    return best.flatMap { alpha2[$0.key] }
  }

  /// A shortest route from start to end, the ends included, by alpha-2 code.
  public func route(on board: GameBoard) -> [String] {
    guard let first = board.country(alpha2[start] ?? ""),
      let last = board.country(alpha2[end] ?? "")
    else { return [] }
    return LandRoute.shortest(from: first, to: last, among: board.countries).countries.map(\.cca2)
  }
}
