extension String {
  /// The text without leading and trailing whitespace. Most lines have none, and the daemon trims
  /// every question, so that case returns at once: generic reversed views cost a sixth of a request.
  public func trimmingWhitespace() -> String {
    if let first = utf8.first, let last = utf8.last, Self.isPlainEdge(first), Self.isPlainEdge(last)
    {
      return self
    }
    guard let start = firstIndex(where: { !$0.isWhitespace }),
      let end = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[start...end])
  }

  /// An ASCII byte that is not whitespace (non-ASCII edges take the slow path: U+00A0, U+3000).
  private static func isPlainEdge(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F
  }
}
