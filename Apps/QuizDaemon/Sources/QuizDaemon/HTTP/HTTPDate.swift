import Glibc

/// The `Date` header's value (RFC 9110 §5.6.7, IMF-fixdate: "Sun, 06 Nov 1994 08:49:37 GMT"), formatted by
/// hand and once a second: each loop keeps its own, so replies never format a date or share a lock.
struct HTTPDate {
  private var second = -1
  private var bytes: [UInt8] = []

  /// The value for now.
  mutating func current() -> [UInt8] {
    let now = time(nil)
    if now != second {
      second = now
      bytes = Array(Self.format(now).utf8)
    }
    return bytes
  }

  static func format(_ seconds: Int) -> String {
    var moment = seconds
    var parts = tm()
    gmtime_r(&moment, &parts)
    let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return
      "\(days[Int(parts.tm_wday) % 7]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon) % 12]) "
      + "\(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
  }
}
