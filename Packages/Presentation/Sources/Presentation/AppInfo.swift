/// The product's name and version, as shown by `--version` and `about`.
public enum AppInfo {
  public static let name = "Country Quiz"
  public static let version = "0.1.0"
}
