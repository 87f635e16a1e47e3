extension ChatPhrasebook {
  /// The chat in Italian.
  public static let italian = ChatPhrasebook(
    language: .italian,
    texts: [
      .bannerTitle: "{name} {version}: chiedi dei paesi del mondo, in italiano o in inglese.",
      .helpIntro:
        "Chiedi di un paese: capitale, popolazione, valuta, lingue, bandiera, confinanti, classifiche… Per esempio:",
      .commands: "Comandi: {value}.",
      .exits: "Ctrl-D per uscire.",
      .nothingToRetry: "Non c'è niente da riprovare.",
      .unknownCommand: "Comando sconosciuto: «{value}».",
      .incomplete: "Di quale paese parli? Dimmi il nome, o fai la domanda completa: «{value}»",
      .unrecognized:
        "Non so rispondere a questo. Scrivi «aiuto» per vedere le domande che capisco.",
      .notFoundCountry: "Non conosco nessun paese chiamato «{value}».",
      .notFoundPlace: "Non trovo «{value}» tra le regioni e i paesi che conosco.",
      .noMatches: "Nessun nome di paese inizia con «{value}».",
      .didYouMean: "Intendevi {value}?",
      .or: "o",
      .unavailable: "Non sono riuscito a caricare i dati dei paesi: {value}.",
      .prefixExample: "Quali paesi iniziano con {value}?",
      .about: "{name} {version}. Dati: {value}.",
      .noData: "nessun dato ancora caricato",
      .cleared: "La conversazione è stata cancellata.",
      .leavePage: "Chiudi la pagina per uscire; «cancella» ricomincia da capo.",
      .tooLong: "Sono più di {count} parole: fai una domanda alla volta, con meno parole.",
      .askSomething: "Fai una domanda su un paese.",
      .hint:
        "Chiedi di un paese: capitale, popolazione, valuta, lingue, bandiera, confinanti, classifiche…",
      .questionLabel: "La tua domanda",
      .send: "Invia",
      .retry: "Riprova",
      .conversationLabel: "Conversazione",
      .typing: "Country Quiz sta scrivendo…",
      .unreachable: "Impossibile raggiungere il quiz. Controlla la connessione e riprova.",
      .profileLost:
        "Impossibile leggere i preferiti e i punteggi salvati; sono stati messi da parte e inizia un nuovo elenco.",
      .favouriteLabel: "Preferito: {value}",
      .flagLabel: "Bandiera: {value}",
      .mapsLabel: "Mappe",
      .gameLabel: "Gioco",
      .gameFlagLabel: "La bandiera da indovinare",
      .locating: "Chiedo al browser dove ti trovi…",
      .locationUnsupported: "questo browser non può dirlo",
      .locationDenied: "permesso negato",
      .locationTimedOut: "tempo scaduto",
      .locationUnavailable: "posizione non disponibile",
      .httpFailure: "Qualcosa è andato storto (HTTP {value}).",
      .suggestions: "Prova: {value}",
      .retryInChat:
        "Scrivi «riprova», o premi Invio, per chiedere di nuovo.",
      .retryByRunningAgain: "Esegui di nuovo lo stesso comando per riprovare.",
      .noConnection: "la fonte dei dati non è raggiungibile (nessuna connessione)",
      .timedOut: "la fonte dei dati non ha risposto in tempo",
      .rateLimited: "la fonte dei dati sta limitando le richieste; riprova tra poco",
      .serverError: "la fonte dei dati non ha funzionato (HTTP {value})",
      .invalidData: "la fonte dei dati ha inviato qualcosa che non sono dati di paesi",
      .favouritesNone: "Non hai ancora paesi preferiti. Di' «ricorda il Giappone» per tenerne uno.",
      .favouritesList: "I tuoi paesi preferiti ({count}):\n{value}",
      .favouriteAlready: "{value} è già tra i tuoi preferiti.",
      .favouritesFull:
        "Hai già {count} preferiti, il massimo: prima dimenticane uno («dimentica il Perù»).",
      .favouriteAdded: "{value} ora è tra i tuoi preferiti (ne hai {count}).",
      .favouriteRemoved: "{value} non è più tra i tuoi preferiti.",
      .favouriteNotOne: "{value} non era tra i tuoi preferiti.",
      .favouriteWhich: "Intendi {value}? Scrivilo per intero.",
      .fromSetting: "secondo {value}",
      .fromTimeZone: "secondo il tuo fuso orario, {value} ({other})",
      .fromBrowser: "secondo il tuo browser",
      .compass: "N S E O",
      .unlocated: "Non so dove sei. {value} Oppure nomina un luogo: «{other}»",
      .helpGeneric: "Questa app non sa dove sei, quindi non può misurare da lì.",
      .helpTerminal:
        "Imposta {value} a «lat,lon» o a un paese (per esempio {value}=Peru), oppure TZ al tuo fuso orario (per esempio TZ=Europe/Rome).",
      .helpNoTimeZone: "Il tuo sistema non indica alcun fuso orario.",
      .helpZoneOfNoCountry:
        "Il tuo fuso orario, {value} ({other}), non appartiene a un solo paese.",
      .helpBrowserRefused:
        "Il tuo browser non ha condiviso la tua posizione ({value}). Consenti a questa pagina di usarla e chiedi di nuovo.",
      .helpBrowserNotAsked:
        "Consenti a questa pagina di usare la tua posizione quando il browser lo chiede.",
    ],
    commandWords: [
      .help: ["aiuto"],
      .retry: ["riprova", "ripeti"],
      .about: ["informazioni"],
      .clear: ["cancella", "pulisci"],
      .quit: ["esci"],
    ],
    exampleCountry: "Belgio",
    favourites: .italian)
}

extension FavouriteWords {
  /// The favourites lines in Italian.
  public static let italian = FavouriteWords(
    list: [
      "i miei preferiti", "miei preferiti", "preferiti", "i miei paesi preferiti",
      "i miei paesi", "mostra i miei preferiti", "quali sono i miei preferiti",
    ],
    add: ["ricorda", "salva", "memorizza"],
    remove: ["dimentica"],
    addTo: ["aggiungi", "metti"],
    removeFrom: ["togli", "rimuovi", "elimina", "leva"],
    toList: [
      "ai miei preferiti", "ai preferiti", "tra i preferiti", "tra i miei preferiti",
      "alla mia lista",
    ],
    fromList: ["dai miei preferiti", "dai preferiti", "dalla mia lista"],
    pointers: ["lo", "la", "questo", "quello", "questo paese"])
}
