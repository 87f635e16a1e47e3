import Domain

/// Every fact in Spanish: how it is asked, what help calls it, an example, and its answer's
/// sentences, with the country's name in the form each place needs (`Spanish+Grammar.swift`).
extension FactTable {
  public static let spanish = FactTable(facts: [
    .capital: FactWords(
      cues: ["capital", "capitales", "ciudad principal"], asks: "", example: "¿Cuál es la capital de {country}?", says: [.one: "{country}: la capital es {value}.", .many: "{country}: las capitales son {value}.", .none: "{country} no tiene capital."]),
    .isoCode: FactWords(
      cues: ["codigo", "codigos", "iso", "abreviatura", "alpha", "dos letras"], asks: "", example: "¿Cuál es el código ISO de {country}?", says: [.one: "{country}: el código ISO alfa-2 es {value}."]),
    .flag: FactWords(
      cues: ["bandera", "banderas"], asks: "", example: "Muéstrame la bandera de {country}", says: [.one: "La bandera: {country} {value}"]),
    .population: FactWords(
      cues: ["poblacion", "habitantes", "habitante", "gente", "personas", "cuantas personas", "cuanta gente"], asks: "", example: "¿Cuántos habitantes tiene {country}?", says: [.one: "{country}: {value} habitantes ({date})."]),
    .area: FactWords(
      cues: ["superficie", "area", "tamano", "km2", "extension", "grande", "mide"], exact: ["area", "mide"], asks: "", example: "¿Cuál es la superficie de {country}?", says: [.one: "{country}: superficie de {value}."]),
    .currency: FactWords(
      cues: ["moneda", "monedas", "divisa", "dinero", "plata"], exact: ["plata"], asks: "", example: "¿Qué moneda usa {country}?", says: [.one: "{country}: la moneda es {value}.", .none: "{country} no tiene moneda propia en mis datos."]),
    .languages: FactWords(
      cues: ["idioma", "idiomas", "lengua", "lenguas", "habla", "hablan", "hablado"], asks: "", example: "¿Qué idiomas se hablan en {country}?", says: [.one: "{country}: idiomas — {value}.", .many: "{country}: idiomas — {value}.", .none: "Mis datos no dan ningún idioma para {country}."]),
    .region: FactWords(
      cues: ["continente", "region", "ubicado", "ubicada", "queda", "esta ubicado", "donde esta"], weak: ["donde"], asks: "", example: "¿Dónde está {country}?", says: [.one: "{country} está en {value}, {other}.", .many: "{country} está en {value}, {other}.", .none: "{country} está en {value}, {other}."]),
    .borders: FactWords(
      cues: ["frontera", "fronteras", "limita", "limitan", "vecinos", "limitrofes", "colinda"], asks: "", example: "¿Con qué países limita {country}?", says: [.one: "{country} limita con {count} países: {value}.", .many: "{country} limita con {count} países: {value}.", .none: "{country} no tiene fronteras terrestres."]),
    .callingCode: FactWords(
      cues: ["prefijo", "telefonico", "telefono", "llamar", "lada"], exact: ["lada"], asks: "", example: "¿Cuál es el prefijo telefónico de {country}?", says: [.one: "{country}: el prefijo telefónico es {value}.", .many: "{country}: el prefijo telefónico es {value}.", .pair: "{country}: el prefijo telefónico es {value}.", .none: "Mis datos no tienen prefijo para {country}."]),
    .timezones: FactWords(
      cues: ["horario", "horarios", "huso", "zona horaria", "utc", "gmt"], asks: "", example: "¿Qué huso horario tiene {country}?", says: [.one: "{country}: husos horarios — {value}.", .many: "{country}: husos horarios — {value}.", .none: "{country}: husos horarios — {value}."]),
    .demonym: FactWords(
      cues: ["gentilicio", "gentilicios", "como se llaman los habitantes"], asks: "", example: "¿Cómo se llaman los habitantes de {country}?", says: [.one: "{country}: sus habitantes se llaman {value} (en inglés).", .pair: "{country}: sus habitantes se llaman {value} (en inglés).", .none: "{country}: sus habitantes se llaman {value} (en inglés)."]),
    .drivingSide: FactWords(
      cues: ["conduce", "conducen", "manejan", "maneja", "conducir", "lado"], exact: ["lado"], asks: "", example: "¿Por qué lado se conduce en {country}?", says: [.left: "{country}: se conduce por la izquierda.", .right: "{country}: se conduce por la derecha.", .none: "Mis datos no dicen por qué lado se conduce: {country}."]),
    .tld: FactWords(
      cues: ["dominio", "tld", "internet"], asks: "", example: "¿Cuál es el dominio de internet de {country}?", says: [.one: "{country}: el dominio de internet es {value}.", .many: "{country}: el dominio de internet es {value}.", .none: "Mis datos no tienen dominio de internet para {country}."]),
    .flagDescription: FactWords(
      cues: ["colores", "color", "describe", "descripcion", "simbolos"], asks: "", example: "¿Qué colores tiene la bandera de {country}?", says: [.one: "La bandera: {country} {value}", .none: "La bandera: {country} {value}"]),
    .overview: FactWords(
      cues: ["informacion", "info", "datos", "resumen", "hablame", "cuentame"], exact: ["info"], asks: "", example: "Háblame de {country}", says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["capital", "capitales"], asks: "", example: "¿Qué país tiene Nairobi como capital?", says: [.one: "{value} es la capital: {country}.", .many: "{value} es la capital: {country}."]),
    .reverseFlag: FactWords(
      cues: ["bandera", "banderas"], asks: "", example: "¿De qué país es la bandera 🇯🇵?", says: [.one: "{value} es la bandera: {country}."]),
    .reverseIsoCode: FactWords(
      cues: ["codigo", "codigos", "iso", "abreviatura"], asks: "", example: "¿Qué país tiene el código DE?", says: [.one: "{value} es el código ISO: {country}."]),
    .countriesInRegion: FactWords(
      cues: ["paises", "lista", "cuantos paises"], asks: "", example: "¿Qué países están en América del Sur?", says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["idioma", "lengua", "habla", "hablan", "hablado", "oficial"], asks: "", example: "¿Qué países hablan portugués?", says: [:]),
    .countriesByCurrency: FactWords(
      cues: ["moneda", "divisa", "usan", "usa", "utilizan", "tienen", "euro"], exact: ["usa"], asks: "", example: "¿Qué países usan el euro?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: ["empiezan", "empieza", "comienzan", "comienza", "empiecen", "inician"], asks: "", example: "¿Qué países empiezan por CH?", says: [:]),
    .search: FactWords(
      cues: ["busca", "buscar", "encuentra", "contienen", "contiene"], asks: "", example: "Busca guinea", says: [:]),
    .nearby: FactWords(
      cues: ["cerca", "cercanos", "cercano", "cercanas", "proximos", "alrededor"], exact: ["cerca"], asks: "", example: "¿Qué países están más cerca de {country}?", says: [:]),
    .distance: FactWords(
      cues: ["distancia", "lejos"], exact: ["lejos"], asks: "", example: "Distancia entre {country} y Perú", says: [:]),
    .superlative: FactWords(
      cues: ["mas", "menos", "grande", "pequeno", "poblado", "poblados", "habitantes", "extenso", "vecinos"], exact: ["mas"], asks: "", example: "¿Cuál es el país más grande de África?", says: [:]),
    .comparison: FactWords(
      cues: ["mas", "menos", "que", "grande", "pequeno", "poblado", "habitantes", "compara"], exact: ["mas", "que"], asks: "", example: "¿Es Francia más grande que España?", says: [:]),
  ])
}
