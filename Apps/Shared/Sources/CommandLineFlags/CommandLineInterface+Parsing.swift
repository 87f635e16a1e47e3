extension CommandLineInterface {
  /// Applies the declared variables of `environment`, then the arguments (without the program name),
  /// to `options`: flags win. `--` ends the flags; `--name=value` and `--name value` both work.
  public func parse(
    _ arguments: [String], into options: Options, environment: [String: String] = [:]
  ) -> Result<(options: Options, operands: [String]), CommandLineUsageError> {
    var options = options
    do throws(CommandLineUsageError) {
      for flag in flags {
        guard let variable = flag.environment, let text = environment[variable], !text.isEmpty
        else { continue }
        try apply(flag, to: &options, value: text, setting: variable)
      }
      var operands: [String] = []
      var flagsEnded = false
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        if flagsEnded || !argument.hasPrefix("-") || argument == "-" {
          guard operand != nil else { throw usageError("unexpected argument '\(argument)'") }
          operands.append(argument)
          continue
        }
        if argument == "--" {
          flagsEnded = true
          continue
        }
        let (name, inline) = Self.split(argument)
        guard let flag = flags.first(where: { $0.names.contains(name) }) else {
          throw CommandLineUsageError(message: unknownFlagMessage(name))
        }
        if flag.isSwitch {
          guard inline == nil else { throw usageError("\(name) takes no value") }
          try apply(flag, to: &options, value: "", setting: name)
        } else {
          guard let text = inline ?? remaining.popFirst() else {
            throw usageError("\(name) needs a valid value")
          }
          try apply(flag, to: &options, value: text, setting: name)
        }
      }
      return .success((options, operands))
    } catch {
      return .failure(error)
    }
  }

  private func apply(
    _ flag: CommandLineFlag<Options>, to options: inout Options, value: String, setting: String
  ) throws(CommandLineUsageError) {
    do throws(CommandLineFlag<Options>.Failure) {
      try flag.apply(&options, value, setting)
    } catch {
      switch error {
      case .missingValue: throw usageError("\(setting) needs a valid value")
      case .invalid(let message): throw CommandLineUsageError(message: message)
      }
    }
  }

  private func usageError(_ text: String) -> CommandLineUsageError {
    CommandLineUsageError(message: "\(text) (see \(program) --help)")
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private func unknownFlagMessage(_ name: String) -> String {
    let known = shownFlags.flatMap(\.names).filter { $0.hasPrefix("--") }
    let closest = known.min { Self.distance($0, name) < Self.distance($1, name) }
    var message = "unknown option '\(name)'"
    if let closest, Self.distance(closest, name) <= 3 { message += "; did you mean '\(closest)'?" }
    return message + " (see \(program) --help)"
  }

  /// Levenshtein distance over the first 64 bytes: a typo's distance, not a long argument's.
  static func distance(_ a: String, _ b: String) -> Int {
    let lhs = Array(a.utf8.prefix(64))
    let rhs = Array(b.utf8.prefix(64))
    var row = Array(0...rhs.count)
    for (i, x) in lhs.enumerated() {
      var previous = row[0]
      row[0] = i + 1
      for (j, y) in rhs.enumerated() {
        let current = row[j + 1]
        row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (x == y ? 0 : 1))
        previous = current
      }
    }
    return row[rhs.count]
  }
}
