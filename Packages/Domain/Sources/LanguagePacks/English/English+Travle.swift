import Domain

extension TravleWords {
  /// The route game in English.
  public static let english = TravleWords(
    language: .english,
    starts: [
      "travle", "play travle", "route game", "the route game", "play the route game",
      "play route game", "routes game", "travle game",
    ],
    dailyStarts: [
      "daily travle", "travle daily", "daily route", "daily route game", "today's route",
      "todays route", "today's travle", "todays travle", "route of the day",
    ],
    texts: [
      .name: "Route game", .dailyName: "Daily route",
      .prompt:
        "Get from {value} to {other} by land: name the countries in between, one per line, in any order. A shortest route has {count}; you may name {total} (four more, as in Travle).",
      .help:
        "Name a country on the way, one per line: ✓ on a shortest route, ~ on a longer one, ✗ off the way. The game is won once the countries named join the two by land. Type \"hint\" for the next country of a shortest route (it costs a point), \"stop\" to see one.",
      .status: "{count} of {total} countries named · a shortest route has {other}.",
      .shortest: "✓ {country} is on a shortest route.",
      .near: "~ {country} is on a longer route: it counts as an extra.",
      .off: "✗ {country} is off the way.",
      .hint: "Hint: {country} is on a shortest route (it costs a point).",
      .won: "You made it from {value} to {other} in {count} guesses: {route}.",
      .perfect: "Perfect: a shortest route!",
      .lost: "No guesses left.",
      .route: "A shortest route: {route}.",
    ])
}
