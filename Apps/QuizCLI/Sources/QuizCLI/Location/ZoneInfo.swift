import Foundation

/// Which country a time zone is in, from the tz database's tables: the port the terminal's location
/// finder asks, so tests can give it a table of their own.
public protocol TimeZoneCountries: Sendable {
  /// The alpha-2 code of the country whose time zone `zone` ("Asia/Tokyo") is, or nil.
  func country(ofZone zone: String) -> String?
}

/// The system's tz database, read when asked: `zone.tab` (one country per zone) and, for zones it
/// lacks, `zone1970.tab` (the first of its countries). Debian's tzdata installs both under
/// /usr/share/zoneinfo; reading them keeps the answer as current as the system's own clock settings,
/// where a table compiled into `quiz` would age with the binary.
public struct ZoneInfoDirectory: TimeZoneCountries {
  public let root: URL

  public init(root: URL = URL(fileURLWithPath: "/usr/share/zoneinfo")) {
    self.root = root
  }

  public func country(ofZone zone: String) -> String? {
    for name in ["zone.tab", "zone1970.tab"] {
      guard let data = try? Data(contentsOf: root.appendingPathComponent(name)),
        let code = ZoneTable.country(ofZone: zone, in: String(decoding: data, as: UTF8.self))
      else { continue }
      return code
    }
    return nil
  }
}

/// The tz database's tab-separated tables: `codes<TAB>coordinates<TAB>zone[<TAB>comments]`, with
/// `#` comments; zone1970.tab lists several codes separated by commas, the main one first.
enum ZoneTable {
  static func country(ofZone zone: String, in table: String) -> String? {
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 3, fields[2] == zone else { continue }
      let code = fields[0].split(separator: ",").first.map(String.init) ?? ""
      guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
      return code.uppercased()
    }
    return nil
  }
}

/// The system's time zone: `TZ` when set, otherwise the zone `/etc/localtime` links to.
enum SystemTimeZone {
  /// The zone name ("Europe/Paris") and where it was read ("TZ", "/etc/localtime").
  static func current(environment: [String: String], localtime: URL) -> (
    zone: String, setting: String
  )? {
    if let value = environment["TZ"], !value.isEmpty {
      return zoneName(value).map { ($0, "TZ") }
    }
    guard
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: localtime.path)
    else { return nil }
    return zoneName(target).map { ($0, localtime.path) }
  }

  /// "Europe/Paris" from "Europe/Paris", ":Europe/Paris" or ".../zoneinfo/Europe/Paris"; nil for a
  /// POSIX rule ("EST5EDT,M3.2.0,M11.1.0") or an empty name.
  static func zoneName(_ value: String) -> String? {
    var name = value.hasPrefix(":") ? String(value.dropFirst()) : value
    if let range = name.range(of: "zoneinfo/", options: .backwards) {
      name = String(name[range.upperBound...])
    }
    for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) {
      name.removeFirst(prefix.count)
    }
    guard !name.isEmpty, !name.hasPrefix("/"), !name.contains(","),
      name.allSatisfy({ $0.isLetter || $0.isNumber || "/_-+".contains($0) })
    else { return nil }
    return name
  }
}
