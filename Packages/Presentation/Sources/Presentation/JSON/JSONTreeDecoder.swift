/// Decodes a `Decodable` value from a `JSONTree`, as Foundation's `JSONDecoder` would from the same
/// text: a type that does not match throws `DecodingError.typeMismatch`, a missing key
/// `keyNotFound`, a number that does not fit its type `dataCorrupted`. Numbers are read from their
/// text only when asked for, as the type asked for.
struct JSONTreeDecoder: Decoder {
  let tree: JSONTree
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(_ tree: JSONTree, codingPath: [any CodingKey] = []) {
    self.tree = tree
    self.codingPath = codingPath
  }

  /// The value of `type` a whole JSON text holds; nil when the text is no JSON or holds no such value.
  static func decode<Value: Decodable>(_ type: Value.Type, from bytes: some Collection<UInt8>)
    -> Value?
  {
    guard let tree = JSONTree(bytes) else { return nil }
    return try? Value(from: JSONTreeDecoder(tree))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = tree else { throw mismatch([String: Any].self) }
    return KeyedDecodingContainer(Keyed<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = tree else { throw mismatch([Any].self) }
    return Unkeyed(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    .typeMismatch(
      type, .init(codingPath: codingPath, debugDescription: "Expected \(type), found \(tree)."))
  }

  fileprivate struct Super: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
  }

  fileprivate struct Index: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }
}

extension JSONTreeDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool { tree == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let value) = tree else { throw mismatch(type) }
    return value
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let value) = tree else { throw mismatch(type) }
    return value
  }

  func decode(_ type: Double.Type) throws -> Double {
    guard case .number(let text) = tree, let value = Double(text), value.isFinite else {
      throw mismatch(type)
    }
    return value
  }

  func decode(_ type: Float.Type) throws -> Float {
    let value = try decode(Double.self)
    guard
      let float = Float(exactly: value)
        ?? (abs(value) <= Double(Float.greatestFiniteMagnitude)
          ? Float(value) : nil)
    else { throw corrupted(type) }
    return float
  }

  /// An integer, from digits or from a number with an exponent or a fraction that is whole ("1e3").
  private func integer<Value: FixedWidthInteger>(_ type: Value.Type) throws -> Value {
    guard case .number(let text) = tree else { throw mismatch(type) }
    if let value = Value(text) { return value }
    guard let value = Double(text), value.rounded() == value, let whole = Value(exactly: value)
    else { throw corrupted(type) }
    return whole
  }

  private func corrupted(_ type: Any.Type) -> DecodingError {
    .dataCorrupted(
      .init(codingPath: codingPath, debugDescription: "The number \(tree) does not fit \(type)."))
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try Value(from: self)
  }
}

extension JSONTreeDecoder {
  private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONTree]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func decoder(for key: Key) throws -> JSONTreeDecoder {
      guard let tree = members[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: codingPath, debugDescription: "No value for \(key.stringValue)."))
      }
      return JSONTreeDecoder(tree, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      try decoder(for: key).decode(type)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try decoder(for: key).decode(type)
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try decoder(for: key).decode(type)
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try decoder(for: key).decode(type)
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
      try decoder(for: key).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
      throws -> KeyedDecodingContainer<NestedKey>
    {
      try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try decoder(for: key).unkeyedContainer()
    }

    /// The value under "super", or null, as `JSONDecoder` gives it.
    func superDecoder() throws -> any Decoder {
      JSONTreeDecoder(members["super"] ?? .null, codingPath: codingPath + [Super()])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
  }

  private struct Unkeyed: UnkeyedDecodingContainer {
    let elements: [JSONTree]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> JSONTreeDecoder {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          Any.self, .init(codingPath: codingPath, debugDescription: "The array has ended."))
      }
      defer { currentIndex += 1 }
      return JSONTreeDecoder(
        elements[currentIndex], codingPath: codingPath + [Index(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          Any?.self, .init(codingPath: codingPath, debugDescription: "The array has ended."))
      }
      guard elements[currentIndex] == .null else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
      try next().decode(type)
    }

    mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }
  }
}
