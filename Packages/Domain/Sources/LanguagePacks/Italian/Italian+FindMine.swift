import Domain

extension FindMinePhrasebook {
  /// Il gioco «indovina il mio paese» in italiano.
  public static let italian = FindMinePhrasebook(
    language: .italian,
    texts: [
      .modeName: "Indovina il mio paese",
      .help:
        "Pensa a un paese e lo trovo: rispondi sì, no o non lo so. Comandi: punteggio, basta.",
      .questionOf: "Domanda {count}: {value}",
      .answerYesOrNo: "Rispondi sì, no o non lo so (o basta).",
      .status: "Domanda {count} · {total} paesi corrispondono ancora alle tue risposte.",
      .qRegion: "Il tuo paese è in questa regione: {value}?",
      .qSubregion: "È in questa parte del mondo: {value}?",
      .qLandlocked: "È senza sbocco sul mare?",
      .qIsland: "È uno stato insulare, con una costa ma senza confini terrestri?",
      .qMorePeople: "Ha più di {value} abitanti?",
      .qLarger: "È più grande di {value}?",
      .qBorders: "Confina con questo paese: {country}?",
      .qCurrency: "Usa la valuta {value}?",
      .qLanguage: "Si parla {value} lì?",
      .qNameStarts: "Il suo nome inizia con {value}?",
      .qNorth: "È a nord dell'equatore?",
      .qDrivesLeft: "Lì si guida a sinistra?",
      .qGuess: "Il tuo paese è questo: {country}?",
      .found: "Trovato: {country}, in {count} domande!",
      .gaveUp: "Mi arrendo!",
      .contradiction: "Nessun paese dei miei dati corrisponde a tutte le tue risposte.",
      .whichWasIt: "Quale paese era?",
      .unknownCountry: "Non conosco nessun paese chiamato «{value}». Quale paese era?",
      .revealed: "{country}!",
      .misfit: "Hai risposto {value} a «{other}», ma i miei dati dicono {count}.",
      .allFit: "Tutte le risposte corrispondono: ho finito le domande.",
      .yes: "sì",
      .no: "no",
      .unsure: "non lo so",
      .stopped: "Partita finita: il tuo paese resta un segreto.",
    ],
    starts: [
      "indovina il mio paese", "indovina il mio stato", "trova il mio paese", "penso a un paese",
      "sto pensando a un paese", "pensa a un paese e indovina", "indovina a che paese penso",
      "indovina a quale paese sto pensando", "indovina quale paese",
      "giochiamo a indovina il mio paese",
      "gioca a indovina il mio paese",
    ],
    yes: [
      "si", "s", "certo", "esatto", "giusto", "vero", "certamente", "sicuro", "si si", "gia",
      "proprio cosi", "affermativo", "ok",
    ],
    no: [
      "no", "n", "per niente", "falso", "sbagliato", "no no", "affatto", "negativo",
      "assolutamente no",
    ],
    unsure: [
      "non lo so", "non so", "boh", "chissa", "forse", "non sono sicuro", "non sono sicura",
      "nessuna idea", "passo",
    ])
}
