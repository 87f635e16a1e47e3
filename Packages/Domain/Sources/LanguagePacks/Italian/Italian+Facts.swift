import Domain

/// Every fact in Italian: how it is asked, what help calls it, an example, and its answer's
/// sentences, with the country's name in the form each place needs (`Italian+Grammar.swift`).
/// The country is never the subject of a verb: "la capitale del Belgio è", "in Belgio si
/// parla", "i paesi che confinano con il Belgio", so a plural name ("gli Stati Uniti", "le
/// Filippine") needs no other verb than a singular one.
extension FactTable {
  static let italianOwnFacts = FactTable(facts: [
    .capital: FactWords(
      cues: ["capitale", "capitali", "citta principale"],
      allowedTopics: ["citta"],
      asks: "la capitale", example: "Qual è la capitale {of country}?",
      says: [
        .one: "La capitale {of country} è {value}.",
        .many: "Le capitali {of country} sono {count}: {value}.",
        .none: "{in country} non c'è una capitale.",
      ]),
    .isoCode: FactWords(
      cues: ["codice", "codici", "iso", "sigla", "abbreviazione", "alpha", "due lettere"],
      asks: "il codice ISO alpha-2", example: "Qual è il codice ISO alpha-2 {of country}?",
      says: [.one: "Il codice ISO alpha-2 {of country} è {value}."]),
    .flag: FactWords(
      cues: ["bandiera", "bandiere"],
      asks: "la bandiera", example: "Mostrami la bandiera {of country}",
      says: [.one: "La bandiera {of country} è {value}"]),
    .population: FactWords(
      cues: ["popolazione", "abitanti", "abitante", "persone", "gente", "quante persone"],
      asks: "la popolazione", example: "Quante persone vivono {in country}?",
      says: [
        .one: "La popolazione {of country} è di {value} abitanti (dati aggiornati al {date})."
      ]),
    .area: FactWords(
      cues: ["superficie", "area", "dimensioni", "estensione", "km2", "grande", "esteso"],
      exact: ["area"],
      asks: "la superficie", example: "Qual è la superficie {of country}?",
      says: [.one: "La superficie {of country} è di {value}."]),
    .currency: FactWords(
      cues: ["valuta", "valute", "moneta", "monete", "soldi", "divisa"],
      asks: "la valuta", example: "Quale valuta si usa {in country}?",
      says: [
        .one: "{in country} si paga in {value}.",
        .none: "Nei miei dati non risulta una valuta propria {of country}.",
      ]),
    .languages: FactWords(
      cues: ["lingua", "lingue", "parla", "parlano", "parlata", "parlate", "idioma"],
      asks: "le lingue", example: "Che lingue si parlano {in country}?",
      says: [
        .one: "{in country} si parla {value}.",
        .many: "{in country} si parlano {count} lingue: {value}.",
        .none: "I miei dati non dicono quali lingue si parlino {in country}.",
      ]),
    .region: FactWords(
      cues: ["continente", "regione", "trova", "situato", "situata", "dove si trova"],
      weak: ["dove"],
      asks: "la regione del mondo", example: "Qual è il continente {of country}?",
      says: [
        .one: "Trovi {the country} in {other}, più precisamente in {value}.",
        .many:
          "Trovi {the country} in {other}, più precisamente in {value} "
          + "(per continente: {continents}).",
        .none: "Trovi {the country} in {other}.",
      ]),
    .borders: FactWords(
      cues: ["confina", "confinano", "confini", "confine", "vicini", "confinanti"],
      asks: "i paesi confinanti", example: "Quali paesi confinano con {the country}?",
      says: [
        .one: "C'è un solo paese che confina con {the country}: {value}.",
        .many: "I paesi che confinano con {the country} sono {count}: {value}.",
        .none: "Nessun paese confina via terra con {the country}.",
      ]),
    .callingCode: FactWords(
      cues: ["prefisso", "telefonico", "telefono", "internazionale"],
      asks: "il prefisso telefonico", example: "Qual è il prefisso telefonico {of country}?",
      says: [
        .one: "Il prefisso telefonico {of country} è {value}.",
        .many: "I prefissi telefonici {of country} sono {count}: {value}.",
        .pair:
          "Il prefisso telefonico {of country} è {value}, seguito da un prefisso regionale "
          + "({other}).",
        .none: "I miei dati non indicano il prefisso telefonico {of country}.",
      ]),
    .timezones: FactWords(
      cues: ["fuso", "fusi", "orario", "orari", "utc", "gmt"],
      asks: "i fusi orari", example: "Qual è il fuso orario {of country}?",
      says: [
        .one: "{in country} c'è un solo fuso orario: {value}.",
        .many: "{in country} ci sono {count} fusi orari: {value}.",
        .none: "I miei dati non indicano il fuso orario {of country}.",
      ]),
    .demonym: FactWords(
      cues: ["gentilizio", "come si chiamano gli abitanti"],
      asks: "il nome degli abitanti", example: "Come si chiamano gli abitanti {of country}?",
      says: [
        .one: "In inglese, gli abitanti {of country} si chiamano «{value}».",
        .pair:
          "In inglese, gli abitanti {of country} si chiamano «{value}» al maschile "
          + "e «{other}» al femminile.",
        .none: "I miei dati non dicono come si chiamino gli abitanti {of country}.",
      ]),
    .drivingSide: FactWords(
      cues: ["guida", "guidano", "guidare", "circola", "circolano", "lato"],
      exact: ["guida", "lato"],
      asks: "il lato di guida", example: "Da che lato si guida {in country}?",
      says: [
        .left: "{in country} si guida a sinistra.",
        .right: "{in country} si guida a destra.",
        .none: "I miei dati non dicono da che lato si guidi {in country}.",
      ]),
    .landlocked: FactWords(
      cues: [
        "sbocco sul mare", "sbocco al mare", "sbocchi sul mare", "senza sbocco",
        "senza sbocchi", "sbocco", "sbocchi", "accesso al mare", "senza accesso al mare",
        "senza mare", "ha il mare", "senza costa", "senza coste", "ha la costa", "ha una costa",
        "coste", "costiero", "costiera", "affaccia sul mare", "bagnato dal mare",
        "bagnata dal mare",
        "non ha sbocco", "non hanno sbocco", "non ha sbocchi", "non hanno sbocchi",
        "non ha il mare", "non hanno il mare", "non ha coste", "non hanno coste",
        "non ha accesso al mare", "non hanno accesso al mare",
      ],
      weak: ["mare"],
      allowedTopics: ["senza"],
      asks: "se ha uno sbocco sul mare",
      example: "{the country} è senza sbocco sul mare?",
      says: [
        // Every landlocked country's Italian name is singular ("l'Austria", "il Lussemburgo",
        // "la Città del Vaticano"), so the country may be the subject here.
        .yes: "{the country} è senza sbocco sul mare: non ha coste.",
        .no: "Il mare bagna le coste {of country}.",
        .members: "{value} — paesi senza sbocco sul mare: {count}, cioè {other}.",
        .noMembers: "{value}: nessun paese senza sbocco sul mare.",
      ]),
    .tld: FactWords(
      cues: ["dominio", "tld", "internet"],
      asks: "il dominio internet", example: "Qual è il dominio internet {of country}?",
      says: [
        .one: "Il dominio internet {of country} è {value}.",
        .many: "I domini internet {of country} sono {count}: {value}.",
        .none: "I miei dati non indicano il dominio internet {of country}.",
      ]),
    .flagDescription: FactWords(
      cues: ["colori", "colore", "descrivi", "descrizione", "simboli"],
      asks: "i colori della bandiera", example: "Di che colori è la bandiera {of country}?",
      says: [
        .one: "{value} La bandiera {of country}, descritta in inglese dai miei dati: {other}",
        .none: "La bandiera {of country} è {value}; i miei dati non la descrivono.",
      ]),
    .overview: FactWords(
      cues: ["informazioni", "info", "dati", "riassunto", "parlami", "raccontami"],
      exact: ["info"],
      asks: "una panoramica", example: "Parlami {of country}", says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["capitale", "capitali"],
      asks: "una capitale", example: "Quale paese ha Nairobi come capitale?",
      says: [
        .one: "{value} è la capitale {of country}.",
        .many: "{value} sono le capitali {of country}.",
      ]),
    .reverseFlag: FactWords(
      cues: ["bandiera", "bandiere"],
      asks: "una bandiera", example: "Di quale paese è la bandiera 🇯🇵?",
      says: [.one: "{value} è la bandiera {of country}."]),
    .reverseIsoCode: FactWords(
      cues: ["codice", "codici", "iso", "sigla"],
      asks: "un codice ISO", example: "Quale paese ha il codice DE?",
      says: [.one: "{value} (alpha-3 {other}) è il codice ISO {of country}."]),
    .countriesInRegion: FactWords(
      cues: ["paesi", "stati", "elenco", "quanti paesi"],
      asks: "si trovano in una regione", example: "Quali paesi ci sono in America del Sud?",
      says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["lingua", "parla", "parlano", "parlata", "ufficiale"],
      asks: "parlano una lingua", example: "In quali paesi si parla portoghese?", says: [:]),
    .countriesByCurrency: FactWords(
      cues: ["valuta", "moneta", "usano", "usa", "utilizzano", "hanno", "euro"],
      exact: ["hanno", "usa"],
      asks: "usano una valuta", example: "Quali paesi usano l'euro?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: ["iniziano", "inizia", "cominciano", "comincia", "iniziando"],
      asks: "iniziano con certe lettere", example: "Quali paesi iniziano con CA?", says: [:]),
    .search: FactWords(
      cues: ["cerca", "cercare", "ricerca", "ricercare", "contengono", "contiene"],
      asks: "corrispondono a una ricerca", example: "Ricerca guinea", says: [:]),
    .nearby: FactWords(
      cues: ["vicino", "vicini", "vicine", "dintorni", "intorno"],
      asks: "i paesi più vicini", example: "Quali paesi ci sono nei dintorni {of country}?",
      says: [:]),
    .distance: FactWords(
      cues: ["distanza", "lontano", "dista"], exact: ["dista"],
      asks: "la distanza da un altro",
      example: "Qual è la distanza tra {the country} e il Perù?", says: [:]),
    .superlative: FactWords(
      cues: [
        "piu", "meno", "grande", "piccolo", "piccola", "popoloso", "popolosa", "popolato",
        "popolata",
        "abitanti", "esteso", "estesa", "vicini",
      ],
      exact: ["piu"],
      asks: "il paese più grande o più popoloso",
      example: "Qual è il paese più grande dell'Africa?", says: [:]),
    .comparison: FactWords(
      cues: [
        "piu", "meno", "di", "grande", "piccolo", "piccola", "popoloso", "popolosa", "esteso",
        "estesa", "abitanti", "confronta",
      ],
      exact: ["di", "piu"],
      asks: "quale di due paesi è più grande",
      example: "La Francia è più grande della Spagna?", says: [:]),
  ])
}
