import Domain
import Foundation
import GameRules
import LanguagePacks
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
    guard allowsEditing else { return await readPlainLines() }
    let past = history?.read() ?? (lines: [], warning: nil)
    if let warning = past.warning {
      streams.writeError("quiz: warning: \(DisplayText.sanitized(warning, maxLength: 400))\n")
    }
    guard RawMode.enter() else { return await readPlainLines() }
    defer { RawMode.restore() }
    return await editLines(history: past.lines)
  }

  private func readPlainLines() async -> Int32 {
    while true {
      streams.write(prompt(for: await session.conversation.game).text)
      switch streams.readLine() {
      case nil:
        streams.write("\n")
        return ExitStatus.answered
      case .tooLong?: refuseLongLine()
      case .text(let line)?:
        guard await handle(line) else { return ExitStatus.answered }
      }
    }
  }

  private func editLines(history past: [String]) async -> Int32 {
    var editor = LineEditor(history: past)
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    var game: Game?
    redraw(editor, game)
    while true {
      // While a game's clock runs, wake each second to redraw the prompt's countdown (the typed text
      // stays as it is), and end the game when the time is up.
      if let deadline = game?.deadline, !Self.waitForInput(until: deadline) {
        if let reply = await session.expireGame() {
          let isKept = await keepProfile()
          streams.write("\n" + style.render(isKept ? reply : profiles.notSaved(reply)))
          game = await session.conversation.game
        } else if let deadline = game?.deadline, Int(Date().timeIntervalSince1970) >= deadline {
          // The data could not be reached to end it: the next line will.
          game = nil
        }
        redraw(editor, game)
        continue
      }
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      // End of input or a vanished terminal ends the chat like Ctrl-D.
      let keys = count > 0 ? decoder.keys(from: Array(buffer[0..<count])) : [.control("d")]
      for key in keys {
        if key == .control("l") {
          streams.write("\u{1B}[2J\u{1B}[H")
          redraw(editor, game)
          continue
        }
        switch editor.apply(key) {
        case .edited: redraw(editor, game)
        case .cancelled:
          streams.write("^C\n")
          // Ctrl-C ends a game, not the chat.
          if game != nil {
            _ = await handle("stop")
            game = await session.conversation.game
          }
          redraw(editor, game)
        case .endOfInput:
          streams.write("\n")
          return ExitStatus.answered
        case .submitted(let line):
          streams.write("\n")
          history?.save(editor.history)
          guard await handle(line) else { return ExitStatus.answered }
          game = await session.conversation.game
          redraw(editor, game)
        }
      }
    }
  }

  /// Shows what the session makes of one line; false when the chat should end.
  private func handle(_ line: String) async -> Bool {
    guard case .text = InputLine(line) else {
      refuseLongLine()
      return true
    }
    let event = await session.send(line)
    let isKept = await keepProfile()
    switch event {
    case .reply(let reply): streams.write(style.render(isKept ? reply : profiles.notSaved(reply)))
    case .help(let text), .about(let text), .notice(let text):
      streams.write(style.wrap(text) + "\n")
    case .clear:
      // The screen is cleared only where escapes are understood; either way the chat says so.
      if allowsEditing { streams.write("\u{1B}[2J\u{1B}[H") }
      streams.write(style.dim(style.wrap(ChatPhrasebook.of(language).text(.cleared))) + "\n")
    case .quit: return false
    case .nothing: break
    }
    return true
  }

  private func refuseLongLine() {
    streams.write(style.wrap(InputLine.tooLongMessage) + "\n")
  }

  /// Saves the profile if a line changed it; false when that failed, and the session is then back
  /// at the saved profile, so the reply must be `profiles.notSaved(_:)`.
  private func keepProfile() async -> Bool {
    guard !profiles.keep(await session.profile) else { return true }
    await session.restoreProfile(profiles.profile)
    return false
  }

  /// "> ", or during a game the time left ("4:59 > ") or the question's number ("3/10 > ").
  private func prompt(for game: Game?) -> (text: String, width: Int) {
    var plain = "> "
    var color = "1"
    if let game, !game.isOver {
      let now = Int(Date().timeIntervalSince1970)
      if let left = game.remaining(at: now) {
        plain = Game.clock(left) + " > "
        color = left <= 30 ? "1;31" : "1;33"
      } else {
        plain = "\(game.asked)/\(game.total) > "
        color = "1;36"
      }
    }
    return (style.color(color, plain), plain.count)
  }

  private func redraw(_ editor: LineEditor, _ game: Game?) {
    let prompt = prompt(for: game)
    streams.write(
      LineView.redraw(
        prompt: prompt.text, promptWidth: prompt.width, editor: editor,
        columns: TerminalSize.columns()))
  }

  /// Waits for a key until the next whole second, or the deadline; false when none came.
  private static func waitForInput(until deadline: Int) -> Bool {
    let now = Date().timeIntervalSince1970
    let nextSecond = (now.rounded(.down) + 1 - now) * 1000
    let timeout = Int32(max(1, min(nextSecond, (Double(deadline) - now) * 1000 + 1)))
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, timeout)
    return ready != 0
  }

  private var banner: String { Self.banner(in: language, style: style) }

  /// Two lines: what the quiz is, then (dim) what to try first.
  static func banner(in language: Language, style: ReplyStyle) -> String {
    let lines = ChatPhrasebook.of(language).banner()
    return style.wrap(lines[0]) + "\n" + style.dim(style.wrap(lines[1])) + "\n"
  }
}
