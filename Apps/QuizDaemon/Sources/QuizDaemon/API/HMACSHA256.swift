/// HMAC-SHA-256 (RFC 2104) over `SHA256`, for the conversation context the daemon signs.
/// The padded key's block is the same for every message, so both hashes start from states that have
/// already absorbed it.
struct HMACSHA256: Sendable {
  private let inner: SHA256.State
  private let outer: SHA256.State

  init(key: [UInt8]) {
    var block = key.count > 64 ? SHA256.digest(key) : key
    block += [UInt8](repeating: 0, count: 64 - block.count)
    inner = SHA256.absorbing(SHA256.initial, block.map { $0 ^ 0x36 })
    outer = SHA256.absorbing(SHA256.initial, block.map { $0 ^ 0x5C })
  }

  func authenticationCode(_ message: [UInt8]) -> [UInt8] {
    SHA256.finish(outer, SHA256.finish(inner, message))
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
