/// One flag, declared once. Parsing, `--help`, the manual and the completion scripts all read it.
public struct CommandLineFlag<Options>: Sendable {
  /// Why a value was refused: missing (or empty where text is needed), or invalid with the whole message.
  public enum Failure: Error, Equatable, Sendable {
    case missingValue
    case invalid(String)
  }

  /// The long name, with its dashes: `--port`.
  public let name: String
  /// The one-letter alias shown beside the name: `-p`.
  public let short: String?
  /// Further spellings that parse and complete but are not shown (`--no-colour`, `-V`).
  public let aliases: [String]
  /// What the value is called in the help (`N`); nil for a switch, which takes none.
  public let placeholder: String?
  public let help: String
  /// The default as the help shows it.
  public let defaultValue: String?
  /// The variable that sets the same value; the flag wins over it.
  public let environment: String?
  /// The values completion offers (and the only ones `parse` accepts, where a flag says so).
  public let choices: [String]
  /// A value the flag accepts, other than its default: what tests and examples use.
  public let example: String?
  /// Parsed but left out of the help, the manual and completion (`--generate-manual`).
  public let isHidden: Bool
  let apply:
    @Sendable (_ options: inout Options, _ value: String, _ setting: String) throws(Failure) ->
      Void

  public var isSwitch: Bool { placeholder == nil }
  public var names: [String] { [name] + (short.map { [$0] } ?? []) + aliases }
  public var sampleValue: String? { isSwitch ? nil : example ?? defaultValue ?? choices.first }

  init(
    name: String, short: String?, aliases: [String], placeholder: String?, help: String,
    defaultValue: String?, environment: String?, choices: [String], example: String?,
    isHidden: Bool,
    apply: @escaping @Sendable (inout Options, String, String) throws(Failure) -> Void
  ) {
    (self.name, self.short, self.aliases, self.placeholder, self.help) = (
      name, short, aliases, placeholder, help
    )
    (self.defaultValue, self.environment, self.choices, self.example, self.isHidden) = (
      defaultValue, environment, choices, example, isHidden
    )
    self.apply = apply
  }
}
