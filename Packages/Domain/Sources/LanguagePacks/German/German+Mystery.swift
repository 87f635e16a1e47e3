import Domain

extension MysteryWords {
  /// Das Rätselland.
  public static let german = MysteryWords(
    language: .german,
    starts: [
      "ratselland", "das ratselland", "ratselland spielen", "mysteryland", "mysteryland spielen",
      "geheimes land", "land raten", "errate das land",
    ],
    dailyStarts: [
      "ratselland des tages", "das ratselland des tages", "mysteryland des tages",
      "tagliches ratselland",
    ],
    guessOpenings: ["ist es", "es ist", "ich tippe auf", "ich rate", "dann"],
    probes: ["Länder mit {value}", "Länder, in denen man {value} spricht"],
    cues: [
      .borders: ["grenzt", "grenze", "grenzen", "nachbar", "nachbarland", "nachbarn"],
      .landlocked: ["binnenstaat", "binnenland", "keine kuste", "ohne kuste", "ohne meerzugang"],
      .more: ["mehr", "uber", "mindestens", "hoher"],
      .less: ["weniger", "unter", "hochstens"],
      .bigger: ["grosser", "groesser"],
      .smaller: ["kleiner"],
      .people: ["einwohner", "menschen", "bevolkerung", "leute"],
      .area: ["km", "km2", "km²", "flache", "quadratkilometer"],
      .startsWith: ["beginnt", "fangt", "anfangsbuchstabe", "erster buchstabe", "erste buchstabe"],
      .north: ["nord", "nordlich", "norden"], .south: ["sud", "sudlich", "suden"],
      .east: ["ost", "ostlich", "osten"], .west: ["west", "westlich", "westen"],
      .hemisphere: ["halbkugel", "hemisphare", "aquator", "nordhalbkugel", "sudhalbkugel"],
      .million: ["million", "millionen", "mio"], .billion: ["milliarde", "milliarden", "mrd"],
      .thousand: ["tausend"],
      .howMany: ["wie viele", "wieviele", "wie gross", "welche flache"],
    ],
    texts: [
      .name: "Rätselland",
      .dailyName: "Rätselland des Tages",
      .prompt:
        "Ich denke an ein Land. Stell mir Ja-Nein-Fragen und rate es dann ({count} Versuche).",
      .help:
        "Stell Ja-Nein-Fragen: „liegt es in Afrika?“, „grenzt es an Frankreich?“, „mehr als 50"
        + " Millionen Einwohner?“, „ist es ein Binnenstaat?“, „zahlt man mit dem Euro?“,"
        + " „beginnt der Name mit M?“, „ist es größer als Spanien?“; oder tippe ein Land, um zu"
        + " raten. Befehle: Punkte, Stopp.",
      .cannotAsk:
        "Darauf kann ich nicht mit Ja, Nein oder einem Bereich antworten. Frag nach Region,"
        + " Nachbarn, Größe, Einwohnern, Küste, Währung, Sprachen oder Anfangsbuchstaben, oder"
        + " rate ein Land.",
      .noHint: "In diesem Spiel gibt es keine Tipps: stell lieber eine Frage.",
      .status: "{count} Fragen gestellt · {other} von {total} Versuchen genutzt.",
      .yes: "Ja.", .no: "Nein.", .unknown: "Die Daten sagen es nicht.",
      .between: "zwischen {value} und {other}", .above: "über {value}",
      .under: "unter {value}",
      .millions: "{value} Millionen", .billions: "{value} Milliarden",
      .region: "In {value}", .language: "Man spricht {value}", .currency: "Zahlt mit {value}",
      .organisation: "Mitglied von {value}", .borders: "Grenzt an {country}",
      .landlocked: "Binnenstaat",
      .morePeople: "Mehr als {value} Einwohner", .fewerPeople: "Weniger als {value} Einwohner",
      .larger: "Größer als {value}", .smaller: "Kleiner als {value}",
      .morePeopleThan: "Mehr Einwohner als {country}",
      .fewerPeopleThan: "Weniger Einwohner als {country}",
      .largerThan: "Größer als {country}", .smallerThan: "Kleiner als {country}",
      .people: "Einwohner: {value}.", .area: "Fläche: {value}.",
      .starts: "Der Name beginnt mit {value}",

      .toNorth: "Nördlich von {country}", .toSouth: "Südlich von {country}",
      .toEast: "Östlich von {country}", .toWest: "Westlich von {country}",
      .northern: "Auf der Nordhalbkugel", .southern: "Auf der Südhalbkugel",
      .eastern: "Auf der Osthalbkugel", .western: "Auf der Westhalbkugel",
      .north: "Norden", .northEast: "Nordosten", .east: "Osten", .southEast: "Südosten",
      .south: "Süden", .southWest: "Südwesten", .west: "Westen", .northWest: "Nordwesten",
      .clue:
        "✗ Nicht {country}. Das Rätselland ist {value} km entfernt, im {other} {arrow}"
        + " ({count} % nah).",
      .warmer: "Wärmer!", .colder: "Kälter.", .same: "Genauso weit.",
      .guessesLeft: "Verbleibende Versuche: {count}.",
      .found: "🎉 Ja, es ist {country}! Versuche: {count} von {total} · Fragen: {other}.",
      .lost: "Keine Versuche mehr: das Rätselland war {country}.",
      .reveal: "Das Rätselland war {country}.",
    ])
}
