import Domain

extension TravleWords {
  /// Il gioco delle rotte in italiano.
  public static let italian = TravleWords(
    language: .italian,
    starts: [
      "gioco delle rotte", "giocare al gioco delle rotte", "il gioco delle rotte",
      "gioca a travle", "gioco della rotta", "gioco delle strade",
    ],
    dailyStarts: ["rotta del giorno", "travle del giorno", "gioco delle rotte del giorno"],
    texts: [
      .name: "Gioco delle rotte", .dailyName: "Rotta del giorno",
      .prompt:
        "Vai da {value} a {other} via terra: nomina i paesi in mezzo, uno per riga, in qualsiasi ordine. Una rotta più breve ne ha {count}; puoi nominarne {total} (quattro in più, come in Travle).",
      .help:
        "Nomina un paese sul percorso, uno per riga: ✓ su una rotta più breve, ~ su una più lunga, ✗ fuori strada. Vinci quando i paesi nominati collegano i due via terra. Scrivi «indizio» per il prossimo paese di una rotta più breve (costa un punto), «stop» per vederne una.",
      .status: "{count} paesi nominati su {total} · una rotta più breve ne ha {other}.",
      .shortest: "✓ {country} è su una rotta più breve.",
      .near: "~ {country} è su una rotta più lunga: conta come extra.",
      .off: "✗ {country} è fuori strada.",
      .hint: "Indizio: {country} è su una rotta più breve (costa un punto).",
      .won: "Sei andato da {value} a {other} in {count} tentativi: {route}.",
      .perfect: "Perfetto: una rotta più breve!",
      .lost: "Nessun tentativo rimasto.",
      .route: "Una rotta più breve: {route}.",
    ])
}
