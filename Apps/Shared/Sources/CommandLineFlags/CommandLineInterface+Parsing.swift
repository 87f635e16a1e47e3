import Domain

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
        // By index: `first(where:)` on the flags, generic over `Options`, is not specialised, and its
        // first call scanned the binary's conformance records (290,000 instructions per process).
        guard let index = flags.indices.first(where: { flags[$0].names.contains(name) }) else {
          throw CommandLineUsageError(message: unknownFlagMessage(name))
        }
        let flag = flags[index]
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
    // A swap of letters counts two edits, as it always has for flags: the cut of 3 assumes it.
    func distance(_ flag: String) -> Int {
      EditDistance.distance(flag, name, countingSwaps: false)
    }
    let closest = known.min { distance($0) < distance($1) }
    var message = "unknown option '\(name)'"
    if let closest, distance(closest) <= 3 { message += "; did you mean '\(closest)'?" }
    return message + " (see \(program) --help)"
  }
}
