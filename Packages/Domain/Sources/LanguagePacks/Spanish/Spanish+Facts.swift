import Domain

/// Every fact in Spanish: how it is asked, what help calls it, an example, and its answer's
/// sentences, with the country's name in the form each place needs (`Spanish+Grammar.swift`). A
/// name with an article can be plural ("las Islas Caimán", "los Países Bajos"), so the sentences
/// keep it out of the subject of a verb: "La capital de…", "En… se habla…", "Ningún país limita
/// con…". `asks` fits help's frames: "de cualquier país la capital, …", "a qué país pertenece una
/// capital, …", "qué países están en una región, …", "cuál es el país más grande …".
extension FactTable {
  static let spanishOwnFacts = FactTable(facts: [
    .capital: FactWords(
      cues: ["capital", "capitales", "ciudad principal"],
      allowedTopics: ["ciudad", "ciudades"],
      asks: "la capital", example: "¿Cuál es la capital {of country}?",
      says: [
        .one: "La capital {of country} es {value}.",
        .many: "Las {count} capitales {of country} son {value}.",
        .none: "{in country} no hay ninguna capital.",
      ]),
    .isoCode: FactWords(
      cues: ["codigo", "codigos", "iso", "abreviatura", "alpha", "dos letras"],
      asks: "el código ISO alfa-2", example: "¿Cuál es el código ISO alfa-2 {of country}?",
      says: [.one: "El código ISO alfa-2 {of country} es {value}."]),
    .flag: FactWords(
      cues: ["bandera", "banderas"],
      asks: "la bandera", example: "Muéstrame la bandera {of country}",
      says: [.one: "La bandera {of country} es {value}"]),
    .population: FactWords(
      cues: [
        "poblacion", "habitantes", "habitante", "gente", "personas", "cuantas personas",
        "cuanta gente",
      ],
      asks: "la población", example: "¿Cuántas personas viven {in country}?",
      says: [.one: "La población {of country} es de {value} habitantes (datos a fecha de {date})."]),
    .area: FactWords(
      cues: ["superficie", "area", "tamano", "km2", "extension", "grande", "mide"],
      exact: ["area", "mide"],
      asks: "la superficie", example: "¿Cuál es la superficie {of country}?",
      says: [.one: "La superficie {of country} es de {value}."]),
    .currency: FactWords(
      cues: ["moneda", "monedas", "divisa", "dinero", "plata"], exact: ["plata"],
      asks: "la moneda", example: "¿Qué moneda se usa {in country}?",
      says: [
        .one: "{in country} se paga con {the value}.",
        .none: "Según mis datos, {in country} no hay moneda propia.",
      ]),
    .languages: FactWords(
      cues: ["idioma", "idiomas", "lengua", "lenguas", "habla", "hablan", "hablado"],
      asks: "los idiomas", example: "¿Qué idiomas se hablan {in country}?",
      says: [
        .one: "El idioma {of country} es el {value}.",
        .many: "{in country} se hablan {count} idiomas: {value}.",
        .none: "Mis datos no indican ningún idioma {of country}.",
      ]),
    .region: FactWords(
      cues: [
        "continente", "region", "ubicado", "ubicada", "queda", "esta ubicado", "donde esta",
      ],
      weak: ["donde"],
      asks: "la región", example: "¿Cuál es la región {of country}?",
      says: [
        .one: "Ubicación {of country}: {value}, dentro de {other}.",
        .many: "Ubicación {of country}: {value}, dentro de {other} (continentes: {continents}).",
        .none: "Ubicación {of country}: {other}.",
      ]),
    .borders: FactWords(
      cues: ["frontera", "fronteras", "limita", "limitan", "vecinos", "limitrofes", "colinda"],
      asks: "los vecinos", example: "¿Qué países limitan con {the country}?",
      says: [
        .one: "El único vecino {of country} es {value}.",
        .many: "Los {count} vecinos {of country} son {value}.",
        .none: "Ningún país comparte frontera terrestre con {the country}.",
      ]),
    .callingCode: FactWords(
      cues: ["prefijo", "telefonico", "telefono", "llamar", "lada"], exact: ["lada"],
      asks: "el prefijo telefónico", example: "¿Cuál es el prefijo telefónico {of country}?",
      says: [
        .one: "El prefijo telefónico {of country} es {value}.",
        .many: "{in country} se usan {count} prefijos telefónicos: {value}.",
        .pair:
          "El prefijo telefónico {of country} es {value}, seguido de un código regional ({other}).",
        .none: "Mis datos no incluyen ningún prefijo telefónico {of country}.",
      ]),
    .timezones: FactWords(
      cues: ["horario", "horarios", "huso", "zona horaria", "utc", "gmt"],
      asks: "los husos horarios", example: "¿Cuál es el huso horario {of country}?",
      says: [
        .one: "{in country} hay un solo huso horario: {value}.",
        .many: "{in country} hay {count} husos horarios: {value}.",
        .none: "Mis datos no incluyen ningún huso horario {of country}.",
      ]),
    // The data's demonyms are English words: the sentences say so.
    .demonym: FactWords(
      cues: ["gentilicio", "gentilicios", "como se llaman los habitantes"],
      asks: "el gentilicio", example: "¿Cuál es el gentilicio {of country}?",
      says: [
        .one: "Mis datos solo dan el gentilicio {of country} en inglés: «{value}».",
        .pair:
          "Mis datos solo dan el gentilicio {of country} en inglés: «{value}» para un hombre"
          + " y «{other}» para una mujer.",
        .none: "Mis datos no incluyen ningún gentilicio {of country}.",
      ]),
    .drivingSide: FactWords(
      cues: ["conduce", "conducen", "manejan", "maneja", "conducir", "lado"], exact: ["lado"],
      asks: "el lado por el que se circula",
      example: "¿Por qué lado se conduce {in country}?",
      says: [
        .left: "{in country} se circula por la izquierda.",
        .right: "{in country} se circula por la derecha.",
        .none: "Mis datos no dicen por qué lado se circula {in country}.",
      ]),
    .landlocked: FactWords(
      cues: [
        "no tiene salida al mar", "no tienen salida al mar", "no tiene costa", "no tienen costa",
        "no tiene litoral", "no tienen litoral",
        "litoral", "costero", "costera", "enclavado", "enclavada", "enclaustrado",
        "enclaustrada", "sin litoral", "sin costa", "sin mar", "salida al mar", "acceso al mar",
        "sin salida al mar", "sin acceso al mar", "tiene mar", "tienen mar", "tiene costa",
        "tienen costa", "da al mar",
      ],
      allowedTopics: ["sin"],
      asks: "si tiene salida al mar", example: "¿Tiene {the country} salida al mar?",
      says: [
        .yes: "{the country} es un país sin litoral: no tiene salida al mar.",
        .no: "El mar baña las costas {of country}.",
        .members: "{value}: países sin salida al mar ({count}): {other}.",
        .noMembers: "{value}: ningún país sin salida al mar.",
      ]),
    .tld: FactWords(
      cues: ["dominio", "tld", "internet"],
      asks: "el dominio de internet", example: "¿Cuál es el dominio de internet {of country}?",
      says: [
        .one: "El dominio de internet {of country} es {value}.",
        .many: "Los {count} dominios de internet {of country} son {value}.",
        .none: "Mis datos no incluyen ningún dominio de internet {of country}.",
      ]),
    // The data describes flags in English: the sentence says so before the description.
    .flagDescription: FactWords(
      cues: ["colores", "color", "describe", "descripcion", "simbolos"],
      asks: "los colores de la bandera",
      example: "¿Qué colores tiene la bandera {of country}?",
      says: [
        .one: "{value} Mis datos describen la bandera {of country} solo en inglés: {other}",
        .none: "La bandera {of country} es {value}; mis datos no la describen.",
      ]),
    .overview: FactWords(
      cues: ["informacion", "info", "datos", "resumen", "hablame", "cuentame"], exact: ["info"],
      asks: "un resumen", example: "Háblame {of country}", says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["capital", "capitales"],
      asks: "una capital", example: "¿De qué país es Nairobi la capital?",
      says: [
        .one: "{value} es la capital {of country}.",
        .many: "{value} son las capitales {of country}.",
      ]),
    .reverseFlag: FactWords(
      cues: ["bandera", "banderas"],
      asks: "una bandera", example: "¿De qué país es la bandera 🇯🇵?",
      says: [.one: "{value} es la bandera {of country}."]),
    .reverseIsoCode: FactWords(
      cues: ["codigo", "codigos", "iso", "abreviatura"],
      asks: "un código ISO", example: "¿Qué país tiene el código DE?",
      says: [.one: "{value} (alfa-3: {other}) es el código ISO {of country}."]),
    .countriesInRegion: FactWords(
      cues: ["paises", "lista", "cuantos paises"],
      asks: "están en una región", example: "¿Qué países hay en América del Sur?", says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["idioma", "lengua", "habla", "hablan", "hablado", "oficial"],
      asks: "hablan un idioma", example: "¿En qué países se habla portugués?", says: [:]),
    .countriesByCurrency: FactWords(
      cues: ["moneda", "divisa", "usan", "usa", "utilizan", "tienen", "euro"], exact: ["usa"],
      asks: "usan una moneda", example: "¿Qué países usan el euro?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: ["empiezan", "empieza", "comienzan", "comienza", "empiecen", "inician"],
      asks: "empiezan por ciertas letras", example: "¿Qué países empiezan por CH?", says: [:]),
    .search: FactWords(
      cues: ["busca", "buscar", "encuentra", "contienen", "contiene"],
      asks: "coinciden con una búsqueda", example: "Busca guinea", says: [:]),
    .nearby: FactWords(
      cues: ["cerca", "cercanos", "cercano", "cercanas", "proximos", "alrededor"],
      exact: ["cerca"],
      asks: "los países más cercanos", example: "¿Qué países están cerca {of country}?",
      says: [:]),
    .distance: FactWords(
      cues: ["distancia", "lejos"], exact: ["lejos"],
      asks: "la distancia a otro", example: "¿Qué distancia hay entre {the country} y Perú?",
      says: [:]),
    .superlative: FactWords(
      cues: [
        "mas", "menos", "grande", "pequeno", "poblado", "poblados", "habitantes", "extenso",
        "vecinos",
      ],
      exact: ["mas"],
      asks: "cuál es el país más grande o más poblado",
      example: "¿Cuál es el país más grande de África?", says: [:]),
    .comparison: FactWords(
      cues: ["mas", "menos", "que", "grande", "pequeno", "poblado", "habitantes", "compara"],
      exact: ["mas", "que"],
      asks: "cuál de dos países es mayor", example: "¿Es Francia más grande que España?",
      says: [:]),
  ])
}
