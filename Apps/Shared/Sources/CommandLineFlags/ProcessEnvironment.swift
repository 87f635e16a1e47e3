#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment and the executable's path, read from the C runtime. `ProcessInfo.environment` and
/// `Bundle.main` would do the same, but touch about 6 MB of the static binary on the way: a third of
/// the chat's memory budget.
public enum ProcessEnvironment {
  public static var variables: [String: String] { variables(in: environ) }

  /// The variables of an `environ`-like list: "NAME=value" C strings ending with a null pointer.
  public static func variables(in entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>)
    -> [String: String]
  {
    var variables: [String: String] = [:]
    var entry = entries
    while let pointer = entry.pointee {
      // Split at the first "=" by bytes: finding it by characters (Unicode's grapheme rules, for
      // every byte of every variable) was 3 % of a one-shot's instructions.
      UnsafeBufferPointer(start: pointer, count: strlen(pointer)).withMemoryRebound(
        to: UInt8.self
      ) { bytes in
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return }
        let name = UnsafeBufferPointer(rebasing: bytes[..<equals])
        let value = UnsafeBufferPointer(rebasing: bytes[(equals + 1)...])
        variables[String(decoding: name, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
      }
      entry += 1
    }
    return variables
  }

  /// The running executable's path (links resolved on Linux), or `argv[0]` where /proc is missing.
  public static var executablePath: String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments.first ?? "quiz" }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
