import Domain
import Presentation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The chat on a terminal: banner, prompt, replies, until `quit`, Ctrl-D or end of input. Keys are
/// edited in raw mode with history; a dumb terminal, or one that refuses raw mode, reads plain lines.
struct InteractiveChat {
  let session: ChatSession
  let streams: StandardStreams
  let style: ReplyStyle
  let history: HistoryFile?
  let profiles: ProfileStore
  /// The user's language: the banner's.
  let language: Language
  let allowsEditing: Bool

  func run() async -> Int32 {
    streams.write(banner)
    guard allowsEditing, RawMode.enter() else { return await readPlainLines() }
    defer { RawMode.restore() }
    return await editLines()
  }

  private func readPlainLines() async -> Int32 {
    while true {
      streams.write(prompt)
      guard let line = streams.readLine() else {
        streams.write("\n")
        return ExitStatus.answered
      }
      guard await handle(line) else { return ExitStatus.answered }
    }
  }

  private func editLines() async -> Int32 {
    var editor = LineEditor(history: history?.load() ?? [])
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    redraw(editor)
    while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      // End of input or a vanished terminal ends the chat like Ctrl-D.
      let keys = count > 0 ? decoder.keys(from: Array(buffer[0..<count])) : [.control("d")]
      for key in keys {
        if key == .control("l") {
          streams.write("\u{1B}[2J\u{1B}[H")
          redraw(editor)
          continue
        }
        switch editor.apply(key) {
        case .edited: redraw(editor)
        case .cancelled:
          streams.write("^C\n")
          redraw(editor)
        case .endOfInput:
          streams.write("\n")
          return ExitStatus.answered
        case .submitted(let line):
          streams.write("\n")
          history?.save(editor.history)
          guard await handle(line) else { return ExitStatus.answered }
          redraw(editor)
        }
      }
    }
  }

  /// Shows what the session makes of one line; false when the chat should end.
  private func handle(_ line: String) async -> Bool {
    let event = await session.send(line)
    profiles.keep(await session.profile)
    switch event {
    case .reply(let reply): streams.write(style.render(reply))
    case .help(let text), .about(let text), .notice(let text):
      streams.write(style.wrap(text) + "\n")
    case .clear: streams.write("\u{1B}[2J\u{1B}[H")
    case .quit: return false
    case .nothing: break
    }
    return true
  }

  private var prompt: String { style.usesColor ? "\u{1B}[1m> \u{1B}[0m" : "> " }

  private func redraw(_ editor: LineEditor) {
    streams.write(
      LineView.redraw(
        prompt: prompt, promptWidth: 2, editor: editor, columns: TerminalSize.columns()))
  }

  private var banner: String {
    let book = ChatPhrasebook.of(language)
    let examples = book.examplesInBrief.map { "  " + $0 }.joined(separator: "\n")
    return """
      \(book.text(.bannerTitle, ["name": AppInfo.name, "version": AppInfo.version]))
      \(style.dim(examples))
      \(style.dim(book.commandsLine + " " + book.text(.exits)))

      """
  }
}
