extension ChatPhrasebook {
  /// The chat in Italian.
  public static let italian = ChatPhrasebook(
    language: .italian,
    texts: [
      .bannerTitle:
        "{name} {version} — chiedimi di ogni paese, in sei lingue, refusi compresi.",
      .helpIntro: "Chiedimi di qualsiasi paese. Per esempio:",
      .bannerHint: "Prova «{value}», «{other}» o scrivi {command}.",
      .helpMore: "Altro: {value}.",
      .familyFacts: "Fatti di un paese",
      .familyGovernment: "Governo",
      .familyLife: "Economia, vita",
      .familyPlaces: "Luoghi, distanze",
      .familyTime: "Ora",
      .familySets: "Elenchi, classifiche",
      .familyGames: "Giochi",
      .familyFavourites: "Preferiti",
      .familyNearMe: "Vicino a me",
      .familyCommands: "Comandi",
      .nearMeExample: "Quali paesi sono vicino a me?",
      .helpFacts: "Fatti di un paese, per esempio:",
      .helpGovernment: "Chi governa e a cosa appartiene un paese, per esempio:",
      .helpLife: "L'economia e la vita quotidiana, per esempio:",
      .helpPlaces: "Luoghi, distanze, ora, elenchi e classifiche, per esempio:",
      .helpGames: "Giochi, per esempio:",
      .greetingHello: "Ciao! Chiedimi di qualsiasi paese: «{value}», o «{other}».",
      .greetingThanks: "Prego!",
      .commands: "Comandi: {value}.",
      .exits: "Ctrl-D per uscire.",
      .nothingToRetry: "Non c'è niente da riprovare.",
      .unknownCommand: "Comando sconosciuto: «{value}».",
      .incomplete:
        "Di quale paese parli? Scrivine il nome, oppure fai la domanda per intero: «{value}»",
      .unrecognized: "Non so rispondere a questa domanda.",
      .unplaced: "Non so rispondere: non so come leggere qui {value}.",
      .notFoundCountry: "Nei miei dati non c'è nessun paese chiamato «{value}».",
      .notFoundPlace: "Non trovo «{value}» tra le regioni e i paesi dei miei dati.",
      .noMatches: "Nessun nome di paese inizia con «{value}».",
      .didYouMean: "Quale intendi: {value}?",
      .or: "o",
      .unavailable: "Non sono riuscito a caricare i dati dei paesi: {value}.",
      .prefixExample: "Quali paesi iniziano con {value}?",
      .about: "{name} {version}. Dati: {value}.",
      .noData: "ancora nessun dato caricato",
      .cleared: "La conversazione è stata cancellata.",
      .leavePage: "Per uscire chiudi la pagina; con «cancella» ricominci da capo.",
      .tooLong: "Sono più di {count} parole: fai una domanda alla volta, con meno parole.",
      .askSomething: "Fai una domanda su un paese.",
      .hint: "Chiedimi {summary}.",
      .questionLabel: "La tua domanda",
      .send: "Invia",
      .retry: "Riprova",
      .conversationLabel: "Conversazione",
      .typing: "Country Quiz sta scrivendo…",
      .unreachable: "Impossibile raggiungere il quiz. Controlla la connessione e riprova.",
      .profileLost:
        "Non è stato possibile leggere i preferiti e i punteggi salvati: li ho messi da parte "
        + "e ho iniziato un nuovo elenco.",
      .favouriteLabel: "Preferito: {value}",
      .flagLabel: "Bandiera: {value}",
      .mapsLabel: "Mappe",
      .gameLabel: "Gioco",
      .gameFlagLabel: "La bandiera da indovinare",
      .answerPlaceholder: "La tua risposta…",
      .locating: "Chiedo al browser dove ti trovi…",
      .locationUnsupported: "questo browser non supporta la geolocalizzazione",
      .locationDenied: "permesso negato",
      .locationTimedOut: "tempo scaduto",
      .locationUnavailable: "posizione non disponibile",
      .httpFailure: "Qualcosa è andato storto (HTTP {value}).",
      .suggestions: "Prova: {value}",
      .readAs: "Letto come: {value}",
      .leftOut: "Parole ignorate: {value}",
      .quoted: "«{value}»",
      .dataYear: "I miei dati descrivono la situazione al {date}, non quella del {value}.",
      .retryInChat: "Scrivi «riprova» o premi Invio per chiedere di nuovo.",
      .retryByRunningAgain: "Per riprovare, esegui di nuovo lo stesso comando.",
      .noConnection: "la fonte dei dati non è raggiungibile (nessuna connessione)",
      .timedOut: "la fonte dei dati non ha risposto in tempo",
      .rateLimited: "la fonte dei dati sta limitando le richieste; riprova tra poco",
      .serverError: "la fonte dei dati ha restituito un errore (HTTP {value})",
      .invalidData: "la fonte dei dati ha inviato qualcosa che non è un elenco di paesi",
      .favouritesNone:
        "Non hai ancora paesi preferiti. Scrivi «ricorda il Giappone» per salvarne uno.",
      .favouritesList: "I tuoi paesi preferiti ({count}):\n{value}",
      .favouriteAlready: "È già tra i tuoi preferiti: {value}.",
      .favouritesFull:
        "Hai già {count} preferiti, il massimo possibile: prima dimenticane uno "
        + "(«dimentica il Perù»).",
      .favouriteAdded: "Aggiunto ai tuoi preferiti: {value} (ora ne hai {count}).",
      .favouriteRemoved: "Tolto dai tuoi preferiti: {value}.",
      .favouriteNotOne: "Non era tra i tuoi preferiti: {value}.",
      .favouriteWhich: "Quale intendi: {value}? Scrivi il nome per intero.",
      .fromSetting: "secondo {value}",
      .fromTimeZone: "secondo il tuo fuso orario, {value} ({other})",
      .fromBrowser: "secondo il tuo browser",
      .compass: "N S E O",
      .unlocated: "Non so dove ti trovi. {value} Oppure indica un luogo: «{other}»",
      .helpGeneric:
        "Questa app non sa dove ti trovi, quindi non può misurare le distanze da lì.",
      .helpTerminal:
        "Imposta {value} su «lat,lon» o su un paese (per esempio {value}=Peru), oppure TZ "
        + "sul tuo fuso orario (per esempio TZ=Europe/Rome).",
      .helpNoTimeZone: "Il tuo sistema non indica alcun fuso orario.",
      .helpZoneOfNoCountry:
        "Il tuo fuso orario, {value} ({other}), non corrisponde a un solo paese.",
      .helpBrowserRefused:
        "Il tuo browser non ha condiviso la tua posizione ({value}). Consenti a questa pagina "
        + "di usarla e chiedi di nuovo.",
      .helpBrowserNotAsked:
        "Consenti a questa pagina di usare la tua posizione quando il browser lo chiede.",
    ],
    commandWords: [
      .help: ["aiuto"],
      .retry: ["riprova", "ripeti"],
      .about: ["informazioni"],
      .clear: ["cancella", "pulisci"],
      .quit: ["esci"],
      .helpOn(.facts): ["aiuto fatti"],
      .helpOn(.government): ["aiuto stato", "aiuto governo"],
      .helpOn(.life): ["aiuto vita", "aiuto economia"],
      .helpOn(.places): ["aiuto luoghi", "aiuto ora", "aiuto elenchi"],
      .helpOn(.games): ["aiuto giochi", "aiuto gioco", "aiuto quiz"],
    ],
    greetings: [
      .hello: ["ciao", "buongiorno", "buonasera", "salve", "ciao a tutti"],
      .thanks: ["grazie", "grazie mille", "grazie tante", "ti ringrazio", "ok grazie"],
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
