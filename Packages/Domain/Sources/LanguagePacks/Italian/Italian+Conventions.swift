import Domain

/// Usanze e codici in italiano: primo giorno della settimana, orologio, sistema di misura, codici
/// FIFA, CIO e automobilistici, codici postali, inno e religioni (placeholders as in English's
/// `English+Conventions.swift`).
extension FactTable {
  static let italianConventions: [Intent: FactWords] = [
    .startOfWeek: FactWords(
      cues: [
        "primo giorno della settimana", "inizia la settimana", "comincia la settimana",
        "settimana inizia", "settimana comincia", "inizio della settimana",
      ],
      allowedTopics: [
        "giorno", "settimana", "inizia", "comincia", "primo", "lunedi", "domenica", "sabato",
        "venerdi", "calendario",
      ],
      asks: "il primo giorno della settimana",
      example: "Che giorno inizia la settimana {in country}?",
      says: [
        .one: "{in country}, il primo giorno della settimana è {value}.",
        .none: "I miei dati non dicono che giorno inizia la settimana {in country}.",
      ]),
    .clockFormat: FactWords(
      cues: [
        "24 ore", "24h", "12 ore", "12h", "formato dell ora", "formato orario", "am pm",
        "orologio di 24", "orologio di 12", "orologio a 24", "orologio a 12",
      ],
      allowedTopics: [
        "ora", "ore", "orologio", "formato", "usa", "usano", "utilizza", "utilizzano", "o",
        "scrive", "scrivono",
      ],
      asks: "il suo orologio a 12 o 24 ore",
      example: "{in country} usano il formato a 24 ore?",
      says: [
        .one: "{in country}, l'ora si scrive di solito nel formato a 24 ore (17:30).",
        .pair: "{in country}, l'ora si scrive di solito nel formato a 12 ore (5:30 pm).",
        .none: "Non so quale formato dell'ora si usa {in country}.",
      ]),
    .measurementSystem: FactWords(
      cues: [
        "sistema metrico", "metrico", "imperiale", "sistema di misura", "sistema di misure",
        "unita di misura", "sistema imperiale", "unita imperiali", "miglia o chilometri",
      ],
      allowedTopics: [
        "sistema", "unita", "misura", "misure", "usa", "usano", "utilizza", "utilizzano",
        "miglia", "chilometri", "libbre", "chili",
      ],
      asks: "il suo sistema di misura", example: "{country} usa il sistema metrico?",
      says: [
        .yes: "{in country} si usa il sistema metrico.",
        .pair:
          "{in country} si usa il sistema metrico, con unità imperiali ancora in uso corrente (miglia, pinte).",
        .no:
          "{in country} non si usa il sistema metrico ma le unità statunitensi (miglia, libbre, galloni).",
        .none: "Non so quale sistema di misura si usa {in country}.",
      ]),
    .fifaCode: FactWords(
      cues: ["codice fifa", "codice della fifa", "sigla fifa", "abbreviazione fifa"],
      allowedTopics: ["fifa", "calcio", "nazionale", "lettere", "tre"],
      asks: "il suo codice FIFA", example: "Qual è il codice FIFA {of country}?",
      says: [
        .one: "Il codice FIFA {of country} è {value}.",
        .none: "I miei dati non hanno un codice FIFA per {the country}.",
      ]),
    .iocCode: FactWords(
      cues: ["codice cio", "codice del cio", "codice olimpico", "sigla olimpica", "codice ioc"],
      allowedTopics: [
        "cio", "ioc", "olimpico", "olimpici", "olimpiadi", "giochi", "lettere", "tre",
      ],
      asks: "il suo codice CIO", example: "Qual è il codice olimpico {of country}?",
      says: [
        .one: "Il codice CIO {of country} è {value}.",
        .none: "I miei dati non hanno un codice CIO per {the country}.",
      ]),
    .vehicleCode: italianVehicleCues.worded(
      asks: "la sua sigla automobilistica internazionale",
      example: "Qual è la sigla automobilistica internazionale {of country}?",
      says: [
        .one: "La sigla automobilistica internazionale {of country} è {value}.",
        .many: "{the country} ha {count} sigle automobilistiche internazionali: {value}.",
        .none: "I miei dati non hanno una sigla automobilistica internazionale per {the country}.",
      ]),
    .reverseVehicleCode: italianVehicleCues.worded(
      asks: "una sigla automobilistica",
      example: "Quale paese ha la sigla automobilistica CH?",
      says: [
        .one: "{value} è la sigla automobilistica internazionale {of country}.",
        .pair:
          "{value} è la sigla automobilistica internazionale {of country}, usata anche da {other}.",
        .many: "{the country} ha {count} sigle automobilistiche internazionali: {value}.",
      ]),
    .postalCode: FactWords(
      cues: [
        "codice postale", "codici postali", "cap", "formato postale",
        "codice di avviamento postale",
      ],
      exact: ["cap"],
      allowedTopics: ["formato", "cifre", "lettere", "quante", "scrive", "fatto"],
      asks: "il formato dei suoi codici postali",
      example: "Qual è il formato del codice postale {in country}?",
      says: [
        .one: "I codici postali {in country} hanno {value} cifre.",
        .pair: "I codici postali {in country} si scrivono {value} (# è una cifra, @ una lettera).",
        .none: "I miei dati non hanno un formato di codice postale per {the country}.",
      ]),
    .anthem: FactWords(
      cues: ["inno", "inni", "inno nazionale", "canto nazionale"],
      allowedTopics: ["nazionale", "canto", "titolo", "nome", "chiama"],
      asks: "il suo inno nazionale", example: "Qual è l'inno nazionale {of country}?",
      says: [
        .one: "L'inno nazionale {of country} è «{value}».",
        .none: "I miei dati non nominano l'inno nazionale {of country}.",
      ]),
    .religion: FactWords(
      cues: ["religione", "religioni", "religiosa", "religioso", "fede", "credo"],
      allowedTopics: [
        "principale", "principali", "maggioritaria", "predominante", "dominante", "praticata",
        "percentuale", "gente", "c", "ce",
      ],
      asks: "le sue religioni principali",
      example: "Qual è la religione principale {in country}?",
      says: [
        .one: "La religione principale {in country} è {value} (dati del {date}).",
        .many: "Le religioni principali {in country}: {value} (dati del {date}).",
        .none: "I miei dati non hanno cifre sulla religione {in country}.",
      ]),
  ]

