import Presentation

/// The conversation a client carries between turns, so any replica can answer any turn: the
/// `Conversation`'s text, versioned and signed with HMAC-SHA-256, as `v2.<payload>.<mac>` in base64url.
struct ConversationContext: Sendable {
  /// Contexts sealed by another version of the format are stale: read as no context. v2 added the
  /// game and the conversation's spoken language to the conversation's text.
  static let version = "v2"
  static let maximumLength = 1024
  static let notAccepted =
    "The conversation's context was not accepted (altered, or from another server or version), "
    + "so this question was answered on its own."

  private let hmac: HMACSHA256

  /// `secret`: `QUIZD_SECRET`, which replicas behind one balancer must share; without it a random key
  /// of this process, so only this process accepts its contexts.
  init(secret: String?) {
    hmac = HMACSHA256(key: secret.map { Array($0.utf8) } ?? Self.randomKey())
  }

  func seal(_ conversation: Conversation) -> String {
    let payload = Array(conversation.text.utf8)
    let signed = Array(Self.version.utf8) + [UInt8(ascii: ".")] + Base64URL.encode(payload)
    return String(
      decoding: signed + [UInt8(ascii: ".")] + Base64URL.encode(hmac.authenticationCode(signed)),
      as: UTF8.self)
  }

  /// The conversation a context carries; nil when it is forged, altered, stale or malformed.
  func open(_ context: String) -> Conversation? {
    let bytes = Array(context.utf8)
    guard bytes.count <= Self.maximumLength,
      let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
      let mac = Base64URL.decode(bytes[(dot + 1)...])
    else { return nil }
    let signed = Array(bytes[..<dot])
    guard HMACSHA256.isEqual(mac, hmac.authenticationCode(signed)) else { return nil }
    let prefix = Array(Self.version.utf8) + [UInt8(ascii: ".")]
    guard signed.starts(with: prefix),
      let payload = Base64URL.decode(signed[prefix.count...]),
      let text = String(validating: payload, as: UTF8.self)
    else { return nil }
    return Conversation(text: text)
  }

  private static func randomKey() -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }
}
