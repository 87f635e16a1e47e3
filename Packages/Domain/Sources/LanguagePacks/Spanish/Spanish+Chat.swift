import Domain

extension ChatPhrasebook {
  /// The chat in Spanish.
  public static let spanish = ChatPhrasebook(
    language: .spanish,
    texts: [
      .bannerTitle:
        "{name} {version} — pregunta por cualquier país, en seis idiomas, con erratas.",
      .helpIntro: "Pregúntame por cualquier país. Por ejemplo:",
      .bannerHint: "Prueba «{value}», «{other}» o escribe {command}.",
      .helpMore: "Más: {value}.",
      .familyFacts: "Datos de un país",
      .familyGovernment: "Gobierno",
      .familyLife: "Economía, vida",
      .familyPlaces: "Lugares, distancias",
      .familyTime: "Hora",
      .familySets: "Listas, clasificaciones",
      .familyGames: "Juegos",
      .familyFavourites: "Favoritos",
      .familyNearMe: "Cerca de mí",
      .familyCommands: "Comandos",
      .nearMeExample: "¿Qué países están cerca de mí?",
      .helpFacts: "Datos de un país, por ejemplo:",
      .helpGovernment: "Quién gobierna y a qué pertenece un país, por ejemplo:",
      .helpLife: "La economía y la vida diaria, por ejemplo:",
      .helpPlaces: "Lugares, distancias, hora, listas y clasificaciones, por ejemplo:",
      .helpGames: "Juegos, por ejemplo:",
      .greetingHello: "¡Hola! Pregúntame por cualquier país: «{value}», o «{other}».",
      .greetingThanks: "¡De nada!",
      .commands: "Comandos: {value}.",
      .exits: "Ctrl-D para salir.",
      .nothingToRetry: "No hay nada que reintentar.",
      .unknownCommand: "Comando desconocido: «{value}».",
      .incomplete: "¿De qué país hablas? Nómbralo o haz la pregunta completa: «{value}»",
      .unrecognized: "No sé responder a eso.",
      .unplaced: "No sé responder a eso: no sé cómo leer aquí {value}.",
      .notFoundCountry: "En mis datos no hay ningún país llamado «{value}».",
      .notFoundPlace: "No encuentro «{value}» entre las regiones y los países de mis datos.",
      .noMatches: "Ningún nombre de país empieza por «{value}».",
      .didYouMean: "¿Quisiste decir {value}?",
      .or: "o",
      .unavailable: "No pude cargar los datos de los países: {value}.",
      .prefixExample: "¿Qué países empiezan por {value}?",
      .about: "{name} {version}. Datos: {value}.",
      .noData: "todavía no hay datos cargados",
      .cleared: "La conversación se ha borrado.",
      .leavePage: "Cierra la página para salir; con «borrar» empiezas de cero.",
      .tooLong:
        "Tu mensaje tiene más de {count} palabras: haz una sola pregunta cada vez, y más corta.",
      .askSomething: "Haz una pregunta sobre un país.",
      .hint: "Pregúntame {summary}.",
      .questionLabel: "Tu pregunta",
      .send: "Enviar",
      .retry: "Reintentar",
      .conversationLabel: "Conversación",
      .typing: "Country Quiz está escribiendo",
      .unreachable:
        "No se pudo conectar con el quiz. Comprueba tu conexión y vuelve a intentarlo.",
      .profileLost:
        "No se pudieron leer tus favoritos ni tus puntuaciones guardados: se han dejado aparte"
        + " y se ha empezado una lista nueva.",
      .favouriteLabel: "Favorito: {value}",
      .flagLabel: "Bandera de {value}",
      .mapsLabel: "Mapas",
      .gameLabel: "Juego",
      .gameFlagLabel: "La bandera que hay que adivinar",
      .answerPlaceholder: "Tu respuesta…",
      .locating: "Preguntando a tu navegador dónde estás…",
      .locationUnsupported: "este navegador no puede saberlo",
      .locationDenied: "permiso denegado",
      .locationTimedOut: "se agotó el tiempo de espera",
      .locationUnavailable: "ubicación no disponible",
      .httpFailure: "Algo ha fallado (HTTP {value}).",
      .suggestions: "Prueba: {value}",
      .readAs: "Entendido como: {value}",
      .leftOut: "Palabras omitidas: {value}",
      .quoted: "«{value}»",
      .dataYear: "Mis datos describen la situación al {date}, no la de {value}.",
      .retryInChat: "Escribe «reintentar» o pulsa Intro para volver a preguntar.",
      .retryByRunningAgain: "Vuelve a ejecutar la misma orden para reintentarlo.",
      .noConnection: "no se pudo conectar con la fuente de datos (sin conexión)",
      .timedOut: "la fuente de datos no respondió a tiempo",
      .rateLimited:
        "la fuente de datos está limitando las peticiones; vuelve a intentarlo dentro de un rato",
      .serverError: "la fuente de datos falló (HTTP {value})",
      .invalidData: "la fuente de datos envió algo que no son datos de países",
      .favouritesNone: "Aún no tienes países favoritos. Di «guarda Japón» para guardar uno.",
      .favouritesList: "Tus países favoritos ({count}):\n{value}",
      .favouriteAlready: "Ya tienes {value} entre tus favoritos.",
      .favouritesFull:
        "Ya tienes {count} favoritos, el máximo posible: olvida uno antes («olvida Perú»).",
      .favouriteAdded: "He añadido {value} a tus favoritos (ya tienes {count}).",
      .favouriteRemoved: "He quitado {value} de tus favoritos.",
      .favouriteNotOne: "No tenías {value} entre tus favoritos.",
      .favouriteWhich: "¿Te refieres a {value}? Escribe el nombre completo.",
      .fromSetting: "según {value}",
      .fromTimeZone: "según tu huso horario, {value} ({other})",
      .fromBrowser: "según tu navegador",
      .compass: "N S E O",
      .unlocated: "No sé dónde estás. {value} O indica un lugar: «{other}»",
      .helpGeneric:
        "Nadie le ha dicho a esta aplicación dónde estás, así que no puede medir distancias"
        + " desde tu posición.",
      .helpTerminal:
        "Da a {value} el valor «lat,lon» o el nombre de un país (por ejemplo, {value}=Peru),"
        + " o pon en TZ tu huso horario (por ejemplo, TZ=Europe/Madrid).",
      .helpNoTimeZone: "Tu sistema no indica ningún huso horario.",
      .helpZoneOfNoCountry: "Tu huso horario, {value} ({other}), no corresponde a un solo país.",
      .helpBrowserRefused:
        "Tu navegador no ha compartido tu ubicación ({value}). Permite que esta página la use"
        + " y vuelve a preguntar.",
      .helpBrowserNotAsked:
        "Permite que esta página use tu ubicación cuando el navegador te lo pida.",
    ],
    commandWords: [
      .help: ["ayuda"],
      .retry: ["reintentar", "repetir"],
      .about: ["acerca de", "acerca"],
      .clear: ["borrar", "limpiar"],
      .quit: ["salir"],
      .helpOn(.facts): ["ayuda datos", "ayuda hechos"],
      .helpOn(.government): ["ayuda estado", "ayuda gobierno"],
      .helpOn(.life): ["ayuda vida", "ayuda economía"],
      .helpOn(.places): ["ayuda lugares", "ayuda hora", "ayuda listas"],
      .helpOn(.games): ["ayuda juegos", "ayuda juego", "ayuda quiz"],
    ],
    greetings: [
      .hello: ["hola", "buenos días", "buenas tardes", "buenas noches", "buenas", "hola a todos"],
      .thanks: ["gracias", "muchas gracias", "mil gracias", "muchísimas gracias", "vale gracias"],
    ],
    exampleCountry: "Bélgica",
    favourites: .spanish)
}

extension FavouriteWords {
  /// The favourites lines in Spanish.
  public static let spanish = FavouriteWords(
    list: [
      "mis favoritos", "favoritos", "mis paises favoritos", "mis paises", "muestra mis favoritos",
      "ensename mis favoritos", "cuales son mis favoritos", "lista de favoritos",
    ],
    add: ["guarda", "recuerda", "memoriza"],
    remove: ["olvida"],
    addTo: ["anade", "agrega", "pon", "mete"],
    removeFrom: ["quita", "elimina", "borra", "saca"],
    toList: ["a mis favoritos", "a favoritos", "en mis favoritos", "a mi lista"],
    fromList: ["de mis favoritos", "de favoritos", "de mi lista"],
    pointers: ["lo", "la", "este", "ese", "este pais", "ese pais"])
}
