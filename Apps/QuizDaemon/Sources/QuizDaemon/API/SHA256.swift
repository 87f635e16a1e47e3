/// SHA-256 (FIPS 180-4), for the hashes of the web page's inline script and style in its
/// Content-Security-Policy and for `HMACSHA256`, which signs conversation contexts. The toolchain ships
/// no digest on Linux.
///
/// Written for the daemon's hot path: a context is opened and sealed for every question, so the state
/// lives in registers (`SIMD8`), the message schedule in a stack buffer, and `HMACSHA256` starts from
/// states that have already absorbed its padded key (`State`), saving two of every HMAC's compressions.
enum SHA256 {
  /// The hash's state after whole 64-byte blocks.
  struct State: Sendable {
    var words: SIMD8<UInt32>
    /// Bytes absorbed so far, a multiple of 64.
    var length: UInt64
  }

  static let initial = State(
    words: SIMD8(
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
      0x5be0_cd19),
    length: 0)

  static func digest(_ message: [UInt8]) -> [UInt8] {
    finish(initial, message)
  }

  /// `state` after absorbing `blocks`, whose length is a multiple of 64.
  static func absorbing(_ state: State, _ blocks: [UInt8]) -> State {
    precondition(blocks.count % 64 == 0)
    var state = state
    blocks.withUnsafeBytes { compress(&state, $0) }
    return state
  }

  /// The digest of everything `state` absorbed followed by `message`.
  static func finish(_ state: State, _ message: [UInt8]) -> [UInt8] {
    let total = (state.length &+ UInt64(message.count)) &* 8
    var padded = message
    padded.reserveCapacity(message.count + 72)
    padded.append(0x80)
    while padded.count % 64 != 56 { padded.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      padded.append(UInt8(truncatingIfNeeded: total >> UInt64(shift)))
    }
    var state = state
    padded.withUnsafeBytes { compress(&state, $0) }
    var digest = [UInt8](repeating: 0, count: 32)
    for index in 0..<8 {
      let word = state.words[index]
      digest[index * 4] = UInt8(truncatingIfNeeded: word >> 24)
      digest[index * 4 + 1] = UInt8(truncatingIfNeeded: word >> 16)
      digest[index * 4 + 2] = UInt8(truncatingIfNeeded: word >> 8)
      digest[index * 4 + 3] = UInt8(truncatingIfNeeded: word)
    }
    return digest
  }

  private static func compress(_ state: inout State, _ bytes: UnsafeRawBufferPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
      roundConstants.withUnsafeBufferPointer { constants in
        for block in stride(from: 0, to: bytes.count, by: 64) {
          for index in 0..<16 {
            let offset = block + index * 4
            words[index] =
              UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
              | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
          }
          for index in 16..<64 {
            let s0 =
              rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18)
              ^ (words[index - 15] >> 3)
            let s1 =
              rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
          }
          let start = state.words
          var (a, b, c, d, e, f, g, h) = (
            start[0], start[1], start[2], start[3], start[4], start[5], start[6], start[7]
          )
          for index in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ s1 &+ choice &+ constants[index] &+ words[index]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
          }
          state.words &+= SIMD8(a, b, c, d, e, f, g, h)
        }
      }
    }
    state.length &+= UInt64(bytes.count)
  }

  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    value >> count | value << (32 - count)
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
