import Domain

/// The land route in English: `{value}` is the chain of countries ("Portugal → Spain → …"),
/// `{count}` the border crossings, `{other}` the countries on the way (both ends included) and
/// `{detail}` the bridges and tunnels taken; the second country is `{the other}`.
extension FactTable {
  static let englishRoutes: [Intent: FactWords] = [
    .landRoute: FactWords(
      cues: [
        "route", "routes", "overland", "land route", "by land", "by road", "by car", "drive from",
        "driving from", "drive to", "drive between", "can i drive", "get from", "travel from",
        "road trip", "border crossings", "borders to cross", "borders do i cross",
        "countries to cross", "countries do i cross", "countries between",
      ],
      falseFriendsBefore: [
        "flight", "air", "sea", "shipping", "trade", "ferry", "bus", "train", "migration",
        "smuggling", "cruise",
      ],
      allowedTopics: ["between", "travel", "trip", "road", "shortest", "way"],
      asks: "the way by land to another",
      example: "What is the shortest land route from {country} to Vietnam?",
      says: [
        .one: "By land, {the country} is one border crossing from {the other}: {value}.",
        .many:
          "The shortest land route from {the country} to {the other} crosses {count} borders, through {other} countries: {value}.",
        .then: "Bridge or tunnel on the way: {detail}.",
        .caveat: "The route follows land borders, not roads, and a crossing may be closed.",
        .isolated:
          "There is no land route from {the country} to {the other}: {the country} has no land border, nor a bridge or tunnel to another country.",
        .otherIsolated:
          "There is no land route from {the country} to {the other}: {the other} has no land border, nor a bridge or tunnel to another country.",
        .sea:
          "There is no land route from {the country} to {the other}: the sea lies between them, with no bridge or tunnel across.",
        .itself: "From {the country} to {the country}: no border to cross.",
      ])
  ]
}

extension PlaceWords {
  /// The words before a route's start named second.
  static let englishRoutes: PlaceWords = {
    var words = PlaceWords()
    words.routeStarts = ["from"]
    return words
  }()
}
