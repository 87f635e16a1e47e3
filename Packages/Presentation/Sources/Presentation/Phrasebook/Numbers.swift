import LanguagePacks

/// Numbers as people read them: grouped ("213,421,037"), rounded ("about 213 million"), areas in
/// km² with mi².
enum Numbers {
  static func grouped(_ value: Int) -> String {
    NumberMarks.english.integer(value)
  }

  /// "about 213 million (213,421,037)"; small numbers exactly ("451").
  static func people(_ value: Int) -> String {
    let scales: [(Double, String)] = [(1e9, "billion"), (1e6, "million")]
    for (scale, word) in scales where Double(value) >= scale {
      return "about \(threeDigits(Double(value) / scale)) \(word) (\(grouped(value)))"
    }
    return grouped(value)
  }

  /// "8,515,767 km² (3,287,956 mi²)", "2.02 km² (0.78 mi²)".
  static func area(_ squareKilometres: Double) -> String {
    let miles = squareKilometres * 0.386_102_16
    return "\(decimal(squareKilometres)) km² (\(decimal(miles)) mi²)"
  }

  /// Grouped whole numbers from 100 up, two decimals below.
  static func decimal(_ value: Double) -> String {
    if value >= 100 || value == value.rounded() { return grouped(Int(value.rounded())) }
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// At most `places` decimals, trailing zeros dropped, the whole part grouped: "4,121",
  /// "217.8", "0.786", "0.0236".
  static func fixed(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return "0" }
    let places = min(max(places, 0), 9)
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let scaled = (value.magnitude * factor).rounded()
    guard scaled < 9e15 else { return grouped(Int(value.rounded())) }
    let units = Int(scaled)
    let whole = units / Int(factor)
    var fraction = String(units % Int(factor)).leftPadded(to: places)
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = value < 0 && units > 0 ? "-" : ""
    return sign + grouped(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// Three significant digits: 1.42, 21.5, 213.
  private static func threeDigits(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    let places = value >= 10 ? 1 : 2
    let factor = places == 1 ? 10.0 : 100.0
    let scaled = Int((value * factor).rounded())
    var text = "\(scaled / Int(factor)).\(String(scaled % Int(factor)).leftPadded(to: places))"
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
