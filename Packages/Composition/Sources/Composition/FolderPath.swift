/// Paths of the app's folders and files, joined as text: `URL.appendingPathComponent` parses the URL
/// again and `URL.path` builds a character set whose first use checks conformances, together a
/// twentieth of a one-shot that opens no cache and reads one state file.
enum FolderPath {
  /// `folder` and each of `names` joined by one slash.
  static func joined(_ folder: String, _ names: String...) -> String {
    // String to String only: a Substring joined with `+` went through the generic
    // `append(contentsOf:)`, whose first call scanned the binary's conformance records (250,000
    // instructions and half a megabyte of the binary mapped, in every process).
    var path = folder
    for name in names {
      while path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") { path.removeLast() }
      path = path == "/" ? "/" + name : path + "/" + name
    }
    return path
  }
}
