import Presentation

/// The conversation a client carries between turns, so any replica can answer any turn: the
/// `Conversation`'s text, signed with a key derived from one secret (`v3.<text>.<mac>` in base64url),
/// and sealed (encrypted) too when it holds a game (`v3s.<iv and ciphertext>.<mac>`): a game's rounds
/// are in the conversation, and a client that could read its context could read the answers.
///
/// The construction uses only HMAC-SHA-256: a synthetic IV (the first 16 bytes of an HMAC of the
/// text, as in SIV), a keystream of HMAC blocks over the IV and a counter (counter mode with HMAC as
/// the pseudo-random function), and encrypt-then-MAC over the version, IV and ciphertext. Equal
/// conversations seal to equal contexts, so an unchanged conversation's context is handed back as it
/// came; that tells a client only that two of its own contexts hold the same conversation.
struct ConversationContext: Sendable {
  /// Contexts sealed by another version of the format are stale: read as no context. v2 added the
  /// game and the conversation's spoken language; v3 encrypts the text.
  static let version = "v3"
  static let maximumLength = 1024
  /// The shortest `QUIZD_SECRET` accepted: 32 bytes, a key as strong as the MAC. A shorter one can be
  /// recovered offline from a single context (a dictionary word in well under a millisecond).
  static let minimumSecretLength = 32
  static let notAccepted =
    "The conversation's context was not accepted (altered, or from another server or version), "
    + "so this question was answered on its own."

  private static let ivLength = 16
  private let signing: HMACSHA256
  private let sealing: HMACSHA256

  /// `secret`: `QUIZD_SECRET`, which replicas behind one balancer must share; without it a random key
  /// of this process, so only this process accepts its contexts.
  init(secret: String?) {
    let key = secret.map { Array($0.utf8) } ?? Self.randomKey()
    let master = HMACSHA256(key: key)
    signing = HMACSHA256(key: master.authenticationCode(Array("country-quiz context mac".utf8)))
    sealing = HMACSHA256(key: master.authenticationCode(Array("country-quiz context seal".utf8)))
  }

  /// The usable secret in `environment`: nil when `QUIZD_SECRET` is unset or empty (contexts then
  /// hold for this process only), an error message naming the variable when it is too short.
  static func secret(in environment: [String: String]) -> Result<String?, SecretError> {
    guard let secret = environment["QUIZD_SECRET"], !secret.isEmpty else { return .success(nil) }
    guard secret.utf8.count >= minimumSecretLength else {
      return .failure(
        SecretError(
          message:
            "QUIZD_SECRET is \(secret.utf8.count) bytes; it must be at least \(minimumSecretLength) "
            + "random bytes (for example: head -c 32 /dev/urandom | base64), or unset for contexts "
            + "that only this process accepts."))
    }
    return .success(secret)
  }

  struct SecretError: Error, Equatable {
    let message: String
  }

  func seal(_ conversation: Conversation) -> String {
    seal(text: conversation.text, encrypting: conversation.game != nil)
  }

  /// Signs a conversation's text, and encrypts it when `encrypting` (tests seal texts no conversation
  /// would write). Only a conversation holding a game is encrypted: the rest of a context is what the
  /// client itself said (its subject, the line to retry), and encrypting it too cost a fifth of a
  /// request. The two forms have their own prefixes under the MAC, so neither can pass for the other.
  func seal(text: String, encrypting: Bool = true) -> String {
    let text = Array(text.utf8)
    let payload: [UInt8]
    if encrypting {
      let iv = Array(sealing.authenticationCode([0] + text).prefix(Self.ivLength))
      payload = iv + crypt(text, iv: iv)
    } else {
      payload = text
    }
    let prefix = encrypting ? Self.sealedPrefix : Self.signedPrefix
    let signed = prefix + Base64URL.encode(payload)
    return String(
      decoding: signed + [UInt8(ascii: ".")] + Base64URL.encode(signing.authenticationCode(signed)),
      as: UTF8.self)
  }

  /// `v3.`: the text signed; `v3s.`: the text encrypted, then signed.
  private static let signedPrefix = Array("\(version).".utf8)
  private static let sealedPrefix = Array("\(version)s.".utf8)

  /// The conversation a context carries; nil when it is forged, altered, stale or malformed. The MAC is
  /// checked before anything else is read.
  func open(_ context: String) -> Conversation? {
    let bytes = Array(context.utf8)
    guard bytes.count <= Self.maximumLength,
      let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
      let mac = Base64URL.decode(bytes[(dot + 1)...])
    else { return nil }
    let signed = Array(bytes[..<dot])
    guard HMACSHA256.isEqual(mac, signing.authenticationCode(signed)) else { return nil }
    let text: [UInt8]
    if signed.starts(with: Self.sealedPrefix) {
      guard let box = Base64URL.decode(signed[Self.sealedPrefix.count...]),
        box.count >= Self.ivLength
      else { return nil }
      text = crypt(Array(box.dropFirst(Self.ivLength)), iv: Array(box.prefix(Self.ivLength)))
    } else if signed.starts(with: Self.signedPrefix),
      let payload = Base64URL.decode(signed[Self.signedPrefix.count...])
    {
      text = payload
    } else {
      return nil
    }
    guard let text = String(validating: text, as: UTF8.self),
      let conversation = Conversation(text: text)
    else { return nil }
    // A game travels only encrypted: a signed-only context claiming one was not made by this format.
    guard conversation.game == nil || signed.starts(with: Self.sealedPrefix) else { return nil }
    return conversation
  }

  /// `bytes` XORed with the keystream of `iv`: block `i` is HMAC(seal key, 1 ‖ iv ‖ i).
  private func crypt(_ bytes: [UInt8], iv: [UInt8]) -> [UInt8] {
    var out = bytes
    var counter: UInt32 = 0
    var offset = 0
    while offset < out.count {
      let block = sealing.authenticationCode(
        [1] + iv + [
          UInt8(truncatingIfNeeded: counter >> 24), UInt8(truncatingIfNeeded: counter >> 16),
          UInt8(truncatingIfNeeded: counter >> 8), UInt8(truncatingIfNeeded: counter),
        ])
      for index in 0..<min(block.count, out.count - offset) { out[offset + index] ^= block[index] }
      offset += block.count
      counter += 1
    }
    return out
  }

  private static func randomKey() -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }
}
