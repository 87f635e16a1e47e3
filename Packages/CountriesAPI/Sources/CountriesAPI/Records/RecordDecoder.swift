import Domain

/// Reads one line of `CountryRecordCodec` into a `Country`.
///
/// `isCompiled`: the line is in the snapshot compiled into the binary (`BundledSnapshot`). Its bytes
/// live as long as the process, so a field decoded later (translations, demonyms) points at them
/// instead of keeping a copy, and they were cleaned when the snapshot was generated
/// (`BundledCountryLoaderTests` decodes it both ways), so no field is checked for controls again.
struct RecordDecoder: Sendable {
  typealias Bytes = CountryRecordFields.Bytes
  let isCompiled: Bool

  /// A record's line, every field decoded (a cache file's; the compiled snapshot's countries are
  /// read by its index, `country(indexed:region:line:lists:)`).
  func country(from line: Bytes) -> Country? {
    let fields = split(line, at: UInt8(ascii: "\t"), expected: CountryRecordFields.count)
    guard Self.fieldCounts.contains(fields.count) else { return nil }
    let cca2 = text(fields[0])
    guard !cca2.isEmpty, !fields[3].isEmpty, let population = Int(text(fields[13])),
      let area = number(fields[14])
    else { return nil }
    let core = core(fields)
    guard !core.names.common.isEmpty else { return nil }
    return Country(
      cca2: cca2, cca3: text(fields[1]), ccn3: text(fields[2]), names: core.names,
      capitals: core.capitals, population: population, area: area, region: text(fields[15]),
      subregion: text(fields[16]), currencies: core.currencies,
      languages: languages(ofField: fields[17]), continents: list(fields[26]),
      isIndependent: fields.count > 28 ? flag(fields[28]) : nil,
      details: details(fields, capitals: core.capitals))
  }

  /// A record's names, capitals and currencies.
  func core(_ fields: [Bytes]) -> Country.Core {
    let translations = keep(fields[6])
    let names = Country.Names(
      common: text(fields[3]), official: text(fields[4]), alternates: list(fields[7]),
      translations: deferredLocalized(translations), translation: deferredLookup(translations),
      deferredNative: deferredLocalized(keep(fields[5])))
    let currencies = ByteScan.pieces(of: fields[18], at: UInt8(ascii: "|")) { item in
      let part = parts(item)
      return part.count == 3
        ? Country.Currency(code: part[0], name: part[1], symbol: part[2]) : nil
    }
    return Country.Core(names: names, capitals: list(fields[8]), currencies: currencies)
  }

  /// The field counts of the record versions read: the current one and the older ones.
  private static let fieldCounts = [
    CountryRecordFields.count, CountryRecordFields.withoutDemonymsCount,
    CountryRecordFields.withoutLandlockedCount, CountryRecordFields.withoutMapsCount,
    CountryRecordFields.olderCount,
  ]

  /// A record's fields past its names, capitals, size, currencies, languages and continents.
  func details(_ fields: [Bytes], capitals: [String]) -> Country.Details {
    let demonym = parts(fields[22])
    return Country.Details(
      flag: Country.Flag(
        emoji: text(fields[9]), pngURL: text(fields[10]), svgURL: text(fields[11]),
        description: text(fields[12])),
      borders: list(fields[19]), callingCodes: list(fields[20]), timezones: list(fields[21]),
      demonym: demonym.count == 2 ? Country.Demonym(female: demonym[0], male: demonym[1]) : nil,
      demonyms: fields.count > 33 ? deferredDemonyms(fields[33]) : Country.Demonyms(),
      drivingSide: Country.DrivingSide(rawValue: text(fields[23])),
      coordinates: coordinates(fields[24]), capitalPositions: positions(fields[25], of: capitals),
      topLevelDomains: fields.count > 27 ? list(fields[27]) : [],
      isUNMember: fields.count > 29 ? flag(fields[29]) : nil,
      isLandlocked: fields.count > 32 ? flag(fields[32]) : nil,
      maps: fields.count > 31
        ? Country.Maps(googleMaps: text(fields[30]), openStreetMap: text(fields[31]))
        : Country.Maps())
  }

  /// The languages of a record's languages field.
  func languages(ofField bytes: Bytes) -> [Country.Language] {
    ByteScan.pieces(of: bytes, at: UInt8(ascii: "|")) { item in
      let part = parts(item)
      return part.count == 2 ? Country.Language(code: part[0], name: part[1]) : nil
    }
  }

