import Domain

extension LearningWords {
  /// Learning from games, in English.
  public static let english = LearningWords(
    language: .english,
    texts: [
      .timePerRound: "Time per question: {value}.",
      .seconds: "{count} s",
      .separator: "; ",
      .weakNone:
        "Nothing to work on yet: you have answered right everything you missed. "
        + "Play a game (\"quiz me\") and I will keep track.",
      .weakHeading:
        "Your weak countries ({count}), by region; the ones due come first in your next games:",
      .weakRegion: "{value}: {other}",
      .weakDue: "{country} ({value}, due)",
      .weakLater: "{country} ({value})",
      .kindCapital: "capital",
      .kindCountryOfCapital: "country of its capital",
      .kindFlag: "flag",
      .kindCode: "ISO code",
      .kindShape: "shape",
      .kindLookAlike: "look-alike flag",
      .modeLookAlike: "Look-alike flags",
      .qLookAlike: "Which flag is this: {country} or {other}?",
      .sLookAlike: "Flag: {country} or {other}",
      .tellApart: "How to tell them apart: {value}",
    ],
    weakLines: [
      "my weak countries", "show my weak countries", "what are my weak countries",
      "list my weak countries", "weak countries", "my weak spots", "my weakest countries",
      "which countries do i miss", "which countries do i keep missing",
      "which countries do i get wrong", "which countries am i bad at",
      "what do i keep getting wrong", "what am i getting wrong", "what did i get wrong",
      "what should i review", "what should i practice", "what should i practise",
      "my mistakes", "show my mistakes", "review my mistakes",
    ],
    lookAlikeWords: [
      "look-alike", "look-alikes", "lookalike", "lookalikes", "alike", "similar", "confusing",
      "confusable",
    ],
    tellApart: englishTellApart)
}
