extension Correction {
  /// The corrections in force, one per fact the data states wrongly.
  public static let inForce: [Correction] = [
    Correction(
      country: "BG",
      change: .currencies([Country.Currency(code: "EUR", name: "euro", symbol: "€")]),
      since: CalendarDay(year: 2026, month: 1, day: 1),
      source:
        "Council of the European Union, decision of 8 July 2025 on Bulgaria's adoption of the euro",
      summary: "Bulgaria: the euro replaced the Bulgarian lev")
  ]

  /// Every correction in force, one line each, for `about` and `--version`.
  public static var inForceText: String {
    "Corrections to the data: " + inForce.map(\.line).joined(separator: "; ") + "."
  }
}
