/// The optional token `/v1/ask` requires (`QUIZD_TOKEN`), compared in constant time so the time a wrong
/// guess takes says nothing about how much of it was right.
struct BearerToken: Sendable {
  private let expected: [UInt8]

  init?(_ token: String?) {
    guard let token, !token.isEmpty else { return nil }
    expected = Array(token.utf8)
  }

  /// Whether an `Authorization` header carries the token.
  func accepts(_ authorization: String?) -> Bool {
    guard let authorization, authorization.lowercased().hasPrefix("bearer ") else { return false }
    let given = Array(authorization.utf8.dropFirst(7))
    // A length that differs by a multiple of 256 must not vanish in a byte: compare lengths whole.
    var difference: UInt8 = given.count == expected.count ? 0 : 1
    for index in 0..<expected.count {
      difference |= expected[index] ^ (index < given.count ? given[index] : 0)
    }
    return difference == 0
  }
}
