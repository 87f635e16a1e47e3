import Domain

/// Gepflogenheiten und Kennzeichen auf Deutsch: erster Wochentag, Uhrzeitformat, Maßsystem,
/// FIFA-, IOC- und Kfz-Kennzeichen, Postleitzahlen, Hymne und Religionen (placeholders as in
/// English's `English+Conventions.swift`).
extension FactTable {
  static let germanConventions: [Intent: FactWords] = [
    .startOfWeek: FactWords(
      cues: [
        "erster tag der woche", "erste tag der woche", "woche beginnt", "woche fangt",
        "beginnt die woche", "fangt die woche", "wochenbeginn", "wochenanfang", "erster wochentag",
      ],
      allowedTopics: [
        "tag", "woche", "beginnt", "fangt", "an", "erster", "erste", "montag", "sonntag",
        "samstag", "freitag", "kalender", "welchem", "welcher",
      ],
      asks: "erster Tag der Woche", example: "An welchem Tag beginnt die Woche {in country}?",
      says: [
        .one: "{in country} beginnt die Woche am {value}.",
        .none: "Meine Daten sagen nicht, an welchem Tag die Woche {in country} beginnt.",
      ]),
    .clockFormat: FactWords(
      cues: [
        "24 stunden", "24h", "12 stunden", "12h", "24 stunden format", "12 stunden format",
        "uhrzeitformat", "zeitformat", "am pm",
      ],
      allowedTopics: [
        "uhr", "uhrzeit", "stunden", "format", "benutzt", "benutzen", "nutzt", "nutzen",
        "verwendet", "verwenden", "oder", "man", "schreibt",
      ],
      asks: "12- oder 24-Stunden-Uhr", example: "Nutzt man {in country} das 24-Stunden-Format?",
      says: [
        .one: "{in country} schreibt man die Uhrzeit meist im 24-Stunden-Format (17:30).",
        .pair: "{in country} schreibt man die Uhrzeit meist im 12-Stunden-Format (5:30 pm).",
        .none: "Ich weiß nicht, welches Uhrzeitformat man {in country} nutzt.",
      ]),
    .measurementSystem: FactWords(
      cues: [
        "metrische system", "metrisches system", "metrisch", "metrische", "masssystem", "massystem",
        "masseinheiten", "imperiale", "imperial", "meilen oder kilometer", "angloamerikanische",
      ],
      allowedTopics: [
        "system", "einheiten", "einheit", "benutzt", "benutzen", "nutzt", "nutzen", "verwendet",
        "verwenden", "meilen", "kilometer", "pfund", "kilo",
      ],
      asks: "Maßsystem", example: "Welche Maßeinheiten nutzt man {in country}?",
      says: [
        .yes: "{in country} nutzt man das metrische System.",
        .pair:
          "{in country} nutzt man das metrische System, im Alltag noch mit imperialen Einheiten (Meilen, Pints).",
        .no:
          "{in country} nutzt man nicht das metrische System, sondern US-Einheiten (Meilen, Pfund, Gallonen).",
        .none: "Ich weiß nicht, welches Maßsystem man {in country} nutzt.",
      ]),
    .fifaCode: FactWords(
      cues: ["fifa code", "fifa kurzel", "fifa landercode", "fifa kennung", "fifa abkurzung"],
      allowedTopics: ["fifa", "fussball", "mannschaft", "buchstaben", "drei"],
      asks: "FIFA-Code", example: "Was ist der FIFA-Code {of country}?",
      says: [
        .one: "Der FIFA-Code {of country} ist {value}.",
        .none: "Meine Daten haben keinen FIFA-Code für {the country}.",
      ]),
    .iocCode: FactWords(
      cues: [
        "ioc code", "ioc kurzel", "olympia code", "olympischer code", "olympische kurzel",
        "ioc landercode", "ioc abkurzung",
      ],
      allowedTopics: ["ioc", "olympia", "olympisch", "olympische", "spiele", "buchstaben", "drei"],
      asks: "IOC-Code", example: "Was ist der IOC-Code {of country}?",
      says: [
        .one: "Der IOC-Code {of country} ist {value}.",
        .none: "Meine Daten haben keinen IOC-Code für {the country}.",
      ]),
    .vehicleCode: germanVehicleCues.worded(
      asks: "internationales Kfz-Kennzeichen",
      example: "Was ist das internationale Kfz-Kennzeichen {of country}?",
      says: [
        .one: "Das internationale Kfz-Kennzeichen {of country} ist {value}.",
        .many: "{the country} hat {count} internationale Kfz-Kennzeichen: {value}.",
        .none: "Meine Daten haben kein internationales Kfz-Kennzeichen für {the country}.",
      ]),
    .reverseVehicleCode: germanVehicleCues.worded(
      asks: "ein Kfz-Kennzeichen", example: "Welches Land hat das Autokennzeichen CH?",
      says: [
        .one: "{value} ist das internationale Kfz-Kennzeichen {of country}.",
        .pair:
          "{value} ist das internationale Kfz-Kennzeichen {of country}, auch genutzt von: {other}.",
        .many: "{the country} hat {count} internationale Kfz-Kennzeichen: {value}.",
      ]),
    .postalCode: FactWords(
      cues: ["postleitzahl", "postleitzahlen", "plz", "postleitzahlformat"],
      exact: ["plz"],
      allowedTopics: ["format", "ziffern", "stellen", "stellig", "buchstaben", "wie", "viele"],
      asks: "Format der Postleitzahlen",
      example: "Wie sieht die Postleitzahl {in country} aus?",
      says: [
        .one: "Postleitzahlen {in country} haben {value} Ziffern.",
        .pair:
          "Postleitzahlen {in country} schreibt man {value} (# steht für eine Ziffer, @ für einen Buchstaben).",
        .none: "Meine Daten haben kein Postleitzahlformat für {the country}.",
      ]),
    .anthem: FactWords(
      cues: ["hymne", "hymnen", "nationalhymne", "nationalhymnen", "nationallied"],
      allowedTopics: ["national", "lied", "titel", "name", "heisst"],
      asks: "Nationalhymne", example: "Was ist die Nationalhymne {of country}?",
      says: [
        .one: "Die Nationalhymne {of country} ist „{value}“.",
        .none: "Meine Daten nennen die Nationalhymne {of country} nicht.",
      ]),
    .religion: FactWords(
      cues: ["religion", "religionen", "religios", "glaube", "glauben", "konfession"],
      allowedTopics: [
        "haupt", "hauptreligion", "wichtigste", "wichtigsten", "vorherrschende", "verbreitet",
        "verbreitetste", "anteil", "prozent", "menschen", "hat", "weitesten", "meisten",
      ],
      asks: "wichtigste Religionen", example: "Welche Religion hat {country}?",
      says: [
        .one: "Die wichtigste Religion {in country} ist {value} (Daten vom {date}).",
        .many: "Die wichtigsten Religionen {in country}: {value} (Daten vom {date}).",
        .none: "Meine Daten haben keine Zahlen zur Religion {in country}.",
      ]),
  ]

