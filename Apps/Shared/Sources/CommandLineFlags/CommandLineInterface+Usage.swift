extension CommandLineInterface {
  /// What `--help` prints: the usage line, the description, one entry per shown flag, the notes.
  public var usage: String {
    let labels = shownFlags.map(Self.label)
    // Two spaces in, three between the widest label and its help, as hand-written help has it.
    let column = 2 + min(labels.map(\.count).max() ?? 0, Self.widestLabel) + 3
    let entries = zip(labels, shownFlags).map { label, flag in
      let lines = Self.wrap(Self.helpText(flag), width: Self.width - column)
      let fits = 2 + label.count + 2 <= column
      let first = fits ? label.padding(column - 2) + (lines.first ?? "") : label
      let rest = fits ? lines.dropFirst() : lines[...]
      return (["  " + first] + rest.map { String(repeating: " ", count: column) + $0 })
        .joined(separator: "\n")
    }
    return """
      Usage: \(program) \(synopsis)

      \(description)

      Options:
      \(entries.joined(separator: "\n"))

      \(notes)
      """
  }

  static var width: Int { 100 }
  static var widestLabel: Int { 24 }

  /// `-p, --port N` or `--offline`.
  static func label(_ flag: CommandLineFlag<Options>) -> String {
    let names = (flag.short.map { [$0] } ?? []) + [flag.name]
    return names.joined(separator: ", ") + (flag.placeholder.map { " " + $0 } ?? "")
  }

  /// The help with the default and the variable after it: `port (default 8080; QUIZD_PORT)`.
  static func helpText(_ flag: CommandLineFlag<Options>) -> String {
    let extras = [flag.defaultValue.map { "default \($0)" }, flag.environment].compactMap { $0 }
    return flag.help + (extras.isEmpty ? "" : " (\(extras.joined(separator: "; ")))")
  }

  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + (line.isEmpty ? [] : [line])
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, width - count))
  }
}
