#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings as they were before raw mode. A signal handler cannot capture context, so the
/// one copy lives here; it is written once, before any handler is installed, and only read afterwards.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var hasSavedSettings = false

/// Puts the input terminal in raw mode (keys arrive one by one, unechoed) and restores it on every exit
/// path: `restore()`, normal process exit (`atexit`) and the terminating signals, which are re-raised
/// after the restore so the exit status still tells the parent what happened.
enum RawMode {
  private static let fatalSignals = [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGABRT, SIGSEGV, SIGBUS]

  /// Enters raw mode on standard input; false if it is not a terminal.
  static func enter() -> Bool {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    if !hasSavedSettings {
      savedSettings = settings
      hasSavedSettings = true
      atexit { restoreSaved() }
      for signal in fatalSignals { installRestoringHandler(signal) }
    }
    // Like cfmakeraw, but keep output processing so "\n" still returns the carriage.
    settings.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    settings.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    settings.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0
  }

  /// Puts the settings back as they were before `enter()`.
  static func restore() { restoreSaved() }

  private static func installRestoringHandler(_ signal: Int32) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { received in
        restoreSaved()
        Glibc.signal(received, SIG_DFL)
        raise(received)
      }
    #else
      action.__sigaction_u.__sa_handler = { received in
        restoreSaved()
        Darwin.signal(received, SIG_DFL)
        raise(received)
      }
    #endif
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
  }
}

/// Async-signal-safe: tcsetattr only.
private func restoreSaved() {
  guard hasSavedSettings else { return }
  tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
}