  static let italianVehicleCues = FactWords(
    cues: [
      "sigla automobilistica", "sigla auto", "targa", "targhe", "sigla internazionale",
      "codice automobilistico", "codice auto", "codice della targa", "adesivo", "sigla dei veicoli",
      "codice dei veicoli",
    ],
    allowedTopics: [
      "internazionale", "sigla", "codice", "auto", "automobili", "macchina", "macchine", "veicolo",
      "veicoli", "lettere", "lettera", "ovale", "sulla", "sulle",
    ])
}

extension ConventionWords {
  public static let italian = ConventionWords(
    weekdays: [
      "monday": "lunedì", "tuesday": "martedì", "wednesday": "mercoledì", "thursday": "giovedì",
      "friday": "venerdì", "saturday": "sabato", "sunday": "domenica",
    ],
    religions: [
      "christianity": "cristianesimo", "islam": "islam", "hinduism": "induismo",
      "buddhism": "buddismo", "judaism": "ebraismo", "sikhism": "sikhismo", "jainism": "giainismo",
      "taoism": "taoismo", "bahai": "fede bahá'í", "rastafari": "rastafarianesimo",
      "druze": "drusismo", "spiritism": "spiritismo", "folk": "religioni tradizionali",
      "irreligion": "nessuna religione",
    ],
    share: "{value} ({count}%)")
}
