import Domain

/// Der Landweg auf Deutsch: die Werte sind die des Englischen (`English+Routes`); die Länder
/// stehen im Nominativ, so passt jeder Artikel.
extension FactTable {
  static let germanRoutes: [Intent: FactWords] = [
    .landRoute: FactWords(
      cues: [
        "landweg", "landwege", "landroute", "route", "reiseroute", "auf dem landweg", "uber land",
        "mit dem auto", "autofahrt", "fahren von", "fahre von", "grenzubergange",
        "grenzen uberqueren", "lander durchqueren", "lander dazwischen", "kurzeste weg",
        "kurzesten weg", "kurzester weg",
      ],
      falseFriendsBefore: ["flug", "schiff", "zug", "bus", "handel"],
      allowedTopics: ["zwischen", "reise", "reisen", "weg", "kurzeste", "kurzesten", "strasse"],
      asks: "den Landweg zu einem anderen",
      example: "Was ist der kürzeste Landweg von {country} nach Vietnam?",
      says: [
        .one:
          "{the country} und {the other} liegen auf dem Landweg einen Grenzübergang auseinander: {value}.",
        .many:
          "{the country} und {the other} liegen auf dem kürzesten Landweg {count} Grenzübergänge auseinander, durch {other} Länder: {value}.",
        .then: "Brücke oder Tunnel auf dem Weg: {detail}.",
        .caveat:
          "Der Weg folgt den Landgrenzen, nicht den Straßen, und ein Grenzübergang kann geschlossen sein.",
        .isolated:
          "{the country} und {the other} sind auf dem Landweg nicht verbunden: {the country} hat weder eine Landgrenze noch eine Brücke oder einen Tunnel zu einem anderen Land.",
        .otherIsolated:
          "{the country} und {the other} sind auf dem Landweg nicht verbunden: {the other} hat weder eine Landgrenze noch eine Brücke oder einen Tunnel zu einem anderen Land.",
        .sea:
          "{the country} und {the other} sind auf dem Landweg nicht verbunden: Zwischen ihnen liegt das Meer, ohne Brücke oder Tunnel.",
        .itself: "Start und Ziel sind {the country}: keine Grenze zu überqueren.",
      ])
  ]
}

extension PlaceWords {
  /// The words before a route's start named second.
  static let germanRoutes: PlaceWords = {
    var words = PlaceWords()
    words.routeStarts = ["von", "aus", "ab"]
    return words
  }()
}
