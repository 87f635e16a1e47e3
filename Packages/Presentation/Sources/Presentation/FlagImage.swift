import Domain

/// A country's flag as an image, for shells that show one: whose flag it is, and where the data keeps
/// the picture. What a JSON reply links to is the shell's choice (`FlagImageLinks`).
public struct FlagImage: Sendable, Equatable {
  /// The country's alpha-2 code.
  public let code: String
  /// The data's flag image (PNG, on the data's host); empty when the data has none.
  public let dataURL: String

  public init(code: String, dataURL: String) {
    self.code = code
    self.dataURL = dataURL
  }

  init(_ country: Country) {
    self.init(code: country.cca2, dataURL: country.flag.pngURL)
  }
}

/// Where a JSON reply points its flag images (`image` of a reply, its items and its cards): at the
/// data's own URLs (`data`, what `quiz --json` writes), or at a shell's own copies, as quizd serves
/// them at `/flags/<CODE>.svg` so a page loads no image from another host. A link of nil leaves the
/// image out, and a shell shows the emoji.
public struct FlagImageLinks: Sendable {
  private let link: @Sendable (_ code: String, _ dataURL: String) -> String?

  /// `link`: the URL of a country's flag from its alpha-2 code and the data's URL, or nil for none.
  public init(_ link: @escaping @Sendable (_ code: String, _ dataURL: String) -> String?) {
    self.link = link
  }

  /// The data's URLs, as they are.
  public static let data = FlagImageLinks { _, dataURL in dataURL.isEmpty ? nil : dataURL }

  /// The link to `code`'s flag, whose data URL is `dataURL`.
  public func url(code: String, dataURL: String) -> String? { link(code, dataURL) }

  func url(_ image: FlagImage) -> String? { link(image.code, image.dataURL) }
}
