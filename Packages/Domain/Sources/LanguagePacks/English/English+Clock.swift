import Domain

/// The clock's facts in English: local time and time differences. `{value}` is a time ("14:05") or
/// a difference ("4 h 30 min"), `{day}` the weekday, `{other}` the offset ("UTC+09:00"); a
/// difference names the other country as `{the other}` (its forms like the country's), and
/// `{detail}` the two clocks compared.
extension FactTable {
  /// Every fact in English: the clock's (below), the conventions', the figures', the memberships', who governs and
  /// the others' (`English+Facts.swift`).
  public static let english = FactTable(
    facts: englishOwnFacts.facts.merging(englishClock) { own, _ in own }
      .merging(englishConventions) { own, _ in own }
      .merging(englishEconomy) { own, _ in own }
      .merging(englishMemberships) { own, _ in own }
      .merging(englishGoverns) { own, _ in own }
      .merging(englishRoutes) { own, _ in own }
      .merging(englishShapes) { own, _ in own })

  static let englishClock: [Intent: FactWords] = [
    .localTime: FactWords(
      cues: [
        "time is it", "what time is", "local time", "current time", "time now", "time right now",
        "the time in", "time in",
      ],
      allowedTopics: ["time", "now", "current", "local", "right", "clock"],
      asks: "local time", example: "What time is it in {country}?",
      says: [
        .one: "{in country} it is {value} ({day}), {other}.",
        .pair: "{in country} it is {value} ({day}), {other}, daylight saving time.",
        .many: "{the country} has {count} time zones: {value}.",
        .none: "The tz database has no time zone for {the country}: I cannot tell its local time.",
      ]),
    .timeDifference: FactWords(
      cues: [
        "time difference", "time gap", "hours ahead", "hours behind", "hour ahead", "hour behind",
        "hours difference", "how many hours", "time ahead", "time behind",
      ],
      allowedTopics: ["time", "hours", "hour", "ahead", "behind", "difference", "between"],
      asks: "time difference with another",
      example: "What is the time difference between {country} and Japan?",
      says: [
        .ahead: "{the country} is {value} ahead of {the other} ({detail}).",
        .behind: "{the country} is {value} behind {the other} ({detail}).",
        .same: "{the country} has the same time as {the other} ({detail}).",
        .aheadOfYou: "{the country} is {value} ahead of you ({detail}).",
        .behindYou: "{the country} is {value} behind you ({detail}).",
        .sameAsYou: "{the country} has the same time as you ({detail}).",
        .at: "When it is {value} {in country}, it is {time} {in other} ({detail}).",
        .atDayAfter:
          "When it is {value} {in country}, it is {time} the next day {in other} ({detail}).",
        .atDayBefore:
          "When it is {value} {in country}, it is {time} the day before {in other} ({detail}).",
        .none:
          "I cannot tell the time difference of {the country}: the tz database lacks a zone for one of the two sides.",
      ]),
  ]
}
