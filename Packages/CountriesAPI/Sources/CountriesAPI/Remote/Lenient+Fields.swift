extension KeyedDecodingContainer {
  /// The field, or nil when it is missing or malformed (`[]` where an object belongs, a map where a list
  /// does): live v5 replies have had both, and one bad field must not cost the whole record.
  func lenient<Value: Decodable>(_ type: Value.Type, _ key: Key) -> Value? {
    (try? decodeIfPresent(type, forKey: key)) ?? nil
  }

  /// The well-formed elements of a list field; malformed ones are left out.
  func lenientList<Element: Decodable>(_ type: Element.Type, _ key: Key) -> [Element]? {
    lenient([Lenient<Element>].self, key)?.compactMap(\.value)
  }
}
