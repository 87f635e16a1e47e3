import Domain

extension MysteryWords {
  /// The mystery country in English; its cues are read in every game too.
  public static let english = MysteryWords(
    language: .english,
    starts: [
      "mystery country", "mystery", "play mystery", "play mystery country", "mystery game",
      "the mystery country", "play the mystery country", "guess the country",
    ],
    dailyStarts: [
      "daily mystery", "daily mystery country", "today's mystery", "todays mystery",
      "today's mystery country", "todays mystery country", "mystery country of the day",
      "play daily mystery",
    ],
    guessOpenings: ["is it", "it's", "its", "it is", "i guess", "my guess is", "guess", "then"],
    probes: ["countries that use {value}", "countries that speak {value}"],
    cues: [
      .borders: [
        "border", "borders", "bordering", "neighbour", "neighbours", "neighbor", "next to",
      ],
      .landlocked: ["landlocked", "land locked", "no coast", "without a coast"],
      .more: ["more", "over", "above", "greater", "at least"],
      .less: ["less", "fewer", "under", "below", "at most"],
      .bigger: ["bigger", "larger", "biggest"],
      .smaller: ["smaller", "tinier"],
      .people: ["people", "inhabitants", "population", "populous", "residents"],
      .area: ["km", "km2", "km²", "square", "area", "sq"],
      .startsWith: [
        "start with", "starts with", "begin with", "begins with", "starting with", "first letter",
        "initial",
      ],
      .north: ["north", "northern", "northward"],
      .south: ["south", "southern"],
      .east: ["east", "eastern"],
      .west: ["west", "western"],
      .hemisphere: ["hemisphere", "equator"],
      .million: ["million", "millions", "m", "mio"],
      .billion: ["billion", "billions", "bn"],
      .thousand: ["thousand", "thousands", "k"],
      .howMany: ["how many", "how big", "how large", "what size", "how populous"],
    ],
    texts: [
      .name: "Mystery country",
      .dailyName: "Daily mystery country",
      .prompt:
        "I'm thinking of a country. Ask me yes-or-no questions, then guess it ({count} guesses).",
      .help:
        "Ask yes-or-no questions: \"is it in Africa?\", \"does it border France?\", \"more than 50"
        + " million people?\", \"is it landlocked?\", \"does it use the euro?\", \"does its name"
        + " start with M?\", \"is it bigger than Spain?\", \"is it north of Spain?\"; or type a"
        + " country to guess. Commands: score, stop.",
      .cannotAsk:
        "I can't answer that with yes, no or a range. Ask about its region, neighbours, size,"
        + " people, coast, currency, languages or first letter, or guess a country.",
      .noHint: "No hints in this game: ask a question instead.",
      .status: "{count} questions asked · {other} of {total} guesses used.",
      .yes: "Yes.", .no: "No.", .unknown: "The data doesn't say.",
      .between: "between {value} and {other}", .above: "over {value}", .under: "under {value}",
      .millions: "{value} million", .billions: "{value} billion",
      .region: "In {value}", .language: "{value} spoken", .currency: "Uses the {value}",
      .organisation: "A member of {value}", .borders: "Borders {country}",
      .landlocked: "Landlocked",
      .morePeople: "More than {value} people", .fewerPeople: "Fewer than {value} people",
      .larger: "Larger than {value}", .smaller: "Smaller than {value}",
      .morePeopleThan: "More people than {country}",
      .fewerPeopleThan: "Fewer people than {country}",
      .largerThan: "Larger than {country}", .smallerThan: "Smaller than {country}",
      .people: "Its population is {value}.", .area: "Its area is {value}.",
      .starts: "Its name starts with {value}",

      .toNorth: "North of {country}", .toSouth: "South of {country}",
      .toEast: "East of {country}", .toWest: "West of {country}",
      .northern: "In the northern hemisphere", .southern: "In the southern hemisphere",
      .eastern: "In the eastern hemisphere", .western: "In the western hemisphere",
      .north: "north", .northEast: "north-east", .east: "east", .southEast: "south-east",
      .south: "south", .southWest: "south-west", .west: "west", .northWest: "north-west",
      .clue:
        "✗ Not {country}. The mystery country is {value} km away, to the {other} {arrow}"
        + " ({count} % close).",
      .warmer: "Warmer!", .colder: "Colder.", .same: "Just as far.",
      .guessesLeft: "Guesses left: {count}.",
      .found: "🎉 Yes, it's {country}! Guesses: {count} of {total} · questions: {other}.",
      .lost: "Out of guesses: the mystery country was {country}.",
      .reveal: "The mystery country was {country}.",
    ])
}
