import Testing

@testable import CountriesAPI

/// The record scanner finds the same bytes and reads the same numbers as the obvious code.
@Suite struct ByteScanTests {
  private func withBytes<Result>(_ text: String, _ body: (ByteScan.Bytes) -> Result) -> Result {
    Array(text.utf8).withUnsafeBufferPointer { body($0[...]) }
  }

  @Test func firstIndex_findsTheFirstMatch_atEveryOffsetAndAlignment() {
    for length in 0..<40 {
      for position in 0...length {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        if position < length { bytes[position] = 9 }
        // Bytes after the match that a borrow could confuse: 0x08, 0x0A and another tab.
        if position + 1 < length { bytes[position + 1] = 8 }
        if position + 2 < length { bytes[position + 2] = 9 }
        let found = bytes.withUnsafeBufferPointer { ByteScan.firstIndex(of: 9, in: $0[...]) }
        #expect(found == (position < length ? position : length), "\(length) \(position)")
      }
    }
  }

  @Test func firstIndex_staysInsideItsSlice() {
    let bytes = Array("\tabcdefghijkl\tmnop".utf8)
    let found = bytes.withUnsafeBufferPointer { ByteScan.firstIndex(of: 9, in: $0[1..<13]) }
    #expect(found == 13)
    let inner = bytes.withUnsafeBufferPointer { ByteScan.firstIndex(of: 9, in: $0[1..<14]) }
    #expect(inner == 13)
  }

  @Test(arguments: ["", "a", "a|b", "|", "a||b|", "one long item|and another longer item|x"])
  func split_matchesTheStandardLibrary(text: String) {
    let pieces = withBytes(text) { bytes in
      ByteScan.split(bytes, at: UInt8(ascii: "|")).map { Array($0) }
    }
    let expected =
      text.isEmpty
      ? []
      : text.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map {
        Array($0)
      }
    #expect(pieces == expected)
  }

  @Test(arguments: [
    "0", "-0", "250", "41.9", "-13.16666666", "50.83333333", "0.000012345678901", "1.",
    ".5", "123456789012345", "1234567890123456", "3.141592653589793238", "1e3", "-2.5E-3",
    "", "-", ".", "1.2.3", "12a", "nan", "inf", "00042.50",
  ])
  func double_readsWhatTheStandardLibraryReads(text: String) {
    let value = withBytes(text) { ByteScan.double($0) }
    let expected = Double(text)
    #expect(value?.bitPattern == expected?.bitPattern, "\(text)")
  }
}
