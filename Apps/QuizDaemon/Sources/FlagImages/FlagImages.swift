/// The flags quizd serves at `/flags/<CODE>.svg`, so a page shows them without another host or an
/// emoji font: one SVG (4:3) for each country of the bundled data, from Debian's iso-flags-svg
/// (public domain), minified by `Scripts/make_flags.py` (`make flags`) into `FlagImages+Table.swift`.
public enum FlagImages {
  /// One flag: the SVG document and its entity tag, which changes whenever the SVG does.
  public struct Flag: Sendable, Equatable {
    public let svg: String
    public let tag: String
  }

  /// The flag of `code`: two ASCII letters, in either case. Nil for anything else, and for a code
  /// with no flag, so no other country's flag ever stands in for it.
  public static func flag(_ code: some StringProtocol) -> Flag? {
    let bytes = Array(code.utf8)
    guard bytes.count == 2, bytes.allSatisfy(isASCIILetter) else { return nil }
    let upper = String(decoding: bytes.map { $0 & ~0x20 }, as: UTF8.self)
    return table[upper].map { Flag(svg: $0.svg, tag: $0.tag) }
  }

  /// Every code with a flag, in order.
  public static var codes: [String] { table.keys.sorted() }

  /// Codes of the bundled data with no flag in the source: served as 404 rather than a wrong flag.
  public static var codesWithoutFlags: [String] { missing }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
