import Domain
import Testing

@Suite struct PlaceholdersTests {
  @Test func fill_replacesEveryPlaceholderOfEachValue() {
    let text = Placeholders.fill(
      "{value} of {country}; {value} again", with: ["value": "Lima", "country": "Peru"])

    #expect(text == "Lima of Peru; Lima again")
  }

  @Test(arguments: [
    ("{other} stays", "{other} stays"), ("{ value}", "{ value}"), ("{{value}}", "{Lima}"),
    ("{value", "{value"), ("}{value}{", "}Lima{"), ("", ""),
  ])
  func fill_keepsBracesThatNameNoValue(template: String, expected: String) {
    #expect(Placeholders.fill(template, with: ["value": "Lima"]) == expected)
  }

  @Test(arguments: [
    ("{summary}", true), ("Ask me: {summary}.", true), ("« {summary} » 日本", true),
    ("{summary", false), ("summary}", false), ("{ summary}", false), ("{Summary}", false),
    ("{summar}y}", false), ("", false), ("{{summary}}", true),
  ])
  func holds_findsThePlaceholderByItsBytes(template: String, expected: Bool) {
    #expect(Placeholders.holds("summary", in: template) == expected)
  }

  @Test func fill_neverFillsPlaceholdersInsideAValue() {
    let text = Placeholders.fill("{value} and {count}", with: ["value": "{count}", "count": "3"])

    #expect(text == "{count} and 3")
  }

  @Test func fill_keepsNonASCIITextAroundPlaceholders() {
    let text = Placeholders.fill("« {value} » — 日本 🇯🇵", with: ["value": "Tōkyō"])

    #expect(text == "« Tōkyō » — 日本 🇯🇵")
  }

  @Test(arguments: [
    (true, "Washington, D.C.", "It is Washington, D.C. Next."),
    (false, "Washington, D.C.", "It is Washington, D.C.. Next."),
    (true, "Lima", "It is Lima. Next."),
  ])
  func fill_mergesAValuesFullStopWithTheSentencesOnlyWhenAsked(
    merging: Bool, value: String, expected: String
  ) {
    let text = Placeholders.fill(
      "It is {value}. Next.", with: ["value": value], mergingFullStops: merging)

    #expect(text == expected)
  }
}
