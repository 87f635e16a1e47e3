import Domain

extension Game {
  /// What the data says to `question` about `secret`: yes or no, with a range for a measure; never
  /// a name, a code or a figure of the secret.
  public static func answer(
    _ question: MysteryQuestion, about secret: Country, on board: GameBoard,
    in language: Language = .english
  ) -> MysteryAnswer {
    func said(_ fact: Bool, _ range: MysteryRange? = nil) -> MysteryAnswer {
      fact ? .yes(range) : .no(range)
    }
    switch question {
    case .inGroup(let group): return said(group.contains(secret))
    case .borders(let code):
      guard let other = board.country(code) else { return .unknown }
      return said(secret.borders.contains(other.cca3))
    case .landlocked:
      return secret.isLandlocked.map { said($0) } ?? .unknown
    case .measure(let measure, let side, let value):
      let own = Self.value(measure, of: secret)
      return said(side == .more ? own > value : own < value, MysteryRange(measure, own))
    case .compared(let measure, let side, let code):
      guard let other = board.country(code), other.cca2 != secret.cca2 else {
        return board.country(code) == nil ? .unknown : .no(nil)
      }
      let own = Self.value(measure, of: secret)
      let theirs = Self.value(measure, of: other)
      return said(side == .more ? own > theirs : own < theirs)
    case .size(let measure): return .range(MysteryRange(measure, Self.value(measure, of: secret)))
    case .startsWith(let letters):
      let name = TextFolding.fold(secret.listName(in: language))
      let english = TextFolding.fold(secret.names.common)
      guard !letters.isEmpty else { return .unknown }
      return said(name.hasPrefix(letters) || (language == .english && english.hasPrefix(letters)))
    case .direction(let point, let code):
      guard let other = board.country(code)?.coordinates, let own = secret.coordinates,
        code != secret.cca2
      else { return board.country(code) == nil ? .unknown : .no(nil) }
      return said(Self.lies(own, point, of: other))
    case .hemisphere(let point):
      guard let own = secret.coordinates else { return .unknown }
      return said(Self.lies(own, point, of: Country.Coordinates(latitude: 0, longitude: 0)))
    }
  }

  static func value(_ measure: Ranking.Measure, of country: Country) -> Double {
    measure == .population ? Double(country.population) : country.area
  }

  /// Whether `place` lies towards `point` of `other`: north or south by latitude, east or west by
  /// the shorter way round; the other points need both.
  static func lies(
    _ place: Country.Coordinates, _ point: Compass, of other: Country.Coordinates
  ) -> Bool {
    var east = place.longitude - other.longitude
    if east > 180 { east -= 360 }
    if east < -180 { east += 360 }
    let north = place.latitude - other.latitude
    switch point {
    case .north: return north > 0
    case .south: return north < 0
    case .east: return east > 0
    case .west: return east < 0
    case .northEast: return north > 0 && east > 0
    case .southEast: return north < 0 && east > 0
    case .southWest: return north < 0 && east < 0
    case .northWest: return north > 0 && east < 0
    }
  }
}
