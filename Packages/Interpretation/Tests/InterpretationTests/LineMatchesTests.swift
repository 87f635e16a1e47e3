import Domain
import Synchronization
import Testing

@testable import Interpretation

/// A line's names are found once a turn (`LineMatches`) and filtered by what each match excludes:
/// the same names as finding them again, never another line's.
@Suite struct LineMatchesTests {
  private static func index() -> CountryNameIndex {
    CountryNameIndex(countries: Confusables.countries, lexicon: .english)
  }

  private static func found(_ matches: [CountryMatch]) -> [String] {
    matches.map { "\($0.codes.joined(separator: "/"))@\($0.start)+\($0.length)" }
  }

  @Test func aNameTouchingAnExcludedWord_isNotFound_theOthersAre() {
    let index = Self.index()
    let tokens = Tokenizer.tokens("south sudan or sudan", spelling: .none)
    #expect(Self.found(index.matches(in: tokens, excluding: [])) == ["SS@0+2", "SD@1+1", "SD@3+1"])
    #expect(Self.found(index.matches(in: tokens, excluding: [0])) == ["SD@1+1", "SD@3+1"])
    #expect(Self.found(index.matches(in: tokens, excluding: [1])) == ["SD@3+1"])
    #expect(Self.found(index.matches(in: tokens, excluding: [3])) == ["SS@0+2", "SD@1+1"])
  }

  @Test func peopleAreLookedFor_onlyWhenAWordOutsideTheExcludedOnesMayNameThem() {
    let index = Self.index()
    let tokens = Tokenizer.tokens("what do norwegians speak", spelling: .none)
    #expect(Self.found(index.matches(in: tokens, excluding: [])) == ["NO@2+1"])
    #expect(index.matches(in: tokens, excluding: [2]).isEmpty)
    #expect(Self.found(index.matches(in: tokens, excluding: [3])) == ["NO@2+1"])
  }

  /// Lines read in turn, each matched with its words excluded one by one, find what a new index
  /// finds for the same line: nothing kept from one line reaches another.
  @Test func manyLinesInTurn_findWhatAFreshIndexFinds() {
    let lines = [
      "is niger bigger than nigeria", "what do norwegians speak", "capital of south korea",
      "south sudan or sudan", "nigerr and guinea bissau", "the french flag",
      "is niger bigger than nigeria",
    ]
    let warm = Self.index()
    for _ in 0..<2 {
      for line in lines {
        let tokens = Tokenizer.tokens(line, spelling: .none)
        // No word, each word, and each two words side by side ("capital of").
        let exclusions =
          [[]] + tokens.indices.map { [$0] } + tokens.indices.dropLast().map { [$0, $0 + 1] }
        for excluded in exclusions {
          let expected = Self.index().matches(in: tokens, excluding: Set(excluded))
          let matched = warm.matches(in: tokens, excluding: Set(excluded))
          // The words they start at in order; names at the same word come in the order the
          // table was built in, which varies from one index to another.
          #expect(matched.map(\.start) == expected.map(\.start), "\(line) \(excluded)")
          #expect(
            Self.found(matched).sorted() == Self.found(expected).sorted(), "\(line) \(excluded)")
        }
      }
    }
    #expect(warm.lineMatches.count == warm.lineMatches.kept)
  }

  /// A word is looked up once a line, and only where a match starts from it: a word every match
  /// excludes is never looked up (a one-shot would map its typo tables for nothing).
  @Test func eachStartIsLookedUpOnce_andOnlyWhenAMatchStartsThere() {
    let lines = LineMatches()
    let tokens = Tokenizer.tokens("is niger bigger than nigeria", spelling: .none)
    var looked: [Int] = []
    let find = { (start: Int) -> [CountryMatch] in
      looked.append(start)
      return [CountryMatch(codes: ["NE"], start: start, length: 1, edits: 0, tier: .primary)]
    }
    let first = lines.names(in: tokens, table: .names, at: [1, 4], find: find)
    #expect(looked == [1, 4])
    let second = lines.names(in: tokens, table: .names, at: [0, 1, 2, 4], find: find)
    #expect(looked == [1, 4, 0, 2])
    #expect(first.map(\.start) == [1, 4])
    #expect(second.map(\.start) == [0, 1, 2, 4])
    _ = lines.names(in: tokens, table: .demonyms, at: [1], find: find)
    #expect(looked == [1, 4, 0, 2, 1])
  }

  /// Whether a word may name people is asked once a line, in order, until one may: the demonyms'
  /// table is built for no line whose words outside the cue are fillers, cues or names.
  @Test func eachWordIsAskedOnceWhetherItMayNamePeople_untilOneMay() {
    let lines = LineMatches()
    let tokens = Tokenizer.tokens("what do the norwegians speak", spelling: .none)
    var asked: [Int] = []
    let namesPeople = { (position: Int) -> Bool in
      asked.append(position)
      return position == 3
    }
    #expect(!lines.mayNamePeople(in: tokens, at: [0, 1, 2], namesPeople: namesPeople))
    #expect(lines.mayNamePeople(in: tokens, at: [0, 1, 2, 3, 4], namesPeople: namesPeople))
    #expect(lines.mayNamePeople(in: tokens, at: [3, 4], namesPeople: namesPeople))
    #expect(!lines.mayNamePeople(in: tokens, at: [1, 4], namesPeople: namesPeople))
    #expect(asked == [0, 1, 2, 3, 4])
  }
}

