extension ChatPhrasebook {
  /// The chat in German.
  public static let german = ChatPhrasebook(
    language: .german,
    texts: [
      .bannerTitle:
        "{name} {version}: Fragen Sie nach den Ländern der Welt, auf Deutsch oder Englisch.",
      .helpIntro:
        "Fragen Sie nach einem Land: Hauptstadt, Einwohner, Währung, Sprachen, Flagge, Nachbarn, Ranglisten… Zum Beispiel:",
      .commands: "Befehle: {value}.",
      .exits: "Strg-D beendet.",
      .nothingToRetry: "Es gibt nichts zu wiederholen.",
      .unknownCommand: "Unbekannter Befehl: „{value}“.",
      .incomplete: "Welches Land meinen Sie? Nennen Sie es, oder fragen Sie vollständig: „{value}“",
      .unrecognized:
        "Darauf weiß ich keine Antwort. Tippen Sie „hilfe“, um zu sehen, welche Fragen ich verstehe.",
      .notFoundCountry: "Ich kenne kein Land namens „{value}“.",
      .notFoundPlace:
        "Ich finde „{value}“ weder unter den Regionen noch unter den Ländern, die ich kenne.",
      .noMatches: "Kein Ländername beginnt mit „{value}“.",
      .didYouMean: "Meinten Sie {value}?",
      .or: "oder",
      .unavailable: "Ich konnte die Länderdaten nicht laden: {value}.",
      .prefixExample: "Welche Länder beginnen mit {value}?",
      .about: "{name} {version}. Daten: {value}.",
      .noData: "noch keine Daten geladen",
      .cleared: "Das Gespräch ist gelöscht.",
      .leavePage: "Schließen Sie die Seite, um zu gehen; „löschen“ beginnt von vorn.",
      .tooLong:
        "Das sind mehr als {count} Wörter: Stellen Sie eine Frage nach der anderen, in weniger Worten.",
      .askSomething: "Stellen Sie eine Frage zu einem Land.",
      .hint:
        "Fragen Sie nach einem Land: Hauptstadt, Einwohner, Währung, Sprachen, Flagge, Nachbarn, Ranglisten…",
      .questionLabel: "Ihre Frage",
      .send: "Senden",
      .retry: "Wiederholen",
      .conversationLabel: "Gespräch",
      .typing: "Country Quiz schreibt…",
      .unreachable:
        "Das Quiz ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
      .profileLost:
        "Ihre gespeicherten Favoriten und Punktestände waren nicht lesbar; sie wurden beiseitegelegt, eine neue Liste beginnt.",
      .favouriteLabel: "Favorit: {value}",
      .flagLabel: "Flagge: {value}",
      .mapsLabel: "Karten",
      .gameLabel: "Spiel",
      .gameFlagLabel: "Die gesuchte Flagge",
      .locating: "Dein Browser wird gefragt, wo du bist…",
      .locationUnsupported: "dieser Browser kann es nicht sagen",
      .locationDenied: "Zugriff verweigert",
      .locationTimedOut: "Zeitüberschreitung",
      .locationUnavailable: "Position nicht verfügbar",
      .httpFailure: "Etwas ist schiefgegangen (HTTP {value}).",
      .suggestions: "Versuchen Sie: {value}",
      .retryInChat:
        "Tippen Sie „wiederholen“ oder drücken Sie die Eingabetaste, um erneut zu fragen.",
      .retryByRunningAgain:
        "Führen Sie denselben Befehl erneut aus, um es noch einmal zu versuchen.",
      .noConnection: "die Datenquelle ist nicht erreichbar (keine Verbindung)",
      .timedOut: "die Datenquelle hat nicht rechtzeitig geantwortet",
      .rateLimited: "die Datenquelle begrenzt die Anfragen; versuchen Sie es gleich noch einmal",
      .serverError: "die Datenquelle ist fehlgeschlagen (HTTP {value})",
      .invalidData: "die Datenquelle hat etwas geschickt, das keine Länderdaten sind",
      .favouritesNone:
        "Du hast noch keine Lieblingsländer. Sag „merke Japan“, um eines zu behalten.",
      .favouritesList: "Deine Lieblingsländer ({count}):\n{value}",
      .favouriteAlready: "{value} ist schon eines deiner Lieblingsländer.",
      .favouritesFull:
        "Du hast schon {count} Lieblingsländer, mehr geht nicht: Vergiss zuerst eines („vergiss Peru“).",
      .favouriteAdded: "{value} ist jetzt eines deiner Lieblingsländer (du hast {count}).",
      .favouriteRemoved: "{value} ist keines deiner Lieblingsländer mehr.",
      .favouriteNotOne: "{value} war keines deiner Lieblingsländer.",
      .favouriteWhich: "Meinst du {value}? Schreib es aus.",
      .fromSetting: "laut {value}",
      .fromTimeZone: "laut deiner Zeitzone, {value} ({other})",
      .fromBrowser: "laut deinem Browser",
      .compass: "N S O W",
      .unlocated: "Ich weiß nicht, wo du bist. {value} Oder nenne einen Ort: „{other}“",
      .helpGeneric: "Diese App weiß nicht, wo du bist, und kann daher nicht von dort aus messen.",
      .helpTerminal:
        "Setze {value} auf „lat,lon“ oder ein Land (zum Beispiel {value}=Peru), oder TZ auf deine Zeitzone (zum Beispiel TZ=Europe/Berlin).",
      .helpNoTimeZone: "Dein System nennt keine Zeitzone.",
      .helpZoneOfNoCountry: "Deine Zeitzone, {value} ({other}), gehört zu keinem einzelnen Land.",
      .helpBrowserRefused:
        "Dein Browser hat deinen Standort nicht geteilt ({value}). Erlaube dieser Seite den Standort und frag noch einmal.",
      .helpBrowserNotAsked: "Erlaube dieser Seite deinen Standort, wenn der Browser fragt.",
    ],
    commandWords: [
      .help: ["hilfe"],
      .retry: ["wiederholen", "nochmal"],
      .about: ["über", "info"],
      .clear: ["löschen"],
      .quit: ["beenden", "tschüss"],
    ],
    exampleCountry: "Belgien",
    favourites: .german)
}

extension FavouriteWords {
  /// The favourites lines in German.
  public static let german = FavouriteWords(
    list: [
      "meine favoriten", "favoriten", "meine lieblingslander", "lieblingslander",
      "meine lander", "zeig meine favoriten", "zeige meine favoriten", "meine liste",
    ],
    add: ["merke", "merk dir", "speichere", "favorisiere"],
    remove: ["vergiss"],
    addTo: ["fuge", "setze", "nimm"],
    removeFrom: ["entferne", "losche", "nimm"],
    toList: [
      "zu meinen favoriten hinzu", "zu meinen favoriten", "zu den favoriten hinzu",
      "zu den favoriten", "auf meine liste", "in meine favoriten auf", "in meine favoriten",
    ],
    fromList: [
      "aus meinen favoriten", "aus den favoriten", "von meiner liste",
      "aus meinen favoriten heraus",
    ],
    pointers: ["es", "das", "dieses", "dieses land", "das land"])
}
