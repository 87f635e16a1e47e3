/// HMAC-SHA-256 (RFC 2104) over `SHA256`, for the conversation context the daemon signs.
struct HMACSHA256: Sendable {
  private let innerPad: [UInt8]
  private let outerPad: [UInt8]

  init(key: [UInt8]) {
    var block = key.count > 64 ? SHA256.digest(key) : key
    block += [UInt8](repeating: 0, count: 64 - block.count)
    innerPad = block.map { $0 ^ 0x36 }
    outerPad = block.map { $0 ^ 0x5C }
  }

  func authenticationCode(_ message: [UInt8]) -> [UInt8] {
    SHA256.digest(outerPad + SHA256.digest(innerPad + message))
  }

  /// Compares two codes in time that depends only on their length, so a forger learns nothing from
  /// how long a refusal takes.
  static func isEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
    return difference == 0
  }
}
