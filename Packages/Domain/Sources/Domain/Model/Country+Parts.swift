extension Country {
  /// Every name the data gives a country, in the data's own spelling.
  public struct Names: Sendable, Equatable, Hashable {
    public let common: String
    public let official: String
    /// Names in the country's own languages, keyed by ISO 639-3 code; worked out on each use when
    /// a loader gave them deferred (the name index of the bundled snapshot never reads them).
    public var native: [String: LocalizedName] { nativeSource() }
    private let nativeSource: @Sendable () -> [String: LocalizedName]
    public let alternates: [String]
    private let translationSource: @Sendable () -> [String: LocalizedName]
    private let translationLookup: (@Sendable (String) -> LocalizedName?)?

    /// Names in other languages, keyed by ISO 639-3 code. Worked out anew on each use, not kept: all
    /// countries' translations held at once were 2 MB, a tenth of the chat's memory, while the name index
    /// reads each once and a reply needs one language of one country. Read it once per use.
    public var translations: [String: LocalizedName] { translationSource() }

    /// The name in one language (ISO 639-3 code), without working out the others: a reply or a
    /// language's name index needs one of some twenty-five.
    public func translation(in code: String) -> LocalizedName? {
      guard let translationLookup else { return translationSource()[code] }
      return translationLookup(code)
    }

    public init(
      common: String, official: String, native: [String: LocalizedName] = [:],
      translations: [String: LocalizedName] = [:], alternates: [String] = []
    ) {
      self.init(common: common, official: official, native: native, alternates: alternates) {
        translations
      }
    }

    /// Names whose translations are worked out when asked for: they are most of a country's data and
    /// rarely needed, so a loader can skip decoding them at start-up and keep only their bytes.
    /// `translation` finds one language's name without `translations` working out all of them.
    public init(
      common: String, official: String, native: [String: LocalizedName] = [:],
      alternates: [String] = [],
      translations: @escaping @Sendable () -> [String: LocalizedName],
      translation: (@Sendable (String) -> LocalizedName?)? = nil,
      deferredNative: (@Sendable () -> [String: LocalizedName])? = nil
    ) {
      self.common = common
      self.official = official
      self.nativeSource = deferredNative ?? { native }
      self.alternates = alternates
      self.translationSource = translations
      self.translationLookup = translation
    }

    public static func == (lhs: Names, rhs: Names) -> Bool {
      lhs.common == rhs.common && lhs.official == rhs.official && lhs.native == rhs.native
        && lhs.alternates == rhs.alternates && lhs.translations == rhs.translations
    }

    /// Hashes what identifies the names; equal names always agree on these.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(common)
      hasher.combine(official)
      hasher.combine(alternates)
    }
  }

  /// A name in one language.
  public struct LocalizedName: Sendable, Equatable, Hashable {
    public let common: String
    public let official: String

    public init(common: String, official: String) {
      self.common = common
      self.official = official
    }
  }

  /// The flag as an emoji and as images for shells that can show them.
  public struct Flag: Sendable, Equatable, Hashable {
    public let emoji: String
    public let pngURL: String
    public let svgURL: String
    public let description: String

    public init(emoji: String, pngURL: String = "", svgURL: String = "", description: String = "") {
      self.emoji = emoji
      self.pngURL = pngURL
      self.svgURL = svgURL
      self.description = description
    }
  }

  /// A language spoken in the country, by ISO 639-3 code.
  public struct Language: Sendable, Equatable, Hashable {
    public let code: String
    public let name: String

    public init(code: String, name: String) {
      self.code = code
      self.name = name
    }
  }

  /// A currency in use, by ISO 4217 code.
  public struct Currency: Sendable, Equatable, Hashable {
    public let code: String
    public let name: String
    public let symbol: String

    public init(code: String, name: String, symbol: String) {
      self.code = code
      self.name = name
      self.symbol = symbol
    }
  }

  /// The English demonym.
  /// The demonyms in languages other than English, by ISO 639-3 code, worked out when asked for:
  /// a record keeps them as text, and only a reply in one of those languages reads them.
  public struct Demonyms: Sendable, Equatable, Hashable {
    private let source: @Sendable () -> [String: Demonym]

    public init(_ demonyms: [String: Demonym] = [:]) { source = { demonyms } }

    public init(deferred: @escaping @Sendable () -> [String: Demonym]) { source = deferred }

    public var all: [String: Demonym] { source() }

    public subscript(code: String) -> Demonym? { source()[code] }

    public static func == (lhs: Demonyms, rhs: Demonyms) -> Bool { lhs.all == rhs.all }

    public func hash(into hasher: inout Hasher) { hasher.combine(all) }
  }

  public struct Demonym: Sendable, Equatable, Hashable {
    public let female: String
    public let male: String

    public init(female: String, male: String) {
      self.female = female
      self.male = male
    }
  }

  /// The side of the road traffic drives on.
  public enum DrivingSide: String, Sendable, Equatable, Hashable {
    case left, right
  }

  /// A position in decimal degrees.
  public struct Coordinates: Sendable, Equatable, Hashable {
    public let latitude: Double
    public let longitude: Double

    /// A source's latitude beyond ±90° or longitude beyond ±180° is held to the range, and a value
    /// that is not a number reads as 0, so distances and bearings are always finite.
    public init(latitude: Double, longitude: Double) {
      self.latitude = latitude.isNaN ? 0 : min(max(latitude, -90), 90)
      self.longitude = longitude.isNaN ? 0 : min(max(longitude, -180), 180)
    }
  }

  /// Where the country is on Google Maps and OpenStreetMap; empty when the source does not say.
  public struct Maps: Sendable, Equatable, Hashable {
    public let googleMaps: String
    public let openStreetMap: String

    public init(googleMaps: String = "", openStreetMap: String = "") {
      self.googleMaps = googleMaps
      self.openStreetMap = openStreetMap
    }
  }
}
