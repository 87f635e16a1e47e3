/// A program's command line: its flags, in the order the help lists them, and the prose around them.
public struct CommandLineInterface<Options>: Sendable {
  public let program: String
  /// What follows the program's name in the usage line: `[options] [question]`.
  public let synopsis: String
  /// One line for the manual's NAME section.
  public let summary: String
  /// The paragraphs `--help` prints before the options, as written; worked out only when a help,
  /// a manual page or a completion script is printed, never for a question.
  public var description: String { describe() }
  private let describe: @Sendable () -> String
  public let flags: [CommandLineFlag<Options>]
  /// The paragraphs `--help` prints after the options (environment, exit status), as written.
  public let notes: String
  /// What the words after the flags are called (`question`); nil when the program takes none.
  public let operand: String?
  /// The manual's section: a command people run (1) or a daemon an administrator runs (8).
  public let manualSection: ManualSection

  /// The sections of the manual a program's page belongs in, with their headers' titles.
  public enum ManualSection: Int, Sendable {
    case userCommands = 1
    case systemAdministration = 8

    var title: String {
      switch self {
      case .userCommands: "User Commands"
      case .systemAdministration: "System Administration"
      }
    }
  }

  public init(
    program: String, synopsis: String, summary: String,
    description: @autoclosure @escaping @Sendable () -> String,
    flags: [CommandLineFlag<Options>], notes: String, operand: String? = nil,
    manualSection: ManualSection = .userCommands
  ) {
    self.manualSection = manualSection
    (self.program, self.synopsis, self.summary, self.describe) = (
      program, synopsis, summary, description
    )
    (self.flags, self.notes, self.operand) = (flags, notes, operand)
  }

  var shownFlags: [CommandLineFlag<Options>] { flags.filter { !$0.isHidden } }
}

/// Why the arguments could not be understood, with a hint.
public struct CommandLineUsageError: Error, Equatable, Sendable {
  public let message: String

  public init(message: String) {
    self.message = message
  }
}
