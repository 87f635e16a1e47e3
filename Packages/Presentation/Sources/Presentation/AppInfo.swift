/// The product's name and version, as shown by `--version` and `about`.
public enum AppInfo {
  public static let name = "Country Quiz"
  public static let version = "0.1.0"
  /// Whose data the replies in other languages use, as its licence asks.
  public static let credits =
    "Capital names in French, Spanish, German, Portuguese and Italian: GeoNames "
    + "(https://www.geonames.org/), CC BY 4.0, via Debian's libgeonames-common. "
    + "Country shapes: DCW-GMT, the Digital Chart of the World (The GMT Team), LGPL-3+, "
    + "via Debian's gmt-dcw."
}