@Suite struct RecentLinesTests {
  @Test func aLineReadAgainSoonAfter_isNotWorkedOutAgain_oneWorkedOutBeforeOthersIs() {
    let lines = Mutex(RecentLines<String, Int>(keeping: 2))
    var made = 0
    let make = { () -> Int in
      made += 1
      return made
    }
    #expect(lines.value(for: "capital of peru", make: make) == 1)
    #expect(lines.value(for: "capital of peru", make: make) == 1)
    #expect(lines.value(for: "flag of peru", make: make) == 2)
    #expect(lines.value(for: "capital of peru", make: make) == 1)
    #expect(lines.value(for: "anthem of peru", make: make) == 3)
    #expect(lines.withLock { $0.count } == 2)
    // The line worked out longest ago goes first, though it was read since.
    #expect(lines.withLock { $0["capital of peru"] } == nil)
    #expect(lines.withLock { $0["flag of peru"] } == 2)
    #expect(lines.value(for: "capital of peru", make: make) == 4)
  }

  /// A kept line kept again is replaced where it stands: it neither moves nor pushes another out.
  @Test func aKeptLineKeptAgain_isReplacedInPlace() {
    var lines = RecentLines<String, Int>(keeping: 2)
    lines.keep(1, for: "a")
    lines.keep(2, for: "b")
    lines.keep(11, for: "a")
    #expect(lines["a"] == 11)
    #expect(lines["b"] == 2)
    lines.keep(3, for: "c")
    #expect(lines["a"] == nil)
    #expect(lines.count == 2)
  }

  /// Lines are told apart by their bytes, never through Unicode's normalization: a composed and a
  /// decomposed "Pérou" are two lines (each worked out once), where `==` finds them equal.
  @Test func linesAreToldApartByTheirBytes() {
    let composed = "P\u{E9}rou"
    let decomposed = "Pe\u{301}rou"
    #expect(composed == decomposed)
    #expect(!composed.hasSameBytes(as: decomposed))
    #expect(composed.hasSameBytes(as: "P\u{E9}rou"))
    let tokens = Tokenizer.tokens("capital of peru", spelling: .none)
    var quoted = Tokenizer.tokens("capital of 'peru'", spelling: .none)
    #expect(tokens[2].hasSameBytes(as: tokens[2]))
    #expect(!tokens[2].hasSameBytes(as: quoted.removeLast()))
  }
}
