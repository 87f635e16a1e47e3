import Domain

/// Las costumbres y los códigos en español: primer día de la semana, reloj, sistema de medidas,
/// códigos FIFA, COI y de vehículos, códigos postales, himno y religiones (placeholders as in
/// English's `English+Conventions.swift`).
extension FactTable {
  static let spanishConventions: [Intent: FactWords] = [
    .startOfWeek: FactWords(
      cues: [
        "primer dia de la semana", "empieza la semana", "comienza la semana", "semana empieza",
        "semana comienza", "inicio de la semana", "inicia la semana",
      ],
      allowedTopics: [
        "dia", "semana", "empieza", "comienza", "primer", "lunes", "domingo", "sabado", "viernes",
        "calendario",
      ],
      asks: "el primer día de su semana",
      example: "¿Qué día empieza la semana {in country}?",
      says: [
        .one: "{in country}, la semana empieza el {value}.",
        .none: "Mis datos no dicen qué día empieza la semana {in country}.",
      ]),
    .clockFormat: FactWords(
      cues: [
        "24 horas", "24h", "12 horas", "12h", "formato de hora", "formato horario", "am pm",
        "reloj de 24", "reloj de 12",
      ],
      allowedTopics: [
        "hora", "horas", "reloj", "formato", "usa", "usan", "utiliza", "utilizan", "o", "escribe",
        "escriben",
      ],
      asks: "su reloj de 12 o 24 horas",
      example: "¿{in country} usan el formato de 24 horas?",
      says: [
        .one: "{in country}, la hora se escribe normalmente en formato de 24 horas (17:30).",
        .pair: "{in country}, la hora se escribe normalmente en formato de 12 horas (5:30 p. m.).",
        .none: "No sé qué formato de hora se usa {in country}.",
      ]),
    .measurementSystem: FactWords(
      cues: [
        "sistema metrico", "metrico", "imperial", "sistema de medidas", "sistema de medida",
        "unidades de medida", "sistema imperial", "unidades imperiales", "millas o kilometros",
      ],
      allowedTopics: [
        "sistema", "unidades", "unidad", "medida", "medidas", "usa", "usan", "utiliza", "utilizan",
        "millas", "kilometros", "libras", "kilos",
      ],
      asks: "su sistema de medidas",
      example: "¿{country} usa el sistema métrico?",
      says: [
        .yes: "{in country} se usa el sistema métrico.",
        .pair:
          "{in country} se usa el sistema métrico, con unidades imperiales aún de uso corriente (millas, pintas).",
        .no:
          "{in country} no se usa el sistema métrico sino las unidades estadounidenses (millas, libras, galones).",
        .none: "No sé qué sistema de medidas se usa {in country}.",
      ]),
    .fifaCode: FactWords(
      cues: ["codigo fifa", "codigo de la fifa", "abreviatura fifa", "codigo de futbol"],
      allowedTopics: ["fifa", "futbol", "seleccion", "letras", "tres"],
      asks: "su código FIFA", example: "¿Cuál es el código FIFA {of country}?",
      says: [
        .one: "El código FIFA {of country} es {value}.",
        .none: "Mis datos no tienen código FIFA para {the country}.",
      ]),
    .iocCode: FactWords(
      cues: [
        "codigo coi", "codigo del coi", "codigo olimpico", "abreviatura olimpica", "codigo ioc",
      ],
      allowedTopics: ["coi", "ioc", "olimpico", "olimpicos", "juegos", "letras", "tres"],
      asks: "su código COI", example: "¿Cuál es el código olímpico {of country}?",
      says: [
        .one: "El código COI {of country} es {value}.",
        .none: "Mis datos no tienen código COI para {the country}.",
      ]),
    .vehicleCode: spanishVehicleCues.worded(
      asks: "su código internacional de vehículos",
      example: "¿Cuál es el código internacional de vehículos {of country}?",
      says: [
        .one: "El código internacional de vehículos {of country} es {value}.",
        .many: "{the country} tiene {count} códigos internacionales de vehículos: {value}.",
        .none: "Mis datos no tienen código internacional de vehículos para {the country}.",
      ]),
    .reverseVehicleCode: spanishVehicleCues.worded(
      asks: "un código de matrícula",
      example: "¿Qué país tiene el código de matrícula CH?",
      says: [
        .one: "{value} es el código internacional de vehículos {of country}.",
        .pair:
          "{value} es el código internacional de vehículos {of country}, usado también por {other}.",
        .many: "{the country} tiene {count} códigos internacionales de vehículos: {value}.",
      ]),
    .postalCode: FactWords(
      cues: ["codigo postal", "codigos postales", "formato postal"],
      allowedTopics: ["formato", "digitos", "cifras", "letras", "cuantos", "escribe", "forma"],
      asks: "el formato de sus códigos postales",
      example: "¿Cuál es el formato del código postal {in country}?",
      says: [
        .one: "Los códigos postales {in country} tienen {value} dígitos.",
        .pair:
          "Los códigos postales {in country} se escriben {value} (# es un dígito, @ una letra).",
        .none: "Mis datos no tienen formato de código postal para {the country}.",
      ]),
    .anthem: FactWords(
      cues: ["himno", "himnos", "himno nacional", "cancion nacional"],
      allowedTopics: ["nacional", "cancion", "titulo", "nombre", "llama"],
      asks: "su himno nacional", example: "¿Cuál es el himno nacional {of country}?",
      says: [
        .one: "El himno nacional {of country} es «{value}».",
        .none: "Mis datos no nombran el himno nacional {of country}.",
      ]),
    .religion: FactWords(
      cues: ["religion", "religiones", "religiosa", "religioso", "creencias", "fe"],
      exact: ["fe"],
      allowedTopics: [
        "principal", "principales", "mayoritaria", "predominante", "dominante", "practica",
        "porcentaje", "gente", "predomina", "predominan",
      ],
      asks: "sus religiones principales",
      example: "¿Cuál es la religión principal {of country}?",
      says: [
        .one: "La religión principal {of country} es {value} (datos del {date}).",
        .many: "Las religiones principales {of country}: {value} (datos del {date}).",
        .none: "Mis datos no tienen cifras sobre la religión {of country}.",
      ]),
  ]

  static let spanishVehicleCues = FactWords(
    cues: [
      "codigo de matricula", "matricula", "matriculas", "placa", "placas", "codigo de vehiculos",
      "codigo de vehiculo", "codigo automovilistico", "codigo del coche", "codigo de coche",
      "codigo de auto", "pegatina", "distintivo", "codigo internacional de vehiculos",
    ],
    allowedTopics: [
      "internacional", "codigo", "codigos", "coche", "coches", "auto", "autos", "vehiculo",
      "vehiculos", "letras", "letra", "ovalado", "en",
    ])
}

extension ConventionWords {
  public static let spanish = ConventionWords(
    weekdays: [
      "monday": "lunes", "tuesday": "martes", "wednesday": "miércoles", "thursday": "jueves",
      "friday": "viernes", "saturday": "sábado", "sunday": "domingo",
    ],
    religions: [
      "christianity": "cristianismo", "islam": "islam", "hinduism": "hinduismo",
      "buddhism": "budismo", "judaism": "judaísmo", "sikhism": "sijismo", "jainism": "jainismo",
      "taoism": "taoísmo", "bahai": "bahaísmo", "rastafari": "rastafarismo", "druze": "drusismo",
      "spiritism": "espiritismo", "folk": "religiones tradicionales",
      "irreligion": "sin religión",
    ],
    share: "{value} ({count} %)")
}