  func flag(_ bytes: Bytes) -> Bool? {
    switch bytes.first {
    case UInt8(ascii: "1"): true
    case UInt8(ascii: "0"): false
    default: nil
    }
  }

  /// A number field: read from its bytes, unless it holds an escape or, in a cache file, a control,
  /// which its text (cleaned, unescaped) is read from as before.
  func number(_ bytes: Bytes) -> Double? {
    guard bytes.contains(UInt8(ascii: "\\")) || (!isCompiled && IncomingText.needsCleaning(bytes))
    else { return ByteScan.double(bytes) }
    return Double(text(bytes))
  }

  /// Every text of a record passes here, so a cache file cannot bring controls into the model.
  func text(_ bytes: Bytes) -> String {
    let value = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    guard bytes.contains(UInt8(ascii: "\\")) || (!isCompiled && IncomingText.needsCleaning(bytes))
    else {
      return value
    }
    return IncomingText.cleaned(CountryRecordCodec.unescape(Substring(value)))
  }

  private func items(_ bytes: Bytes) -> [Bytes] {
    split(bytes, at: UInt8(ascii: "|"))
  }

  private func parts(_ bytes: Bytes) -> [String] {
    ByteScan.pieces(of: bytes, at: UInt8(ascii: "="), text)
  }

  /// Splits on `separator`; an empty field has no items. `expected` pieces are reserved (a
  /// record's fields: growing that array was a sixth of decoding the snapshot).
  func split(_ bytes: Bytes, at separator: UInt8, expected: Int = 4) -> [Bytes] {
    ByteScan.split(bytes, at: separator, expected: expected)
  }

  func list(_ bytes: Bytes) -> [String] {
    ByteScan.pieces(of: bytes, at: UInt8(ascii: "|"), text)
  }

  /// Keeps the field's bytes and decodes them on first use: translations are most of the snapshot.
  private func deferredLocalized(_ bytes: KeptBytes)
    -> @Sendable () -> [String: Country.LocalizedName]
  {
    { bytes.read { localized($0) } }
  }

  /// Keeps the field's bytes and decodes them on each use: only a reply in another language than
  /// English reads a demonym.
  private func deferredDemonyms(_ bytes: Bytes) -> Country.Demonyms {
    guard !bytes.isEmpty else { return Country.Demonyms() }
    let kept = keep(bytes)
    return Country.Demonyms(deferred: {
      kept.read { bytes in
        localized(bytes).mapValues { Country.Demonym(female: $0.common, male: $0.official) }
      }
    })
  }

  /// Keeps the field's bytes and finds one language's entry in them on each use, decoding no other.
  private func deferredLookup(_ bytes: KeptBytes)
    -> @Sendable (String) -> Country.LocalizedName?
  {
    { code in bytes.read { localized($0, only: code) } }
  }

  /// A field's bytes for later: a copy, or where the compiled snapshot holds them.
  func keep(_ bytes: Bytes) -> KeptBytes {
    isCompiled ? KeptBytes(lasting: bytes) : KeptBytes(copying: bytes)
  }

  /// The entry of one language in a `lang=common=official|…` field: entries start the field or
  /// follow a `|`, and their language key has no escapes, so a byte match of `code=` finds it.
  private func localized(_ bytes: Bytes, only code: String) -> Country.LocalizedName? {
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
  private func localized(_ bytes: Bytes) -> [String: Country.LocalizedName] {
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

  private func positions(
    _ bytes: Bytes, of capitals: [String]
  ) -> [String: Country.Coordinates] {
    let values: [Double?] = ByteScan.pieces(of: bytes, at: UInt8(ascii: "|")) {
      .some(number($0))
    }
    var positions: [String: Country.Coordinates] = [:]
    positions.reserveCapacity(capitals.count)
    for (index, capital) in capitals.enumerated() where 2 * index + 1 < values.count {
      if let latitude = values[2 * index], let longitude = values[2 * index + 1] {
        positions[capital] = Country.Coordinates(latitude: latitude, longitude: longitude)
      }
    }
    return positions
  }

  private func coordinates(_ bytes: Bytes) -> Country.Coordinates? {
    let values = ByteScan.pieces(of: bytes, at: UInt8(ascii: "|"), number)
    return values.count == 2 ? Country.Coordinates(latitude: values[0], longitude: values[1]) : nil
  }
}
