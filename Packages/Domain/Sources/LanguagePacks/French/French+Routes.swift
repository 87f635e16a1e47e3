import Domain

/// L'itinéraire terrestre en français : les valeurs sont celles de l'anglais (`English+Routes`).
extension FactTable {
  static let frenchRoutes: [Intent: FactWords] = [
    .landRoute: FactWords(
      cues: [
        "itineraire", "itineraires", "itineraire terrestre", "par la route", "par voie terrestre",
        "par la terre", "voie terrestre", "route terrestre", "trajet", "trajet terrestre",
        "conduire de", "conduire du", "conduire jusqu", "aller en voiture", "rouler de",
        "rouler du", "frontieres a traverser", "frontieres a franchir", "pays a traverser",
        "pays entre", "route la plus courte", "plus courte route", "chemin le plus court",
        "plus court chemin",
      ],
      falseFriendsBefore: ["avion", "aerien", "bateau", "ferry", "train", "bus", "commercial"],
      allowedTopics: ["entre", "voyage", "voyager", "route", "chemin", "court"],
      asks: "l'itinéraire terrestre vers un autre",
      example: "Quel est l'itinéraire terrestre le plus court {of country} au Viêt Nam ?",
      says: [
        .one: "Par la terre, {the country} est à un passage de frontière {of other} : {value}.",
        .many:
          "Le plus court itinéraire terrestre {of country} {in other} franchit {count} frontières et traverse {other} pays : {value}.",
        .then: "Pont ou tunnel sur le trajet : {detail}.",
        .caveat:
          "L'itinéraire suit les frontières terrestres, pas les routes, et un passage peut être fermé.",
        .isolated:
          "Il n'y a pas d'itinéraire terrestre {of country} {in other} : {the country} n'a ni frontière terrestre, ni pont ou tunnel vers un autre pays.",
        .otherIsolated:
          "Il n'y a pas d'itinéraire terrestre {of country} {in other} : {the other} n'a ni frontière terrestre, ni pont ou tunnel vers un autre pays.",
        .sea:
          "Il n'y a pas d'itinéraire terrestre {of country} {in other} : la mer les sépare, sans pont ni tunnel.",
        .itself: "Pour aller {of country} {in country}, aucune frontière à franchir.",
      ])
  ]
}

extension PlaceWords {
  /// The words before a route's start named second.
  static let frenchRoutes: PlaceWords = {
    var words = PlaceWords()
    words.routeStarts = ["depuis"]
    return words
  }()
}
