/// The shortest way by land from one country to another: across the borders the data gives and the
/// fixed links that count (`FixedLink.all`), an exclave's border only at a route's ends
/// (`ExclaveBorder.all`). Shortest means fewest border crossings; of two as short, the one found
/// first going through neighbours in alpha-3 order, so the same question always gets the same
/// route. A route follows borders, not roads: it says nothing of a road's state or a crossing's
/// opening hours, nor how long it takes.
public struct LandRoute: Sendable, Equatable {
  /// Why there is no route.
  public enum Gap: Sendable, Equatable {
    /// The country (the start or the end) has no land border and no fixed link at all: an island
    /// state such as Iceland or Japan.
    case isolated(Country)
    /// Both have neighbours, but the sea lies between their land masses, with no link across.
    case sea
  }

  public let start: Country
  public let end: Country
  /// The countries from `start` to `end`, in order, both included; empty when there is no route,
  /// `[start]` when the start is the end.
  public let countries: [Country]
  /// The fixed links the route takes, in order.
  public let links: [FixedLink]
  /// Why there is no route, when there is none.
  public let gap: Gap?

  public init(
    start: Country, end: Country, countries: [Country], links: [FixedLink] = [], gap: Gap? = nil
  ) {
    self.start = start
    self.end = end
    self.countries = countries
    self.links = links
    self.gap = gap
  }

  /// The border crossings on the way: one fewer than the countries.
  public var crossings: Int { max(countries.count - 1, 0) }

  /// The shortest route from `start` to `end` among `countries` (the data's, whose borders it
  /// follows), with `links` and `exclaves` as the tables give them.
  public static func shortest(
    from start: Country, to end: Country, among countries: [Country],
    links: [FixedLink] = FixedLink.all, exclaves: [ExclaveBorder] = ExclaveBorder.all
  ) -> LandRoute {
    guard start.cca3 != end.cca3 else {
      return LandRoute(start: start, end: end, countries: [start])
    }
    let map = RouteMap(countries: countries, links: links, exclaves: exclaves)
    for side in [start, end] where map.isIsolated(side.cca3) {
      return LandRoute(start: start, end: end, countries: [], gap: .isolated(side))
    }
    guard let codes = map.path(from: start.cca3, to: end.cca3) else {
      return LandRoute(start: start, end: end, countries: [], gap: .sea)
    }
    let byCode = Dictionary(countries.map { ($0.cca3, $0) }) { first, _ in first }
    let used = zip(codes, codes.dropFirst()).compactMap { map.link(between: $0, and: $1) }
    return LandRoute(
      start: start, end: end, countries: codes.compactMap { byCode[$0] }, links: used)
  }
}

/// The crossings between countries, by alpha-3 code: the data's borders less those across the sea,
/// the fixed links, and the exclaves' borders kept apart as they count only at a route's ends.
struct RouteMap {
  private var neighbours: [String: Set<String>] = [:]
  /// Exclave borders: the owner's code and the neighbour's.
  private var exclaveEdges: Set<[String]> = []
  private let links: [FixedLink]

  init(countries: [Country], links: [FixedLink], exclaves: [ExclaveBorder]) {
    self.links = links
    let known = Set(countries.map(\.cca3))
    func add(_ first: String, _ second: String) {
      guard known.contains(first), known.contains(second) else { return }
      neighbours[first, default: []].insert(second)
      neighbours[second, default: []].insert(first)
    }
    for country in countries {
      for border in country.borders { add(country.cca3, border) }
    }
    for link in links where link.countries.count == 2 { add(link.countries[0], link.countries[1]) }
    for exclave in exclaves {
      neighbours[exclave.owner]?.remove(exclave.neighbour)
      neighbours[exclave.neighbour]?.remove(exclave.owner)
      if !exclave.acrossTheSea { exclaveEdges.insert([exclave.owner, exclave.neighbour]) }
    }
  }

  /// Whether the country has no crossing at all, not even an exclave's.
  func isIsolated(_ code: String) -> Bool {
    neighbours[code, default: []].isEmpty && !exclaveEdges.contains { $0.contains(code) }
  }

  /// The first link declared between two countries, when they are joined by one.
  func link(between first: String, and second: String) -> FixedLink? {
    links.first { $0.joins(first, second) }
  }

  /// The crossings from `code` on a route from `start` to `end`: an exclave's border only out of
  /// the start's exclave or into the end's.
  func next(from code: String, start: String, end: String) -> [String] {
    var found = neighbours[code, default: []]
    for edge in exclaveEdges {
      let (owner, neighbour) = (edge[0], edge[1])
      if code == owner && owner == start { found.insert(neighbour) }
      if code == neighbour && owner == end { found.insert(owner) }
    }
    return found.sorted()
  }

  /// Breadth first from `start`: the fewest crossings, neighbours taken in code order.
  func path(from start: String, to end: String) -> [String]? {
    var previous: [String: String] = [start: start]
    var frontier = [start]
    while !frontier.isEmpty {
      var following: [String] = []
      for code in frontier {
        for next in next(from: code, start: start, end: end) where previous[next] == nil {
          previous[next] = code
          if next == end { return walkBack(from: end, previous) }
          following.append(next)
        }
      }
      frontier = following
    }
    return nil
  }

  private func walkBack(from end: String, _ previous: [String: String]) -> [String] {
    var path = [end]
    while let last = path.last, let before = previous[last], before != last { path.append(before) }
    return path.reversed()
  }
}
