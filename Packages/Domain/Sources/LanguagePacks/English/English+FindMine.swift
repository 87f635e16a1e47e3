import Domain

extension FindMinePhrasebook {
  /// The find-my-country game in English; its yes and no are read in every language.
  public static let english = FindMinePhrasebook(
    language: .english,
    texts: [
      .modeName: "Find my country",
      .help:
        "Think of a country and I'll find it: answer yes, no or don't know. Commands: score, stop.",
      .questionOf: "Question {count}: {value}",
      .answerYesOrNo: "Answer yes, no or don't know (or stop).",
      .status: "Question {count} · {total} countries still fit your answers.",
      .qRegion: "Is your country in {value}?",
      .qSubregion: "Is it in {value}?",
      .qLandlocked: "Is it landlocked?",
      .qIsland: "Is it an island nation, with a coast but no land border?",
      .qMorePeople: "Has it more than {value} people?",
      .qLarger: "Is it larger than {value}?",
      .qBorders: "Does it border {country}?",
      .qCurrency: "Does it use the {value}?",
      .qLanguage: "Is {value} spoken there?",
      .qNameStarts: "Does its name start with {value}?",
      .qNorth: "Is it north of the equator?",
      .qDrivesLeft: "Do people drive on the left there?",
      .qGuess: "Is it {country}?",
      .found: "Found it: {country}, in {count} questions!",
      .gaveUp: "I give up!",
      .contradiction: "No country of my data fits all your answers.",
      .whichWasIt: "Which country was it?",
      .unknownCountry: "I don't know a country called \"{value}\". Which country was it?",
      .revealed: "{country}!",
      .misfit: "You answered {value} to \"{other}\", but my data says {count}.",
      .allFit: "Every answer fits it: I ran out of questions.",
      .yes: "yes",
      .no: "no",
      .unsure: "don't know",
      .stopped: "Game over: your country stays a secret.",
    ],
    starts: [
      "guess my country", "guess my country game", "play guess my country", "find my country",
      "play find my country", "think of a country and you guess", "i think of a country",
      "i'm thinking of a country", "im thinking of a country", "i am thinking of a country",
      "let's play guess my country", "lets play guess my country",
      "guess the country i'm thinking of",
      "guess which country i'm thinking of", "can you guess my country", "reverse quiz",
      "you guess my country", "read my mind",
    ],
    yes: [
      "yes", "y", "yeah", "yep", "yup", "ya", "sure", "correct", "right", "true", "of course",
      "yes it is", "yes it does", "yes it has", "it is", "it does", "indeed", "absolutely", "ok",
    ],
    no: [
      "no", "n", "nope", "nah", "not", "wrong", "false", "no it isn't", "no it is not",
      "no it doesn't", "it isn't", "it doesn't", "not really", "negative",
    ],
    unsure: [
      "don't know", "dont know", "i don't know", "i dont know", "dunno", "idk", "not sure",
      "no idea", "maybe", "perhaps", "unsure", "i'm not sure", "pass", "skip",
    ],
    places: [
      "Americas": "the Americas", "Caribbean": "the Caribbean", "Antarctic": "the Antarctic",
    ])
}
