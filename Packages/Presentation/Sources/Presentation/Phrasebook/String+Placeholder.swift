import Domain

extension String {
  /// This template with every `placeholder` ("{value}") replaced by `value`, filled by
  /// `Placeholders`: the chat phrasebook's call, one placeholder at a time.
  func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
    let braces = (UInt8(ascii: "{"), UInt8(ascii: "}"))
    guard placeholder.utf8.count > 2, placeholder.utf8.first == braces.0,
      placeholder.utf8.last == braces.1
    else { return self }
    return Placeholders.fill(self, with: [String(placeholder.dropFirst().dropLast()): value])
  }
}
