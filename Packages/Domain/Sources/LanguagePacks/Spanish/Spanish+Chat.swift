extension ChatPhrasebook {
  /// The chat in Spanish.
  public static let spanish = ChatPhrasebook(
    language: .spanish,
    texts: [
      .bannerTitle:
        "{name} {version}: pregunta lo que quieras sobre los países del mundo, en español o en inglés.",
      .helpIntro:
        "Pregunta sobre un país: capital, población, moneda, idiomas, bandera, vecinos, clasificaciones… Por ejemplo:",
      .commands: "Comandos: {value}.",
      .exits: "Ctrl-D para salir.",
      .nothingToRetry: "No hay nada que reintentar.",
      .unknownCommand: "Comando desconocido: «{value}».",
      .incomplete: "¿De qué país hablas? Nómbralo o haz la pregunta completa: «{value}»",
      .unrecognized: "No sé responder a eso. Escribe «ayuda» para ver las preguntas que entiendo.",
      .notFoundCountry: "No conozco ningún país llamado «{value}».",
      .notFoundPlace: "No encuentro «{value}» entre las regiones y los países que conozco.",
      .noMatches: "Ningún nombre de país empieza por «{value}».",
      .didYouMean: "¿Quisiste decir {value}?",
      .or: "o",
      .unavailable: "No pude cargar los datos de los países: {value}.",
      .prefixExample: "¿Qué países empiezan por {value}?",
      .about: "{name} {version}. Datos: {value}.",
      .noData: "todavía no hay datos cargados",
      .cleared: "La conversación se ha borrado.",
      .leavePage: "Cierra la página para salir; «borrar» empieza de nuevo.",
      .tooLong: "Son más de {count} palabras: haz una sola pregunta a la vez, con menos palabras.",
      .askSomething: "Haz una pregunta sobre un país.",
      .hint:
        "Pregunta sobre un país: capital, población, moneda, idiomas, bandera, vecinos, clasificaciones…",
      .questionLabel: "Tu pregunta",
      .send: "Enviar",
      .retry: "Reintentar",
      .conversationLabel: "Conversación",
      .typing: "Country Quiz está escribiendo…",
      .unreachable: "No se pudo contactar con el quiz. Comprueba tu conexión y reintenta.",
      .profileLost:
        "No se pudieron leer tus favoritos y puntuaciones guardados; se apartaron y empieza una lista nueva.",
      .favouriteLabel: "Favorito: {value}",
      .flagLabel: "Bandera: {value}",
      .mapsLabel: "Mapas",
      .gameLabel: "Juego",
      .gameFlagLabel: "La bandera por adivinar",
      .locating: "Preguntando a tu navegador dónde estás…",
      .locationUnsupported: "este navegador no puede saberlo",
      .locationDenied: "permiso denegado",
      .locationTimedOut: "tiempo agotado",
      .locationUnavailable: "posición no disponible",
      .httpFailure: "Algo salió mal (HTTP {value}).",
      .suggestions: "Prueba: {value}",
      .retryInChat:
        "Escribe «reintentar», o pulsa Intro, para volver a preguntar.",
      .retryByRunningAgain: "Ejecuta la misma orden otra vez para reintentar.",
      .noConnection: "no se pudo contactar con la fuente de datos (sin conexión)",
      .timedOut: "la fuente de datos no respondió a tiempo",
      .rateLimited: "la fuente de datos está limitando las peticiones; reintenta en un momento",
      .serverError: "la fuente de datos falló (HTTP {value})",
      .invalidData: "la fuente de datos envió algo que no son datos de países",
      .favouritesNone: "Aún no tienes países favoritos. Di «guarda Japón» para guardar uno.",
      .favouritesList: "Tus países favoritos ({count}):\n{value}",
      .favouriteAlready: "{value} ya es uno de tus favoritos.",
      .favouritesFull:
        "Ya tienes {count} favoritos, el máximo: olvida uno primero («olvida Perú»).",
      .favouriteAdded: "{value} es ahora uno de tus favoritos (tienes {count}).",
      .favouriteRemoved: "{value} ya no es uno de tus favoritos.",
      .favouriteNotOne: "{value} no era uno de tus favoritos.",
      .favouriteWhich: "¿Quieres decir {value}? Dilo entero.",
      .fromSetting: "según {value}",
      .fromTimeZone: "según tu huso horario, {value} ({other})",
      .fromBrowser: "según tu navegador",
      .compass: "N S E O",
      .unlocated: "No sé dónde estás. {value} O nombra un lugar: «{other}»",
      .helpGeneric: "Esta aplicación no sabe dónde estás, así que no puede medir desde ahí.",
      .helpTerminal:
        "Pon en {value} «lat,lon» o un país (por ejemplo {value}=Peru), o en TZ tu huso horario (por ejemplo TZ=Europe/Madrid).",
      .helpNoTimeZone: "Tu sistema no indica ningún huso horario.",
      .helpZoneOfNoCountry: "Tu huso horario, {value} ({other}), no pertenece a un solo país.",
      .helpBrowserRefused:
        "Tu navegador no compartió tu ubicación ({value}). Permite que esta página la use y vuelve a preguntar.",
      .helpBrowserNotAsked: "Permite que esta página use tu ubicación cuando el navegador lo pida.",
    ],
    commandWords: [
      .help: ["ayuda"],
      .retry: ["reintentar", "repetir"],
      .about: ["acerca de", "acerca"],
      .clear: ["borrar", "limpiar"],
      .quit: ["salir"],
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
