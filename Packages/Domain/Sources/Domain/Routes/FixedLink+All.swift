/// The fixed links a land route may take and the exclave borders it may not simply cross, one
/// declaration each, with the English Wikipedia article that describes it (`source`), as of
/// 2026-11-26. Only links between countries that share no land border in the data are listed:
/// the many bridges over border rivers cross a border the data already gives. A link that is only
/// planned or being built (the Fehmarn Belt tunnel, a Qatar–Bahrain causeway) is not listed.
extension FixedLink {
  public static let all: [FixedLink] = [
    FixedLink(
      between: "GBR", and: "FRA",
      names: [
        .english: "Channel Tunnel", .french: "tunnel sous la Manche",
        .spanish: "túnel del canal de la Mancha", .german: "Eurotunnel",
        .portuguese: "Túnel do Canal da Mancha", .italian: "tunnel della Manica",
      ],
      opened: 1994, source: "Channel Tunnel"),
    FixedLink(
      between: "DNK", and: "SWE",
      names: [
        .english: "Øresund Bridge", .french: "pont de l'Øresund", .spanish: "puente de Øresund",
        .german: "Öresundbrücke", .portuguese: "Ponte do Øresund", .italian: "ponte di Øresund",
      ],
      opened: 2000, source: "Øresund Bridge"),
    FixedLink(
      between: "SAU", and: "BHR",
      names: [
        .english: "King Fahd Causeway", .french: "chaussée du Roi-Fahd",
        .spanish: "calzada del Rey Fahd", .german: "König-Fahd-Damm",
        .portuguese: "Ponte Rei Fahd", .italian: "strada rialzata Re Fahd",
      ],
      opened: 1986, source: "King Fahd Causeway"),
    FixedLink(
      between: "MYS", and: "SGP",
      names: [
        .english: "Johor–Singapore Causeway", .french: "chaussée Johor-Singapour",
        .spanish: "calzada Johor-Singapur", .german: "Johor-Singapur-Damm",
        .portuguese: "Passagem Johor–Singapura", .italian: "strada rialzata Johor-Singapore",
      ],
      opened: 1924, source: "Johor–Singapore Causeway"),
    FixedLink(
      between: "MYS", and: "SGP",
      names: [
        .english: "Malaysia–Singapore Second Link", .french: "second lien Malaisie-Singapour",
        .spanish: "Segundo Enlace Malasia-Singapur", .german: "Zweite Verbindung Malaysia–Singapur",
        .portuguese: "Segunda Ligação Malásia–Singapura",
        .italian: "secondo collegamento Malesia-Singapore",
      ],
      opened: 1998, source: "Malaysia–Singapore Second Link"),
    FixedLink(
      between: "HKG", and: "MAC",
      names: [
        .english: "Hong Kong–Zhuhai–Macau Bridge", .french: "pont Hong Kong-Zhuhai-Macao",
        .spanish: "puente Hong Kong-Zhuhai-Macao", .german: "Hongkong-Zhuhai-Macau-Brücke",
        .portuguese: "Ponte Hong Kong-Zhuhai-Macau", .italian: "ponte Hong Kong-Zhuhai-Macao",
      ],
      opened: 2018, source: "Hong Kong–Zhuhai–Macau Bridge"),
  ]
}

extension ExclaveBorder {
  public static let all: [ExclaveBorder] = [
    ExclaveBorder(
      owner: "ESP", neighbour: "MAR", exclave: "Ceuta and Melilla", acrossTheSea: true,
      source: "Morocco–Spain border"),
    ExclaveBorder(
      owner: "RUS", neighbour: "POL", exclave: "Kaliningrad Oblast", source: "Kaliningrad Oblast"),
    ExclaveBorder(
      owner: "RUS", neighbour: "LTU", exclave: "Kaliningrad Oblast", source: "Kaliningrad Oblast"),
    ExclaveBorder(
      owner: "AZE", neighbour: "TUR", exclave: "Nakhchivan",
      source: "Nakhchivan Autonomous Republic"),
    ExclaveBorder(
      owner: "AGO", neighbour: "COG", exclave: "Cabinda", source: "Cabinda Province"),
  ]
}
