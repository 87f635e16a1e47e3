import Domain

extension FindMinePhrasebook {
  /// Das Spiel „Errate mein Land“ auf Deutsch.
  public static let german = FindMinePhrasebook(
    language: .german,
    texts: [
      .modeName: "Errate mein Land",
      .help:
        "Denk dir ein Land aus, ich finde es: antworte ja, nein oder weiß nicht. "
        + "Befehle: Punkte, Stopp.",
      .questionOf: "Frage {count}: {value}",
      .answerYesOrNo: "Antworte ja, nein oder weiß nicht (oder Stopp).",
      .status: "Frage {count} · {total} Länder passen noch zu deinen Antworten.",
      .qRegion: "Liegt dein Land in dieser Region: {value}?",
      .qSubregion: "Liegt es in diesem Teil der Welt: {value}?",
      .qLandlocked: "Ist es ein Binnenland?",
      .qIsland: "Ist es ein Inselstaat, mit Küste, aber ohne Landgrenze?",
      .qMorePeople: "Hat es mehr als {value} Einwohner?",
      .qLarger: "Ist es größer als {value}?",
      .qBorders: "Grenzt es an dieses Land: {country}?",
      .qCurrency: "Ist die Währung dort {value}?",
      .qLanguage: "Spricht man dort {value}?",
      .qNameStarts: "Beginnt sein Name mit {value}?",
      .qNorth: "Liegt es nördlich des Äquators?",
      .qDrivesLeft: "Fährt man dort links?",
      .qGuess: "Ist es dieses Land: {country}?",
      .found: "Gefunden: {country}, in {count} Fragen!",
      .gaveUp: "Ich gebe auf!",
      .contradiction: "Kein Land meiner Daten passt zu all deinen Antworten.",
      .whichWasIt: "Welches Land war es?",
      .unknownCountry: "Ich kenne kein Land namens „{value}“. Welches Land war es?",
      .revealed: "{country}!",
      .misfit: "Du hast auf „{other}“ {value} geantwortet, aber meine Daten sagen {count}.",
      .allFit: "Alle Antworten passen: Mir sind die Fragen ausgegangen.",
      .yes: "ja",
      .no: "nein",
      .unsure: "weiß nicht",
      .stopped: "Spiel beendet: Dein Land bleibt geheim.",
    ],
    starts: [
      "errate mein land", "rate mein land", "finde mein land", "spiel errate mein land",
      "ich denke an ein land", "ich denke mir ein land aus", "ich habe mir ein land ausgedacht",
      "errate an welches land ich denke", "rate welches land ich meine", "errate welches land",
      "lass uns errate mein land spielen",
    ],
    yes: [
      "ja", "j", "jo", "jap", "jep", "jawohl", "genau", "stimmt", "richtig", "klar", "natürlich",
      "naturlich", "sicher", "ja genau", "ja stimmt", "doch",
    ],
    no: [
      "nein", "ne", "nee", "nö", "no", "falsch", "stimmt nicht", "gar nicht", "nein nein",
      "auf keinen fall", "nicht",
    ],
    unsure: [
      "weiß nicht", "weiss nicht", "ich weiß nicht", "ich weiss nicht", "keine ahnung",
      "vielleicht", "nicht sicher", "unsicher", "weis nicht", "k a", "passe",
    ])
}
