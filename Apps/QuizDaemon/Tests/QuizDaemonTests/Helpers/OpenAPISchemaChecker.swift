import Foundation

/// Checks a reply's JSON against a schema of the OpenAPI document: every key of an object is declared
/// in its `properties` (or matches `additionalProperties`), every `required` key is there, and a value
/// with an `enum` or `const` is one of them. `$ref`s are followed and nested objects and arrays checked
/// too. Each problem names where it is, as a path from `$`.
struct OpenAPISchemaChecker {
  let document: [String: Any]

  func problems(in value: Any, against schemaName: String) -> [String] {
    problems(in: value, schema: ["$ref": "#/components/schemas/\(schemaName)"], at: "$")
  }

  private func problems(in value: Any, schema: [String: Any], at path: String) -> [String] {
    if let reference = schema["$ref"] as? String {
      guard let resolved = resolve(reference) else { return ["\(path): no schema at \(reference)"] }
      return problems(in: value, schema: resolved, at: path)
    }
    if let branches = schema["oneOf"] as? [[String: Any]] {
      let each = branches.map { problems(in: value, schema: $0, at: path) }
      return each.contains { $0.isEmpty } ? [] : each.first ?? []
    }
    if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { same($0, value) }) {
      return ["\(path): \(value) is not one of \(allowed)"]
    }
    if let constant = schema["const"], !same(constant, value) {
      return ["\(path): \(value) is not \(constant)"]
    }
    if let object = value as? [String: Any] {
      return problems(inObject: object, schema: schema, at: path)
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      return array.enumerated().flatMap { index, item in
        problems(in: item, schema: items, at: "\(path)[\(index)]")
      }
    }
    return []
  }

  private func problems(
    inObject object: [String: Any], schema: [String: Any], at path: String
  ) -> [String] {
    let properties = schema["properties"] as? [String: Any] ?? [:]
    let additional = schema["additionalProperties"] as? [String: Any]
    var found: [String] = []
    for key in (schema["required"] as? [String] ?? []) where object[key] == nil {
      found.append("\(path): required key \"\(key)\" is missing")
    }
    for (key, member) in object.sorted(by: { $0.key < $1.key }) {
      if let declared = properties[key] as? [String: Any] {
        found += problems(in: member, schema: declared, at: "\(path).\(key)")
      } else if let additional {
        found += problems(in: member, schema: additional, at: "\(path).\(key)")
      } else {
        found.append("\(path): key \"\(key)\" is not declared in the schema")
      }
    }
    return found
  }

  private func resolve(_ reference: String) -> [String: Any]? {
    let prefix = "#/components/schemas/"
    guard reference.hasPrefix(prefix) else { return nil }
    let components = document["components"] as? [String: Any]
    let schemas = components?["schemas"] as? [String: Any]
    return schemas?[String(reference.dropFirst(prefix.count))] as? [String: Any]
  }

  /// Whether two decoded JSON values are the same, compared as the JSON they write.
  private func same(_ one: Any, _ other: Any) -> Bool {
    func text(_ value: Any) -> Data? {
      try? JSONSerialization.data(
        withJSONObject: [value], options: [.sortedKeys, .fragmentsAllowed])
    }
    return text(one) == text(other)
  }
}
