import Domain

/// Il percorso via terra in italiano: i valori sono quelli dell'inglese (`English+Routes`).
extension FactTable {
  static let italianRoutes: [Intent: FactWords] = [
    .landRoute: FactWords(
      cues: [
        "percorso", "percorsi", "itinerario", "percorso via terra", "via terra", "per strada",
        "in macchina", "in auto", "guidare da", "andare in macchina", "viaggiare via terra",
        "confini da attraversare", "paesi da attraversare", "paesi tra",
      ],
      falseFriendsBefore: ["aereo", "aerea", "traghetto", "treno", "commerciale"],
      allowedTopics: ["tra", "fra", "viaggio", "viaggiare", "strada", "breve"],
      asks: "il percorso via terra verso un altro",
      example: "Qual è il percorso via terra più breve tra {the country} e il Vietnam?",
      says: [
        .one:
          "Via terra, tra {the country} e {the other} c'è un solo passaggio di confine: {value}.",
        .many:
          "Il percorso via terra più breve tra {the country} e {the other} attraversa {count} confini e {other} paesi: {value}.",
        .then: "Ponte o tunnel lungo il percorso: {detail}.",
        .caveat:
          "Il percorso segue i confini terrestri, non le strade, e un valico può essere chiuso.",
        .isolated:
          "Non c'è un percorso via terra tra {the country} e {the other}: {the country} non ha confini terrestri, né ponti o tunnel verso un altro paese.",
        .otherIsolated:
          "Non c'è un percorso via terra tra {the country} e {the other}: {the other} non ha confini terrestri, né ponti o tunnel verso un altro paese.",
        .sea:
          "Non c'è un percorso via terra tra {the country} e {the other}: li separa il mare, senza ponti né tunnel.",
        .itself: "Partenza e arrivo sono {the country}: nessun confine da attraversare.",
      ])
  ]
}

extension PlaceWords {
  /// The words before a route's start named second.
  static let italianRoutes: PlaceWords = {
    var words = PlaceWords()
    words.routeStarts = ["da", "dal", "dalla", "dall", "dallo", "dai", "dagli", "dalle"]
    return words
  }()
}
