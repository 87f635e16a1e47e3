import Domain

/// One `Country` as one line of `CountryRecordCodec`: the field order is the format.
enum CountryRecordFields {
  static let count = 34
  /// Records written before the other languages' demonyms were added; they read as having none.
  static let withoutDemonymsCount = 33
  /// Records written before the landlocked field was added; they read as not saying.
  static let withoutLandlockedCount = 32
  /// Records written before the map links were added; they read as having none.
  static let withoutMapsCount = 30
  /// Records written before the domain, independence and UN fields were added; they read as unknown.
  static let olderCount = 27
  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  static func line(for country: Country) -> String {
    let names = country.names
    let fields: [String] = [
      esc(country.cca2), esc(country.cca3), esc(country.ccn3), esc(names.common),
      esc(names.official),
      localized(names.native), localized(names.translations), list(names.alternates),
      list(country.capitals),
      esc(country.flag.emoji), esc(country.flag.pngURL), esc(country.flag.svgURL),
      esc(country.flag.description),
      String(country.population), number(country.area), esc(country.region), esc(country.subregion),
      country.languages.map { esc($0.code) + "=" + esc($0.name) }.joined(separator: "|"),
      country.currencies.map { [$0.code, $0.name, $0.symbol].map(esc).joined(separator: "=") }
        .joined(separator: "|"),
      list(country.borders), list(country.callingCodes), list(country.timezones),
      country.demonym.map { esc($0.female) + "=" + esc($0.male) } ?? "",
      country.drivingSide?.rawValue ?? "", coordinates(country.coordinates),
      positions(of: country.capitals, in: country.capitalPositions), list(country.continents),
      list(country.topLevelDomains), flag(country.isIndependent), flag(country.isUNMember),
      esc(country.maps.googleMaps), esc(country.maps.openStreetMap), flag(country.isLandlocked),
      localized(
        country.demonyms.all.mapValues {
          Country.LocalizedName(common: $0.female, official: $0.male)
        }),
    ]
    return fields.joined(separator: "\t")
  }

  static func country(from line: Bytes) -> Country? {
    let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
    guard
      [count, withoutDemonymsCount, withoutLandlockedCount, withoutMapsCount, olderCount]
        .contains(fields.count)
    else { return nil }
    let cca2 = text(fields[0])
    let common = text(fields[3])
    guard !cca2.isEmpty, !common.isEmpty, let population = Int(text(fields[13])),
      let area = Double(text(fields[14]))
    else { return nil }
    let demonym = parts(fields[22])
    let capitals = list(fields[8])
    return Country(
      cca2: cca2, cca3: text(fields[1]), ccn3: text(fields[2]),
      names: Country.Names(
        common: common, official: text(fields[4]), native: localized(fields[5]),
        alternates: list(fields[7]),
        translations: deferredLocalized(fields[6]), translation: deferredLookup(fields[6])),
      capitals: capitals,
      flag: Country.Flag(
        emoji: text(fields[9]), pngURL: text(fields[10]), svgURL: text(fields[11]),
        description: text(fields[12])),
      population: population, area: area, region: text(fields[15]), subregion: text(fields[16]),
      continents: list(fields[26]),
      languages: items(fields[17]).compactMap { item in
        let part = parts(item)
        return part.count == 2 ? Country.Language(code: part[0], name: part[1]) : nil
      },
      currencies: items(fields[18]).compactMap { item in
        let part = parts(item)
        return part.count == 3
          ? Country.Currency(code: part[0], name: part[1], symbol: part[2]) : nil
      },
      borders: list(fields[19]), callingCodes: list(fields[20]), timezones: list(fields[21]),
      demonym: demonym.count == 2 ? Country.Demonym(female: demonym[0], male: demonym[1]) : nil,
      demonyms: fields.count > 33 ? deferredDemonyms(fields[33]) : Country.Demonyms(),
      drivingSide: Country.DrivingSide(rawValue: text(fields[23])),
      coordinates: coordinates(fields[24]), capitalPositions: positions(fields[25], of: capitals),
      topLevelDomains: fields.count > 27 ? list(fields[27]) : [],
      isIndependent: fields.count > 28 ? flag(fields[28]) : nil,
      isUNMember: fields.count > 29 ? flag(fields[29]) : nil,
      isLandlocked: fields.count > 32 ? flag(fields[32]) : nil,
      maps: fields.count > 31
        ? Country.Maps(googleMaps: text(fields[30]), openStreetMap: text(fields[31]))
        : Country.Maps())
  }

  // MARK: - Encoding

  private static func esc(_ value: String) -> String { CountryRecordCodec.escape(value) }

  private static func list(_ values: [String]) -> String { values.map(esc).joined(separator: "|") }