  static let germanVehicleCues = FactWords(
    cues: [
      "kfz kennzeichen", "kennzeichen", "autokennzeichen", "nummernschild", "nummernschilder",
      "landerkennzeichen", "nationalitatszeichen", "kfz code", "autoschild", "auto kennzeichen",
      "unterscheidungszeichen",
    ],
    allowedTopics: [
      "international", "internationale", "internationales", "kfz", "auto", "autos", "fahrzeug",
      "fahrzeuge", "buchstaben", "code", "oval", "auf", "dem", "schild",
    ])
}

extension ConventionWords {
  public static let german = ConventionWords(
    weekdays: [
      "monday": "Montag", "tuesday": "Dienstag", "wednesday": "Mittwoch", "thursday": "Donnerstag",
      "friday": "Freitag", "saturday": "Samstag", "sunday": "Sonntag",
    ],
    religions: [
      "christianity": "Christentum", "islam": "Islam", "hinduism": "Hinduismus",
      "buddhism": "Buddhismus", "judaism": "Judentum", "sikhism": "Sikhismus",
      "jainism": "Jainismus", "taoism": "Daoismus", "bahai": "Bahaitum",
      "rastafari": "Rastafari", "druze": "Drusentum", "spiritism": "Spiritismus",
      "folk": "traditionelle Religionen", "irreligion": "keine Religion",
    ],
    share: "{value} ({count} %)")
}
