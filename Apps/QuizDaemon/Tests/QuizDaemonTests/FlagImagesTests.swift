import CountriesAPI
import FlagImages
import Testing

/// The generated flag table: a flag for every country of the bundled data, each one SVG document.
@Suite struct FlagImagesTests {
  /// Codes of the bundled data with no flag in iso-flags-svg nor drawn by Scripts/make_flags.py.
  private static let knownMissing: [String] = []

  private static let bundledCodes: [String] = {
    guard case .success(let dataset) = BundledSnapshot.dataset else { return [] }
    return dataset.countries.map(\.cca2).sorted()
  }()

  @Test func everyBundledCountry_hasAFlag_butTheListedMissingOnes() {
    let missing = Self.bundledCodes.filter { FlagImages.flag($0) == nil }

    #expect(Self.bundledCodes.count == 250)
    #expect(missing == Self.knownMissing)
    #expect(FlagImages.codesWithoutFlags == Self.knownMissing)
    #expect(FlagImages.codes == Self.bundledCodes.filter { !Self.knownMissing.contains($0) })
  }

  @Test func everyFlag_isOneSVGElementWithBalancedTags() {
    for code in FlagImages.codes {
      let svg = FlagImages.flag(code)?.svg ?? ""
      #expect(svg.hasPrefix("<svg xmlns='http://www.w3.org/2000/svg'"), "\(code)")
      #expect(svg.contains("viewBox="), "\(code) scales with its <img>")
      #expect(Self.isBalanced(svg), "\(code)")
    }
  }

  @Test func kosovo_drawnByTheScript_isABlueFieldWithAGoldMapAndSixWhiteStars() throws {
    let svg = try #require(FlagImages.flag("XK")?.svg)

    #expect(svg.contains("fill='#244aa5'"))
    #expect(svg.contains("fill='#d0a650'"))
    #expect(svg.components(separatedBy: "<polygon").count - 1 == 7)
  }

  @Test(arguments: ["fr", "Fr", "FR"])
  func aCode_isFoundInEitherCase(code: String) {
    #expect(FlagImages.flag(code) == FlagImages.flag("FR"))
    #expect(FlagImages.flag(code) != nil)
  }

  @Test(arguments: ["", "F", "FRA", "ZZ", "F1", "..", "É€", "fr ", "ＦＲ"])
  func anythingButTwoLettersOfACountry_hasNoFlag(code: String) {
    #expect(FlagImages.flag(code) == nil)
  }

  @Test func tags_differWhenTheDrawingsDo() {
    let tags = FlagImages.codes.compactMap { FlagImages.flag($0)?.tag }

    #expect(tags.allSatisfy { $0.count == 16 })
    #expect(Set(tags).count == Set(FlagImages.codes.compactMap { FlagImages.flag($0)?.svg }).count)
  }

  @Test func checker_findsAnUnclosedOrStrayTag() {
    #expect(Self.isBalanced("<svg><g><rect/></g></svg>"))
    #expect(!Self.isBalanced("<svg><g><rect/></svg>"))
    #expect(!Self.isBalanced("<svg><g/></svg><svg/>"))
    #expect(!Self.isBalanced("<svg><g></h></svg>"))
  }

  /// Whether `svg` is one root `svg` element whose tags nest: every opened tag closed in order, and
  /// nothing after the root. Attribute values hold no `>` (the script escapes it).
  static func isBalanced(_ svg: String) -> Bool {
    var open: [Substring] = []
    var closedRoot = false
    var rest = svg[...]
    while let start = rest.firstIndex(of: "<") {
      guard !closedRoot, let end = rest[start...].firstIndex(of: ">") else { return false }
      let tag = rest[rest.index(after: start)..<end]
      rest = rest[rest.index(after: end)...]
      if tag.hasPrefix("/") {
        guard open.popLast() == tag.dropFirst() else { return false }
        closedRoot = open.isEmpty
      } else {
        let name = tag.prefix { $0 != " " && $0 != "/" }
        if tag.hasSuffix("/") {
          if open.isEmpty { closedRoot = true }
        } else {
          open.append(name)
        }
      }
    }
    return closedRoot && open.isEmpty && svg.hasPrefix("<svg")
  }
}