  private static func localized(_ names: [String: Country.LocalizedName]) -> String {
    names.sorted { $0.key < $1.key }
      .map { [$0.key, $0.value.common, $0.value.official].map(esc).joined(separator: "=") }
      .joined(separator: "|")
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private static func coordinates(_ value: Country.Coordinates?) -> String {
    value.map { number($0.latitude) + "|" + number($0.longitude) } ?? ""
  }

  /// `lat|lng` for each capital in order, empty for one without a position, trailing ones left out: a
  /// single capital's field reads as it did before several were kept.
  private static func positions(
    of capitals: [String], in positions: [String: Country.Coordinates]
  ) -> String {
    var pairs = capitals.map { positions[$0].map(coordinates) ?? "|" }
    while pairs.last == "|" { pairs.removeLast() }
    return pairs.joined(separator: "|")
  }

  private static func flag(_ value: Bool?) -> String {
    value.map { $0 ? "1" : "0" } ?? ""
  }

  // MARK: - Decoding

  private static func flag(_ bytes: Bytes) -> Bool? {
    switch bytes.first {
    case UInt8(ascii: "1"): true
    case UInt8(ascii: "0"): false
    default: nil
    }
  }

  /// Every text of a record passes here, so a cache file cannot bring controls into the model.
  private static func text(_ bytes: Bytes) -> String {
    let value = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    guard bytes.contains(UInt8(ascii: "\\")) || IncomingText.needsCleaning(bytes) else {
      return value
    }
    return IncomingText.cleaned(CountryRecordCodec.unescape(Substring(value)))
  }

  private static func items(_ bytes: Bytes) -> [Bytes] {
    split(bytes, at: UInt8(ascii: "|"))
  }

  private static func parts(_ bytes: Bytes) -> [String] {
    split(bytes, at: UInt8(ascii: "=")).map(text)
  }

  /// Splits on `separator` with integer offsets; an empty field has no items.
  private static func split(_ bytes: Bytes, at separator: UInt8) -> [Bytes] {
    guard !bytes.isEmpty else { return [] }
    var pieces: [Bytes] = []
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
      if bytes[index] == separator {
        pieces.append(bytes[start..<index])
        start = index + 1
      }
      index += 1
    }
    pieces.append(bytes[start..<bytes.endIndex])
    return pieces
  }

  private static func list(_ bytes: Bytes) -> [String] { items(bytes).map(text) }

  /// Keeps the field's bytes and decodes them on first use: translations are most of the snapshot.
  private static func deferredLocalized(_ bytes: Bytes)
    -> @Sendable () -> [String: Country.LocalizedName]
  {
    let copy = Array(bytes)
    return { copy.withUnsafeBufferPointer { localized($0[...]) } }
  }

  /// Keeps the field's bytes and decodes them on each use: only a reply in another language than
  /// English reads a demonym.
  private static func deferredDemonyms(_ bytes: Bytes) -> Country.Demonyms {
    guard !bytes.isEmpty else { return Country.Demonyms() }
    let copy = Array(bytes)
    return Country.Demonyms(deferred: {
      copy.withUnsafeBufferPointer { bytes in
        localized(bytes[...]).mapValues { Country.Demonym(female: $0.common, male: $0.official) }
      }
    })
  }

  /// Keeps the field's bytes and finds one language's entry in them on each use, decoding no other.
  private static func deferredLookup(_ bytes: Bytes)
    -> @Sendable (String) -> Country.LocalizedName?
  {
    let copy = Array(bytes)
    return { code in copy.withUnsafeBufferPointer { localized($0[...], only: code) } }
  }

  /// The entry of one language in a `lang=common=official|…` field: entries start the field or
  /// follow a `|`, and their language key has no escapes, so a byte match of `code=` finds it.
  private static func localized(_ bytes: Bytes, only code: String) -> Country.LocalizedName? {
    let key = Array(code.utf8) + [UInt8(ascii: "=")]
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "|")) ?? bytes.endIndex
      let item = bytes[start..<end]
      if item.starts(with: key) {
        return localized(item)[code]
      }
      start = end < bytes.endIndex ? end + 1 : end
    }
    return nil
  }

  /// `lang=common=official|…`, read without intermediate arrays: it is most of the snapshot.
  private static func localized(_ bytes: Bytes) -> [String: Country.LocalizedName] {
    let pieces = items(bytes)
    var names: [String: Country.LocalizedName] = [:]
    // Sized to the entries: most countries have one to three native names, and a dictionary reserved
    // for 32 cost 3 KB each.
    names.reserveCapacity(pieces.count)
    for item in pieces {
      guard let first = item.firstIndex(of: UInt8(ascii: "=")),
        let second = item[(first + 1)...].firstIndex(of: UInt8(ascii: "=")),
        !item[(second + 1)...].contains(UInt8(ascii: "="))
      else { continue }
      names[text(item[..<first])] = Country.LocalizedName(
        common: text(item[(first + 1)..<second]), official: text(item[(second + 1)...]))
    }
    return names
  }

  private static func positions(
    _ bytes: Bytes, of capitals: [String]
  ) -> [String: Country.Coordinates] {
    let values = items(bytes).map { Double(text($0)) }
    var positions: [String: Country.Coordinates] = [:]
    for (index, capital) in capitals.enumerated() where 2 * index + 1 < values.count {
      if let latitude = values[2 * index], let longitude = values[2 * index + 1] {
        positions[capital] = Country.Coordinates(latitude: latitude, longitude: longitude)
      }
    }
    return positions
  }

  private static func coordinates(_ bytes: Bytes) -> Country.Coordinates? {
    let values = items(bytes).compactMap { Double(text($0)) }
    return values.count == 2 ? Country.Coordinates(latitude: values[0], longitude: values[1]) : nil
  }
}
