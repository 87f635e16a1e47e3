extension ChatPhrasebook {
  /// The chat in German.
  public static let german = ChatPhrasebook(
    language: .german,
    texts: [
      // Every frame of `{summary}` follows "nach" ("Frag mich nach Angaben zu einem Land (…)").
      .bannerTitle:
        "{name} {version} — frag nach jedem Land, in sechs Sprachen, Tippfehler egal.",
      .helpIntro: "Frag mich nach jedem Land. Zum Beispiel:",
      .bannerHint: "Probier „{value}“, „{other}“ oder tippe {command}.",
      .helpMore: "Mehr: {value}.",
      .familyFacts: "Fakten zu Ländern",
      .familyGovernment: "Regierung",
      .familyLife: "Wirtschaft, Alltag",
      .familyPlaces: "Orte, Entfernungen",
      .familyTime: "Uhrzeit",
      .familySets: "Listen, Ranglisten",
      .familyGames: "Spiele",
      .familyFavourites: "Favoriten",
      .familyNearMe: "In meiner Nähe",
      .familyCommands: "Befehle",
      .nearMeExample: "Welche Länder sind in meiner Nähe?",
      .helpFacts: "Fakten zu einem Land, zum Beispiel:",
      .helpGovernment: "Wer regiert und wozu ein Land gehört, zum Beispiel:",
      .helpLife: "Wirtschaft und Alltag, zum Beispiel:",
      .helpPlaces: "Orte, Entfernungen, Uhrzeit, Listen und Ranglisten, zum Beispiel:",
      .helpGames: "Spiele, zum Beispiel:",
      .greetingHello: "Hallo! Frag mich nach jedem Land: „{value}“ oder „{other}“.",
      .greetingThanks: "Gern geschehen!",
      .commands: "Befehle: {value}.",
      .exits: "Mit Strg-D beendest du das Programm.",
      .nothingToRetry: "Es gibt nichts zu wiederholen.",
      .unknownCommand: "Unbekannter Befehl: „{value}“.",
      .incomplete: "Welches Land meinst du? Nenne es oder stell die ganze Frage: „{value}“",
      .unrecognized: "Darauf weiß ich keine Antwort.",
      .unplaced:
        "Darauf weiß ich keine Antwort: Ich weiß nicht, wie ich {value} hier verstehen soll.",
      .notFoundCountry: "In meinen Daten gibt es kein Land namens „{value}“.",
      .notFoundPlace:
        "„{value}“ finde ich weder unter den Regionen noch unter den Ländern meiner Daten.",
      .noMatches: "Kein Ländername beginnt mit „{value}“.",
      // `{value}` is one name or several ("Nordkorea oder Südkorea"), with no article.
      .didYouMean: "Meintest du: {value}?",
      .or: "oder",
      .unavailable: "Ich konnte die Länderdaten nicht laden: {value}.",
      .prefixExample: "Welche Länder beginnen mit {value}?",
      .about: "{name} {version}. Daten: {value}.",
      .noData: "noch keine Daten geladen",
      .cleared: "Der Verlauf ist gelöscht.",
      .leavePage: "Zum Beenden schließ einfach die Seite; mit „löschen“ fängst du von vorn an.",
      .tooLong:
        "Das sind mehr als {count} Wörter: Stell bitte eine Frage nach der anderen, "
        + "mit weniger Worten.",
      .askSomething: "Stell eine Frage zu einem Land.",
      .hint: "Frag nach {summary}.",
      .questionLabel: "Deine Frage",
      .send: "Senden",
      .retry: "Erneut versuchen",
      .conversationLabel: "Unterhaltung",
      .typing: "Country Quiz schreibt …",
      .unreachable:
        "Das Quiz ist nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.",
      .profileLost:
        "Deine gespeicherten Favoriten und Punktestände ließen sich nicht lesen; sie wurden "
        + "beiseitegelegt, und eine neue Liste wurde angelegt.",
      .favouriteLabel: "Favorit: {value}",
      .flagLabel: "Flagge: {value}",
      .mapsLabel: "Karten",
      .gameLabel: "Spiel",
      .gameFlagLabel: "Die gesuchte Flagge",
      .answerPlaceholder: "Deine Antwort…",
      .locating: "Ich frage deinen Browser nach deinem Standort …",
      .locationUnsupported: "dieser Browser kann den Standort nicht ermitteln",
      .locationDenied: "Zugriff verweigert",
      .locationTimedOut: "Zeitüberschreitung",
      .locationUnavailable: "Standort nicht verfügbar",
      .httpFailure: "Etwas ist schiefgegangen (HTTP {value}).",
      .suggestions: "Probier mal: {value}",
      .readAs: "Verstanden als: {value}",
      .leftOut: "Übergangen: {value}",
      .quoted: "„{value}“",
      .dataYear: "Meine Daten geben den Stand vom {date} wieder, nicht den von {value}.",
      .retryInChat:
        "Gib „wiederholen“ ein oder drück die Eingabetaste, um noch einmal zu fragen.",
      .retryByRunningAgain: "Führ denselben Befehl noch einmal aus, um es erneut zu versuchen.",
      .noConnection: "die Datenquelle ist nicht erreichbar (keine Verbindung)",
      .timedOut: "die Datenquelle hat nicht rechtzeitig geantwortet",
      .rateLimited: "die Datenquelle begrenzt die Anfragen; versuch es gleich noch einmal",
      .serverError: "die Datenquelle hat einen Fehler gemeldet (HTTP {value})",
      .invalidData: "die Datenquelle hat etwas geschickt, das keine Länderdaten sind",
      // `{value}` is a country's name, with no article: it stands after a colon.
      .favouritesNone:
        "Du hast noch keine Lieblingsländer. Sag „merk dir Japan“, um eins zu speichern.",
      .favouritesList: "Deine Lieblingsländer ({count}):\n{value}",
      .favouriteAlready: "Schon unter deinen Lieblingsländern: {value}.",
      .favouritesFull:
        "Du hast schon {count} Lieblingsländer, mehr geht nicht: Vergiss zuerst eins "
        + "(„vergiss Peru“).",
      .favouriteAdded: "Zu deinen Lieblingsländern hinzugefügt: {value} (jetzt {count}).",
      .favouriteRemoved: "Aus deinen Lieblingsländern entfernt: {value}.",
      .favouriteNotOne: "Nicht unter deinen Lieblingsländern: {value}.",
      .favouriteWhich: "Meintest du: {value}? Schreib den Namen bitte ganz aus.",
      .fromSetting: "laut {value}",
      .fromTimeZone: "laut deiner Zeitzone, {value} ({other})",
      .fromBrowser: "laut deinem Browser",
      .compass: "N S O W",
      .unlocated: "Ich weiß nicht, wo du bist. {value} Oder nenne einen Ort: „{other}“",
      .helpGeneric: "Diese App weiß nicht, wo du bist, und kann daher nicht von dort aus messen.",
      .helpTerminal:
        "Setze {value} auf „lat,lon“ oder auf ein Land (zum Beispiel {value}=Peru) oder TZ auf "
        + "deine Zeitzone (zum Beispiel TZ=Europe/Berlin).",
      .helpNoTimeZone: "Dein System nennt keine Zeitzone.",
      .helpZoneOfNoCountry: "Deine Zeitzone, {value} ({other}), gehört zu keinem einzelnen Land.",
      .helpBrowserRefused:
        "Dein Browser hat deinen Standort nicht geteilt ({value}). Erlaube dieser Seite den "
        + "Zugriff auf deinen Standort und frag noch einmal.",
      .helpBrowserNotAsked:
        "Erlaube dieser Seite den Zugriff auf deinen Standort, wenn der Browser danach fragt.",
    ],
    commandWords: [
      .help: ["hilfe"],
      .retry: ["wiederholen", "nochmal"],
      .about: ["über", "info"],
      .clear: ["löschen"],
      .quit: ["beenden", "tschüss"],
      .helpOn(.facts): ["hilfe fakten"],
      .helpOn(.government): ["hilfe staat", "hilfe regierung"],
      .helpOn(.life): ["hilfe alltag", "hilfe wirtschaft"],
      .helpOn(.places): ["hilfe orte", "hilfe uhrzeit", "hilfe listen"],
      .helpOn(.games): ["hilfe spiele", "hilfe spiel", "hilfe quiz"],
    ],
    greetings: [
      .hello: [
        "hallo", "guten tag", "guten morgen", "guten abend", "servus", "moin", "grüß gott",
        "grüezi",
      ],
      .thanks: [
        "danke", "danke schön", "dankeschön", "vielen dank", "danke sehr", "herzlichen dank",
        "ok danke",
      ],
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
