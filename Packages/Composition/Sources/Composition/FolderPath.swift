/// Paths of the app's folders and files, joined as text: `URL.appendingPathComponent` parses the URL
/// again and `URL.path` builds a character set whose first use checks conformances, together a
/// twentieth of a one-shot that opens no cache and reads one state file.
enum FolderPath {
  /// `folder` and each of `names` joined by one slash.
  static func joined(_ folder: String, _ names: String...) -> String {
    names.reduce(folder) { path, name in
      var path = Substring(path)
      while path.count > 1, path.hasSuffix("/") { path.removeLast() }
      return path == "/" ? "/" + name : path + "/" + name
    }
  }
}
