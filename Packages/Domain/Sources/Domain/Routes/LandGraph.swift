/// The land crossings between countries (`LandRoute`'s borders, fixed links and exclaves), by
/// alpha-3 code, for a game of routes: how many crossings each country lies from a route's ends,
/// and whether some countries alone join them.
public struct LandGraph: Sendable {
  private let map: RouteMap

  public init(
    countries: [Country], links: [FixedLink] = FixedLink.all,
    exclaves: [ExclaveBorder] = ExclaveBorder.all
  ) {
    map = RouteMap(countries: countries, links: links, exclaves: exclaves)
  }

  /// The fewest crossings from `origin` to every country reachable by land, on a route from `start`
  /// to `end` (an exclave's border counts only at those ends); `origin` is `start` or `end`.
  public func crossings(from origin: String, start: String, end: String) -> [String: Int] {
    // Walking back from the end, the end's exclave borders lead out of it: the ends swap.
    let (first, last) = origin == start ? (start, end) : (end, start)
    var distance = [origin: 0]
    var frontier = [origin]
    while !frontier.isEmpty {
      var following: [String] = []
      for code in frontier {
        let steps = distance[code, default: 0] + 1
        for next in map.next(from: code, start: first, end: last) where distance[next] == nil {
          distance[next] = steps
          following.append(next)
        }
      }
      frontier = following
    }
    return distance
  }

  /// Whether a land route joins `start` to `end` through `through` alone (the ends aside).
  public func joins(_ start: String, _ end: String, through: Set<String>) -> Bool {
    path(from: start, to: end, through: through) != nil
  }

  /// The fewest crossings from `start` to `end` through `through` alone, the ends included;
  /// nil when those countries do not join them.
  public func path(from start: String, to end: String, through: Set<String>) -> [String]? {
    guard start != end else { return [start] }
    var previous = [start: start]
    var frontier = [start]
    while !frontier.isEmpty {
      var following: [String] = []
      for code in frontier {
        for next in map.next(from: code, start: start, end: end) where previous[next] == nil {
          guard next == end || through.contains(next) else { continue }
          previous[next] = code
          if next == end {
            var path = [end]
            while let last = path.last, let before = previous[last], before != last {
              path.append(before)
            }
            return path.reversed()
          }
          following.append(next)
        }
      }
      frontier = following
    }
    return nil
  }
}
