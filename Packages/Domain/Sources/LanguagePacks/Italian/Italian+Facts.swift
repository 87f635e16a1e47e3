import Domain

/// Every fact in Italian: how it is asked, what help calls it, an example, and its answer's
/// sentences, with the country's name in the form each place needs (`Italian+Grammar.swift`).
extension FactTable {
  public static let italian = FactTable(facts: [
    .capital: FactWords(
      cues: ["capitale", "capitali", "citta principale"], asks: "", example: "{country}: qual è la capitale?", says: [.one: "{country}: la capitale è {value}.", .many: "{country}: le capitali sono {value}.", .none: "{country} non ha una capitale."]),
    .isoCode: FactWords(
      cues: ["codice", "codici", "iso", "sigla", "abbreviazione", "alpha", "due lettere"], asks: "", example: "{country}: qual è il codice ISO?", says: [.one: "{country}: il codice ISO alpha-2 è {value}."]),
    .flag: FactWords(
      cues: ["bandiera", "bandiere"], asks: "", example: "{country}: mostrami la bandiera", says: [.one: "La bandiera: {country} {value}"]),
    .population: FactWords(
      cues: ["popolazione", "abitanti", "abitante", "persone", "gente", "quante persone"], asks: "", example: "{country}: quanti abitanti ha?", says: [.one: "{country}: {value} abitanti ({date})."]),
    .area: FactWords(
      cues: ["superficie", "area", "dimensioni", "estensione", "km2", "grande", "esteso"], exact: ["area"], asks: "", example: "{country}: qual è la superficie?", says: [.one: "{country}: superficie di {value}."]),
    .currency: FactWords(
      cues: ["valuta", "valute", "moneta", "monete", "soldi", "divisa"], asks: "", example: "{country}: qual è la valuta?", says: [.one: "{country}: la valuta è {value}.", .none: "{country} non ha una valuta propria nei miei dati."]),
    .languages: FactWords(
      cues: ["lingua", "lingue", "parla", "parlano", "parlata", "parlate", "idioma"], asks: "", example: "{country}: che lingue si parlano?", says: [.one: "{country}: lingue — {value}.", .many: "{country}: lingue — {value}.", .none: "I miei dati non indicano lingue per {country}."]),
    .region: FactWords(
      cues: ["continente", "regione", "trova", "situato", "situata", "dove si trova"], weak: ["dove"], asks: "", example: "{country}: dove si trova?", says: [.one: "{country} si trova in {value}, {other}.", .many: "{country} si trova in {value}, {other}.", .none: "{country} si trova in {value}, {other}."]),
    .borders: FactWords(
      cues: ["confina", "confinano", "confini", "confine", "vicini", "confinanti"], asks: "", example: "{country}: quali sono i paesi confinanti?", says: [.one: "{country} confina con {count} paesi: {value}.", .many: "{country} confina con {count} paesi: {value}.", .none: "{country} non ha confini terrestri."]),
    .callingCode: FactWords(
      cues: ["prefisso", "telefonico", "telefono", "internazionale"], asks: "", example: "{country}: qual è il prefisso telefonico?", says: [.one: "{country}: il prefisso telefonico è {value}.", .many: "{country}: il prefisso telefonico è {value}.", .pair: "{country}: il prefisso telefonico è {value}.", .none: "I miei dati non hanno un prefisso per {country}."]),
    .timezones: FactWords(
      cues: ["fuso", "fusi", "orario", "orari", "utc", "gmt"], asks: "", example: "{country}: qual è il fuso orario?", says: [.one: "{country}: fusi orari — {value}.", .many: "{country}: fusi orari — {value}.", .none: "{country}: fusi orari — {value}."]),
    .demonym: FactWords(
      cues: ["gentilizio", "come si chiamano gli abitanti"], asks: "", example: "{country}: come si chiamano gli abitanti?", says: [.one: "{country}: gli abitanti si chiamano {value} (in inglese).", .pair: "{country}: gli abitanti si chiamano {value} (in inglese).", .none: "{country}: gli abitanti si chiamano {value} (in inglese)."]),
    .drivingSide: FactWords(
      cues: ["guida", "guidano", "guidare", "circola", "circolano", "lato"], exact: ["guida", "lato"], asks: "", example: "{country}: da che lato si guida?", says: [.left: "{country}: si guida a sinistra.", .right: "{country}: si guida a destra.", .none: "I miei dati non dicono da che lato si guida: {country}."]),
    .tld: FactWords(
      cues: ["dominio", "tld", "internet"], asks: "", example: "{country}: qual è il dominio internet?", says: [.one: "{country}: il dominio internet è {value}.", .many: "{country}: il dominio internet è {value}.", .none: "I miei dati non hanno un dominio internet per {country}."]),
    .flagDescription: FactWords(
      cues: ["colori", "colore", "descrivi", "descrizione", "simboli"], asks: "", example: "{country}: quali sono i colori della bandiera?", says: [.one: "La bandiera: {country} {value}", .none: "La bandiera: {country} {value}"]),
    .overview: FactWords(
      cues: ["informazioni", "info", "dati", "riassunto", "parlami", "raccontami"], exact: ["info"], asks: "", example: "{country}: parlami di questo paese", says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["capitale", "capitali"], asks: "", example: "Quale paese ha Nairobi come capitale?", says: [.one: "{value} è la capitale: {country}.", .many: "{value} è la capitale: {country}."]),
    .reverseFlag: FactWords(
      cues: ["bandiera", "bandiere"], asks: "", example: "Di quale paese è la bandiera 🇯🇵?", says: [.one: "{value} è la bandiera: {country}."]),
    .reverseIsoCode: FactWords(
      cues: ["codice", "codici", "iso", "sigla"], asks: "", example: "Quale paese ha il codice DE?", says: [.one: "{value} è il codice ISO: {country}."]),
    .countriesInRegion: FactWords(
      cues: ["paesi", "stati", "elenco", "quanti paesi"], asks: "", example: "Quali paesi sono in America del Sud?", says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["lingua", "parla", "parlano", "parlata", "ufficiale"], asks: "", example: "Quali paesi parlano portoghese?", says: [:]),
    .countriesByCurrency: FactWords(
      cues: ["valuta", "moneta", "usano", "usa", "utilizzano", "hanno", "euro"], exact: ["hanno", "usa"], asks: "", example: "Quali paesi usano l'euro?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: ["iniziano", "inizia", "cominciano", "comincia", "iniziando"], asks: "", example: "Quali paesi iniziano con CA?", says: [:]),
    .search: FactWords(
      cues: ["cerca", "cercare", "ricerca", "ricercare", "contengono", "contiene"], asks: "", example: "Ricerca guinea", says: [:]),
    .nearby: FactWords(
      cues: ["vicino", "vicini", "vicine", "dintorni", "intorno"], asks: "", example: "Quali paesi sono più vicini a {country}?", says: [:]),
    .distance: FactWords(
      cues: ["distanza", "lontano", "dista"], exact: ["dista"], asks: "", example: "Distanza tra {country} e il Perù", says: [:]),
    .superlative: FactWords(
      cues: ["piu", "meno", "grande", "piccolo", "popoloso", "popolato", "abitanti", "esteso", "vicini"], exact: ["piu"], asks: "", example: "Qual è il paese più grande dell'Africa?", says: [:]),
    .comparison: FactWords(
      cues: ["piu", "meno", "di", "grande", "piccolo", "popoloso", "abitanti", "confronta"], exact: ["di", "piu"], asks: "", example: "La Francia è più grande della Spagna?", says: [:]),
  ])
}
