/// What a program prints about itself for installation: its manual page or a completion script.
public enum GeneratedDocument: Equatable, Sendable {
  case manual
  case completionScript(Shell)

  public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// The manual and each shell's script: what an installer writes.
  public static let all: [Self] = [.manual] + Shell.allCases.map(Self.completionScript)
}

extension CommandLineFlag {
  /// `--generate-manual` and `--generate-completion-script SHELL`: hidden, since only an installer
  /// (`make install`) asks for them.
  public static func documentFlags(
    set: @escaping @Sendable (inout Options, GeneratedDocument) -> Void
  ) -> [Self] {
    let shells = GeneratedDocument.Shell.allCases.map(\.rawValue)
    return [
      .switch(
        "--generate-manual", help: "print the manual page (roff)", isHidden: true,
        set: { set(&$0, .manual) }),
      .value(
        "--generate-completion-script", placeholder: "SHELL",
        help: "print the completion script for bash, zsh or fish", choices: shells,
        isHidden: true,
        parse: { text, setting throws(Failure) in
          guard let shell = GeneratedDocument.Shell(rawValue: text) else {
            throw .invalid("\(setting) takes \(shells.joined(separator: ", ")), not '\(text)'")
          }
          return shell
        }, set: { set(&$0, .completionScript($1)) }),
    ]
  }
}

extension CommandLineInterface {
  public func text(of document: GeneratedDocument) -> String {
    switch document {
    case .manual: manual
    case .completionScript(.bash): bashCompletion
    case .completionScript(.zsh): zshCompletion
    case .completionScript(.fish): fishCompletion
    }
  }
}
