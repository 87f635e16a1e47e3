import Domain
import Testing

/// Arrays and slices of strings joined by the concrete overloads, as the standard library joins them.
@Suite struct JoiningTests {
  /// The standard library's generic `joined(separator:)`, which the overloads shadow.
  private func generic<Texts: BidirectionalCollection>(_ texts: Texts, _ separator: String)
    -> String where Texts.Element == String
  {
    texts.joined(separator: separator)
  }

  private let samples: [[String]] = [
    [], [""], ["", ""], ["Brussels"], ["Pretoria", "Bloemfontein", "Cape Town"],
    ["a much longer first text than a small string holds", "é", "🇧🇪", ""],
    ["e\u{301}", "\u{301}"],
  ]

  @Test func anArrayOfTexts_isJoinedAsTheStandardLibraryJoinsIt() {
    for texts in samples {
      for separator in ["", " ", ", ", " et ", "\u{301}"] {
        #expect(texts.joined(separator: separator) == generic(texts, separator))
        #expect(texts.joined() == generic(texts, ""))
      }
    }
  }

  @Test func aSliceOfTexts_isJoinedAsTheStandardLibraryJoinsIt() {
    for texts in samples where !texts.isEmpty {
      let slices = [texts.dropFirst(), texts.dropLast(), texts[...]]
      for slice in slices {
        #expect(slice.joined(separator: "|") == generic(slice, "|"))
      }
    }
    #expect(["a", "b", "c"].dropLast().joined(separator: ", ") == "a, b")
  }
}
