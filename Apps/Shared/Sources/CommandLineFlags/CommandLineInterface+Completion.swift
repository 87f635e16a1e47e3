extension CommandLineInterface {
  /// For `/usr/share/bash-completion/completions/<program>`: flag names after a dash, the choices
  /// after a flag that has them, and nothing after one that takes another value.
  public var bashCompletion: String {
    let function = "_" + program.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    let valueCases = shownFlags.filter { !$0.isSwitch }.map { flag in
      let reply =
        flag.choices.isEmpty
        ? "COMPREPLY=()"
        : "COMPREPLY=($(compgen -W \(Self.shellQuoted(flag.choices.joined(separator: " "))) -- \"$cur\"))"
      return "    \(flag.names.joined(separator: "|"))) \(reply); return ;;"
    }
    let names = shownFlags.flatMap(\.names).joined(separator: " ")
    return """
      # bash completion for \(program); written by `\(program) --generate-completion-script bash`
      \(function)() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        case "$prev" in
      \(valueCases.joined(separator: "\n"))
        esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W \(Self.shellQuoted(names)) -- "$cur"))
        fi
      }
      complete -F \(function) \(program)

      """
  }

  /// For a folder on `$fpath`, as `_<program>`: one `_arguments` spec per name of each flag.
  public var zshCompletion: String {
    let specs = shownFlags.flatMap { flag in
      flag.names.map { name in
        let description = "[" + Self.zshEscaped(flag.help) + "]"
        guard let placeholder = flag.placeholder else {
          return Self.shellQuoted(name + description)
        }
        let action = flag.choices.isEmpty ? " " : "(\(flag.choices.joined(separator: " ")))"
        let form = name.hasPrefix("--") ? name + "=" : name
        return Self.shellQuoted(
          form + description + ":" + Self.zshEscaped(placeholder) + ":" + action)
      }
    }
    let operands = operand.map { [Self.shellQuoted("*:" + Self.zshEscaped($0) + ": ")] } ?? []
    let function = "_" + program.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    return """
      #compdef \(program)
      # zsh completion for \(program); written by `\(program) --generate-completion-script zsh`
      \(function)() {
        _arguments -s \\
      \((specs + operands).map { "    " + $0 }.joined(separator: " \\\n"))
      }
      \(function) "$@"

      """
  }

  /// For `~/.config/fish/completions/<program>.fish`: one `complete` line per flag.
  public var fishCompletion: String {
    let lines = shownFlags.map { flag in
      var words = ["complete", "-c", program]
      for name in flag.names {
        words +=
          name.hasPrefix("--")
          ? ["-l", String(name.dropFirst(2))] : ["-s", String(name.dropFirst())]
      }
      if !flag.isSwitch { words.append("-x") }
      if !flag.choices.isEmpty {
        words += ["-a", Self.fishQuoted(flag.choices.joined(separator: " "))]
      }
      return (words + ["-d", Self.fishQuoted(flag.help)]).joined(separator: " ")
    }
    return """
      # fish completion for \(program); written by `\(program) --generate-completion-script fish`
      complete -c \(program) -f
      \(lines.joined(separator: "\n"))

      """
  }

  /// Single-quoted for bash and zsh: a quote inside ends the quoting, adds `\'` and starts it again.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
  }

  /// `_arguments` reads `\`, `[`, `]` and `:` in a description or a message; escaped, they are text.
  static func zshEscaped(_ text: String) -> String {
    text.unicodeScalars.map { "\\[]:".unicodeScalars.contains($0) ? "\\" + String($0) : String($0) }
      .joined()
  }

  /// Single-quoted for fish, where `\\` and `\'` are the escapes inside quotes.
  static func fishQuoted(_ text: String) -> String {
    "'" + text.map { $0 == "\\" || $0 == "'" ? "\\" + String($0) : String($0) }.joined() + "'"
  }
}
