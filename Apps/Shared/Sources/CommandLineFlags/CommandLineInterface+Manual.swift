extension CommandLineInterface {
  /// The manual page in roff (`man -l`): NAME, SYNOPSIS, DESCRIPTION, OPTIONS with one `.TP` entry per
  /// shown flag, ENVIRONMENT for the variables flags read, and the notes as written.
  public var manual: String {
    var lines = [
      ".TH \(program.uppercased()) \(manualSection.rawValue) \"\" \"Country Quiz\" \"\(manualSection.title)\"",
      ".SH NAME", "\(Self.roff(program)) \\- \(Self.roff(summary))",
      ".SH SYNOPSIS", ".B \(Self.roff(program))", Self.roff(synopsis),
      ".SH DESCRIPTION",
    ]
    lines += paragraphs(description).joined(separator: [".PP"])
    lines += [".SH OPTIONS"] + optionEntries
    let variables = shownFlags.filter { $0.environment != nil }
    if !variables.isEmpty {
      lines.append(".SH ENVIRONMENT")
      for flag in variables {
        lines += [".TP", ".B \(flag.environment ?? "")", "as \(Self.bold(flag.name))"]
      }
    }
    lines +=
      [".SH NOTES", ".nf"]
      + notes.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Self.roff(String($0)) } + [".fi"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `.SH OPTIONS` entries: a `.TP` tag naming the flag, then its help.
  var optionEntries: [String] {
    shownFlags.flatMap { flag in
      let names = ((flag.short.map { [$0] } ?? []) + [flag.name]).map(Self.bold)
      let value = flag.placeholder.map { " \\fI\(Self.roff($0))\\fR" } ?? ""
      return [".TP", names.joined(separator: ", ") + value, Self.roff(Self.helpText(flag))]
    }
  }

  private func paragraphs(_ text: String) -> [[String]] {
    text.split(separator: "\n\n").map { paragraph in
      paragraph.split(separator: "\n").map { Self.roff(String($0)) }
    }
  }

  private static func bold(_ name: String) -> String {
    "\\fB" + name.replacingDashes() + "\\fR"
  }

  /// Text roff prints as written: backslashes escaped, and a line that starts with a control
  /// character (`.` or `'`) guarded by a zero-width `\&`.
  static func roff(_ text: String) -> String {
    let escaped = text.unicodeScalars.map { $0 == "\\" ? "\\e" : String($0) }.joined()
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }
}

extension String {
  /// `\-` is roff's minus sign, which man pages use in option names so they can be searched and copied.
  fileprivate func replacingDashes() -> String {
    unicodeScalars.map { $0 == "-" ? "\\-" : String($0) }.joined()
  }
}
