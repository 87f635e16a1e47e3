import Domain

/// Les usages et les codes en français : premier jour de la semaine, horloge, système de mesure,
/// codes FIFA, CIO et automobile, codes postaux, hymne et religions (placeholders as in English's
/// `English+Conventions.swift`).
extension FactTable {
  static let frenchConventions: [Intent: FactWords] = [
    .startOfWeek: FactWords(
      cues: [
        "premier jour de la semaine", "debut de la semaine", "semaine commence",
        "semaine commence t elle", "semaine debute", "commence la semaine",
      ],
      allowedTopics: [
        "jour", "semaine", "commence", "debute", "premier", "lundi", "dimanche", "samedi",
        "vendredi", "calendrier", "quel", "quelle",
      ],
      asks: "le premier jour de sa semaine",
      example: "Quel jour commence la semaine {in country} ?",
      says: [
        .one: "{in country}, la semaine commence le {value}.",
        .none: "Mes données ne disent pas quel jour commence la semaine {in country}.",
      ]),
    .clockFormat: FactWords(
      cues: [
        "24 heures", "24h", "12 heures", "12h", "format horaire", "format de l heure",
        "am pm", "horloge de 24", "horloge de 12",
      ],
      allowedTopics: [
        "heure", "heures", "horloge", "format", "utilise", "utilisent", "ou", "sur", "ecrit",
        "ecrivent", "affiche",
      ],
      asks: "son horloge de 12 ou 24 heures",
      example: "Est-ce qu'on utilise l'horloge de 24 heures {in country} ?",
      says: [
        .one: "{in country}, on écrit d'ordinaire l'heure sur 24 heures (17:30).",
        .pair: "{in country}, on écrit d'ordinaire l'heure sur 12 heures (5:30 pm).",
        .none: "Je ne sais pas quelle horloge on utilise {in country}.",
      ]),
    .measurementSystem: FactWords(
      cues: [
        "systeme metrique", "metrique", "imperial", "imperiales", "systeme de mesure",
        "unites de mesure", "systeme imperial", "unites imperiales", "miles ou kilometres",
      ],
      allowedTopics: [
        "systeme", "unites", "unite", "mesure", "mesures", "utilise", "utilisent", "miles",
        "kilometres", "livres", "kilos",
      ],
      asks: "son système de mesure",
      example: "Est-ce que {the country} utilise le système métrique ?",
      says: [
        .yes: "{in country}, on utilise le système métrique.",
        .pair:
          "{in country}, on utilise le système métrique, avec des unités impériales encore courantes (miles, pintes).",
        .no:
          "{in country}, on n'utilise pas le système métrique mais les unités américaines (miles, livres, gallons).",
        .none: "Je ne sais pas quel système de mesure on utilise {in country}.",
      ]),
    .fifaCode: FactWords(
      cues: [
        "code fifa", "code de la fifa", "code football", "abreviation fifa", "trigramme fifa",
      ],
      allowedTopics: ["fifa", "football", "equipe", "lettres", "trois"],
      asks: "son code FIFA", example: "Quel est le code FIFA {of country} ?",
      says: [
        .one: "Le code FIFA {of country} est {value}.",
        .none: "Mes données n'indiquent aucun code FIFA pour {the country}.",
      ]),
    .iocCode: FactWords(
      cues: [
        "code cio", "code du cio", "code olympique", "code des jeux olympiques",
        "abreviation olympique",
        "code ioc",
      ],
      allowedTopics: [
        "cio", "ioc", "olympique", "olympiques", "jeux", "equipe", "lettres", "trois",
      ],
      asks: "son code CIO", example: "Quel est le code olympique {of country} ?",
      says: [
        .one: "Le code CIO {of country} est {value}.",
        .none: "Mes données n'indiquent aucun code CIO pour {the country}.",
      ]),
    .vehicleCode: frenchVehicleCues.worded(
      asks: "son code automobile international",
      example: "Quel est le code automobile international {of country} ?",
      says: [
        .one: "Le code international des véhicules {of country} est {value}.",
        .many: "{the country} a {count} codes internationaux des véhicules : {value}.",
        .none: "Mes données n'indiquent aucun code international des véhicules pour {the country}.",
      ]),
    .reverseVehicleCode: frenchVehicleCues.worded(
      asks: "un code automobile",
      example: "Quel pays a le code automobile CH ?",
      says: [
        .one: "{value} est le code international des véhicules {of country}.",
        .pair:
          "{value} est le code international des véhicules {of country}, utilisé aussi par {other}.",
        .many: "{the country} a {count} codes internationaux des véhicules : {value}.",
      ]),
    .postalCode: FactWords(
      cues: ["code postal", "codes postaux", "format postal", "format du code postal"],
      allowedTopics: ["format", "chiffres", "chiffre", "lettres", "combien", "ecrit", "forme"],
      asks: "le format de ses codes postaux",
      example: "Quel est le format du code postal {in country} ?",
      says: [
        .one: "Les codes postaux {in country} ont {value} chiffres.",
        .pair:
          "Les codes postaux {in country} s'écrivent {value} (# pour un chiffre, @ pour une lettre).",
        .none: "Mes données n'indiquent aucun format de code postal pour {the country}.",
      ]),
    .anthem: FactWords(
      cues: ["hymne", "hymnes", "hymne national", "chant national"],
      allowedTopics: ["national", "nationale", "chant", "titre", "nom", "appelle", "s appelle"],
      asks: "son hymne national", example: "Quel est l'hymne national {of country} ?",
      says: [
        .one: "L'hymne national {of country} est « {value} ».",
        .none: "Mes données ne nomment pas l'hymne national {of country}.",
      ]),
    .religion: FactWords(
      cues: ["religion", "religions", "religieux", "religieuse", "confession", "croyances"],
      allowedTopics: [
        "principale", "principales", "majoritaire", "dominante", "pratiquee", "pratique",
        "pourcentage", "part", "gens",
      ],
      asks: "ses principales religions",
      example: "Quelle est la religion principale {in country} ?",
      says: [
        .one: "{in country}, la religion principale est : {value} (données du {date}).",
        .many: "Les principales religions {in country} : {value} (données du {date}).",
        .none: "Mes données n'ont aucun chiffre sur les religions {in country}.",
      ]),
  ]

  static let frenchVehicleCues = FactWords(
    cues: [
      "code automobile", "code auto", "code voiture", "plaque", "plaques",
      "plaque d immatriculation",
      "immatriculation", "code d immatriculation", "code vehicule", "code des vehicules",
      "autocollant", "signe distinctif", "lettres sur les voitures",
    ],
    allowedTopics: [
      "international", "internationale", "code", "codes", "voiture", "voitures", "vehicule",
      "vehicules", "lettres", "lettre", "ovale", "sur", "automobile",
    ])
}

extension ConventionWords {
  public static let french = ConventionWords(
    weekdays: [
      "monday": "lundi", "tuesday": "mardi", "wednesday": "mercredi", "thursday": "jeudi",
      "friday": "vendredi", "saturday": "samedi", "sunday": "dimanche",
    ],
    religions: [
      "christianity": "christianisme", "islam": "islam", "hinduism": "hindouisme",
      "buddhism": "bouddhisme", "judaism": "judaïsme", "sikhism": "sikhisme",
      "jainism": "jaïnisme", "taoism": "taoïsme", "bahai": "bahaïsme", "rastafari": "rastafarisme",
      "druze": "druzisme", "spiritism": "spiritisme", "folk": "religions traditionnelles",
      "irreligion": "sans religion",
    ],
    share: "{value} ({count} %)")
}
