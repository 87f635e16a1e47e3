/// How a language writes numbers: its group and decimal marks, and from how many digits it groups.
/// Written as the locale data (CLDR, through ICU) writes them, so a reply in another language reads
/// its figures without loading ICU's locale data: that took a megabyte of a one-shot's memory and
/// 0.7 M instructions. `NumberMarksTests` checks every pack's marks against Foundation's formatting.
///
/// Rounding is ICU's: the shortest decimal that reads back as the same `Double` (Swift's own
/// `description`), rounded half to even ("2.675" to two places is 2.68, "0.125" is 0.12).
public struct NumberMarks: Sendable, Equatable {
  public let group: String
  public let decimal: String
  /// A whole part is grouped from this many digits on: 4 ("1.234"), or 5 where "1234" stays whole.
  public let groupsFrom: Int

  public init(group: String, decimal: String, groupsFrom: Int = 4) {
    self.group = group
    self.decimal = decimal
    self.groupsFrom = groupsFrom
  }

  /// "1 411 778 724".
  public func integer(_ value: Int) -> String {
    let digits = Array(String(value.magnitude).utf8)
    return (value < 0 ? "-" : "") + grouped(digits)
  }

  /// At most `places` decimals, trailing zeros dropped: "0,786", "4.121", "2".
  public func decimal(_ value: Double, places: Int) -> String {
    text(value) { $0.pointIndex + min(max(places, 0), 15) }
  }

  /// At most `digits` significant digits, trailing zeros dropped: "1 230", "0,0236".
  public func significant(_ value: Double, digits: Int) -> String {
    text(value) { _ in min(max(digits, 1), 17) }
  }

  /// `value` rounded to the digits `kept` says (a count from the first significant digit).
  private func text(_ value: Double, kept: (ShortestDecimal) -> Int) -> String {
    // No reply has one (a country's area or population is never NaN); ICU would write "NaN" or "∞".
    guard value.isFinite else { return "0" }
    var number = ShortestDecimal(value.magnitude)
    number.round(keeping: kept(number))
    // ICU keeps the sign of a negative value that rounds to zero, and of -0: "-0".
    let sign = value.sign == .minus ? "-" : ""
    let whole = number.wholeDigits
    let fraction = number.fractionDigits
    let wholeText = grouped(whole.isEmpty ? [UInt8(ascii: "0")] : whole)
    guard !fraction.isEmpty else { return sign + wholeText }
    return sign + wholeText + decimal + String(decoding: fraction, as: UTF8.self)
  }

  private func grouped(_ digits: [UInt8]) -> String {
    guard digits.count >= groupsFrom else { return String(decoding: digits, as: UTF8.self) }
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text += group }
      text.unicodeScalars.append(Unicode.Scalar(digit))
    }
    return text
  }
}

/// A non-negative `Double` as the digits of its shortest decimal and where the point falls among
/// them: 12.5 is digits "125", point index 2; 0.0236 is "236", point index -1.
struct ShortestDecimal {
  /// ASCII digits, no leading or trailing zeros; empty for zero.
  private(set) var digits: [UInt8]
  /// How many of `digits` come before the point (may be negative, or more than there are).
  private(set) var pointIndex: Int

  init(_ value: Double) {
    let text = Array(value.description.utf8)
    let exponentAt = text.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    let mantissa = text[..<(exponentAt ?? text.endIndex)]
    let exponent =
      exponentAt.map { Int(String(decoding: text[($0 + 1)...], as: UTF8.self)) ?? 0 } ?? 0
    let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.endIndex
    var digits = mantissa.filter { $0 != UInt8(ascii: ".") }
    var pointIndex = point - mantissa.startIndex + exponent
    while let first = digits.first, first == UInt8(ascii: "0") {
      digits.removeFirst()
      pointIndex -= 1
    }
    while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
    self.digits = digits
    self.pointIndex = digits.isEmpty ? 0 : pointIndex
  }

  /// Rounds half to even so that at most `count` digits are left.
  mutating func round(keeping count: Int) {
    guard count < digits.count else { return }
    guard count >= 0 else {
      digits = []
      pointIndex = 0
      return
    }
    let dropped = digits[count]
    let restIsZero = digits[(count + 1)...].allSatisfy { $0 == UInt8(ascii: "0") }
    let lastKeptIsOdd = count > 0 && (digits[count - 1] - UInt8(ascii: "0")) % 2 == 1
    let up =
      dropped > UInt8(ascii: "5")
      || (dropped == UInt8(ascii: "5") && (!restIsZero || lastKeptIsOdd))
    digits.removeSubrange(count...)
    if up {
      var index = count - 1
      while index >= 0, digits[index] == UInt8(ascii: "9") {
        digits[index] = UInt8(ascii: "0")
        index -= 1
      }
      if index >= 0 {
        digits[index] += 1
      } else {
        digits.insert(UInt8(ascii: "1"), at: 0)
        pointIndex += 1
      }
    }
    while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
    if digits.isEmpty { pointIndex = 0 }
  }

  /// The digits before the point, zeros added where the point lies past them.
  var wholeDigits: [UInt8] {
    guard pointIndex > 0 else { return [] }
    let kept = Array(digits.prefix(pointIndex))
    return kept + [UInt8](repeating: UInt8(ascii: "0"), count: pointIndex - kept.count)
  }

  /// The digits after the point, zeros first where the point lies before them.
  var fractionDigits: [UInt8] {
    guard digits.count > pointIndex else { return [] }
    let zeros = [UInt8](repeating: UInt8(ascii: "0"), count: max(0, -pointIndex))
    return zeros + digits[max(0, pointIndex)...]
  }
}
