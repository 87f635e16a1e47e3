import Presentation

/// The chat on a terminal: banner, prompt, replies, until `quit` or end of input.
struct InteractiveChat {
  let session: ChatSession
  let streams: StandardStreams
  let style: ReplyStyle

  func run() async -> Int32 {
    streams.write(banner)
    while true {
      streams.write(style.usesColor ? "\u{1B}[1m> \u{1B}[0m" : "> ")
      guard let line = streams.readLine() else {
        streams.write("\n")
        return ExitStatus.answered
      }
      switch await session.send(line) {
      case .reply(let reply): streams.write(style.render(reply))
      case .help(let text), .about(let text), .notice(let text): streams.write(text + "\n")
      case .clear: streams.write("\u{1B}[2J\u{1B}[H")
      case .quit: return ExitStatus.answered
      case .nothing: continue
      }
    }
  }

  private var banner: String {
    """
    \(AppInfo.name) \(AppInfo.version): ask about capitals, ISO codes, flags, and countries by first letters.
    \(style.dim("e.g. " + ReplyPresenter.examples.joined(separator: " · ")))
    \(style.dim("Commands: help, retry, about, clear, quit. Ctrl-D exits."))

    """
  }
}
