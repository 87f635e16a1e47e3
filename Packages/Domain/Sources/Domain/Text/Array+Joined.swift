/// Texts joined with a separator, by concrete code. The standard library's `joined(separator:)` for
/// a collection of strings is generic and not specialised for the caller: its first call in a process
/// asks the runtime for the collection's conformances, which scans all of the binary's conformance
/// records (some 240,000 instructions and half a megabyte of the binary mapped, in every one-shot).
/// These overloads, more specific than the standard library's, are chosen for every array and slice
/// of strings in the modules that import `Domain`, and join the same way.
extension Array where Element == String {
  public func joined(separator: String = "") -> String {
    Joining.joined(self[...], separator: separator)
  }
}

extension ArraySlice where Element == String {
  public func joined(separator: String = "") -> String {
    Joining.joined(self, separator: separator)
  }
}

private enum Joining {
  static func joined(_ texts: ArraySlice<String>, separator: String) -> String {
    guard let first = texts.first else { return "" }
    var length = separator.utf8.count * (texts.count - 1)
    for text in texts { length += text.utf8.count }
    var joined = first
    joined.reserveCapacity(length)
    for text in texts.dropFirst() {
      joined += separator
      joined += text
    }
    return joined
  }
}
