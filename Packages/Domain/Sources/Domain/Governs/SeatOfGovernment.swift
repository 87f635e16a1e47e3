/// Where a country is governed from, where that is not simply its capital as the data gives it,
/// hand-written with its sources (see Docs/DATA.md): the data holds capitals only, and "the seat
/// of government of the Netherlands" is The Hague, not Amsterdam.
public enum SeatOfGovernment {
  /// A city the government (or one branch of it) sits in, with its name in each language that
  /// writes it otherwise.
  public struct Seat: Sendable, Equatable {
    public enum Branch: String, Sendable, CaseIterable { case executive, legislative, judicial }

    public let city: String
    public let branch: Branch?
    public let names: [Language: String]

    init(_ city: String, _ branch: Branch? = nil, _ names: [Language: String] = [:]) {
      self.city = city
      self.branch = branch
      self.names = names
    }

    /// The city as `language` writes it.
    public func name(in language: Language) -> String { names[language] ?? city }
  }

  /// The seats of the country with alpha-2 code `code`, or none when the quiz knows of none
  /// apart from its capital.
  public static func seats(of code: String) -> [Seat] { table[code] ?? [] }

  public static var codes: [String] { table.keys.sorted() }

  static let table: [String: [Seat]] = [
    // Constitution of Bolivia (2009), art. 6: Sucre is the capital; the executive and the
    // legislature sit in La Paz.
    "BO": [Seat("La Paz")],
    // Constitution of the Netherlands, art. 32 (the King is sworn in at the capital, Amsterdam);
    // the government, the States General and the Supreme Court sit in The Hague.
    "NL": [
      Seat(
        "The Hague", nil,
        [
          .french: "La Haye", .spanish: "La Haya", .german: "Den Haag", .portuguese: "Haia",
          .italian: "L'Aia",
        ])
    ],
    // Law 83-242 of 21 March 1983 made Yamoussoukro the capital; the government stayed in Abidjan.
    "CI": [Seat("Abidjan")],
    // Constitution of Benin (1990): Porto-Novo is the capital; the government sits in Cotonou.
    "BJ": [Seat("Cotonou")],
    // Federal Territory of Putrajaya (Constitution (Amendment) Act 2001): the federal government's
    // administrative centre since 1999; Kuala Lumpur stays the capital and seat of the King.
    "MY": [Seat("Putrajaya")],
    // Constitution of South Africa (1996), s. 42(6): Parliament sits in Cape Town; the executive
    // in Pretoria; the Supreme Court of Appeal in Bloemfontein.
    "ZA": [
      Seat("Pretoria", .executive),
      Seat(
        "Cape Town", .legislative,
        [
          .french: "Le Cap", .spanish: "Ciudad del Cabo", .german: "Kapstadt",
          .portuguese: "Cidade do Cabo", .italian: "Città del Capo",
        ]),
      Seat("Bloemfontein", .judicial),
    ],
    // Sri Jayawardenepura Kotte, seat of Parliament, is the capital since 1982; the President's
    // office and most ministries are in Colombo.
    "LK": [Seat("Colombo", .executive)],
    // Eswatini: Mbabane is the administrative capital; Parliament and the royal residence are at
    // Lobamba.
    "SZ": [Seat("Mbabane", .executive), Seat("Lobamba", .legislative)],
    // Tanzania: Dodoma is the capital (1996) and, since the government's move from Dar es Salaam
    // (completed 2023), its seat.
    "TZ": [Seat("Dodoma")],
    // Chile: the government sits in Santiago; the National Congress in Valparaíso (Law 18.678,
    // 1987).
    "CL": [Seat("Santiago", .executive), Seat("Valparaíso", .legislative)],
    // Switzerland has no capital by law: Bern is the federal city, seat of the Federal Council and
    // the Federal Assembly (Federal Act on the Federal City's contributions, 2002).
    "CH": [
      Seat(
        "Bern", nil,
        [.french: "Berne", .spanish: "Berna", .portuguese: "Berna", .italian: "Berna"])
    ],
  ]
}
