import LanguagePacks
import Testing

@Suite struct WordListTests {
  @Test func aListHoldsItsWords_inAnyOrderAndHoweverOften() {
    let list: WordList = ["venture", "letter", "venture"]

    #expect(list.contains("venture"))
    #expect(!list.contains("capital"))
    #expect(list == ["letter", "venture"])
    #expect(list.hashValue == WordList(["venture", "letter"]).hashValue)
    #expect(list != ["letter"])
    #expect(WordList([]).isEmpty)
  }

  @Test func setOperations_keepTheSetsMeaning() {
    let list: WordList = ["code", "codes", "3", "three"]

    #expect(list.union(["zip"]) == ["code", "codes", "3", "three", "zip"])
    #expect(list.subtracting(["3", "three"]) == ["code", "codes"])
    #expect(list.intersection(["codes", "three", "other"]) == ["codes", "three"])
    #expect(Set(list) == ["code", "codes", "3", "three"])
  }

}
