/// A route's path with one parameter, as the OpenAPI document writes it: "/flags/{code}.svg". It
/// matches a path with the same text around the parameter and, in its place, at least one character
/// and no slash.
struct PathTemplate: Sendable, Equatable {
  let prefix: String
  let suffix: String

  /// Nil for a path with no parameter, or with more than one.
  init?(_ path: String) {
    guard let open = path.firstIndex(of: "{"), let close = path[open...].firstIndex(of: "}"),
      !path[path.index(after: close)...].contains("{")
    else { return nil }
    prefix = String(path[..<open])
    suffix = String(path[path.index(after: close)...])
  }

  /// The parameter's text in `path`, or nil when `path` does not match.
  func parameter(in path: String) -> Substring? {
    guard path.utf8.count > prefix.utf8.count + suffix.utf8.count, path.hasPrefix(prefix),
      path.hasSuffix(suffix)
    else { return nil }
    let value = path.dropFirst(prefix.count).dropLast(suffix.count)
    return value.contains("/") ? nil : value
  }
}
