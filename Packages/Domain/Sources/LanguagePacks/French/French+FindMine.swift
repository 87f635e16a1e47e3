import Domain

extension FindMinePhrasebook {
  /// Le jeu « devine mon pays » en français.
  public static let french = FindMinePhrasebook(
    language: .french,
    texts: [
      .modeName: "Devine mon pays",
      .help:
        "Pense à un pays et je le trouve : réponds oui, non ou je ne sais pas. "
        + "Commandes : score, arrête.",
      .questionOf: "Question {count} : {value}",
      .answerYesOrNo: "Réponds oui, non ou je ne sais pas (ou arrête).",
      .status: "Question {count} · {total} pays correspondent encore à tes réponses.",
      .qRegion: "Ton pays est-il dans cette région : {value} ?",
      .qSubregion: "Est-il dans cette partie du monde : {value} ?",
      .qLandlocked: "Est-il sans accès à la mer ?",
      .qIsland: "Est-ce un pays insulaire, avec une côte mais sans frontière terrestre ?",
      .qMorePeople: "A-t-il plus de {value} habitants ?",
      .qLarger: "Est-il plus grand que {value} ?",
      .qBorders: "Est-il frontalier de ce pays : {country} ?",
      .qCurrency: "Utilise-t-il la monnaie {value} ?",
      .qLanguage: "Y parle-t-on {value} ?",
      .qNameStarts: "Son nom commence-t-il par {value} ?",
      .qNorth: "Est-il au nord de l'équateur ?",
      .qDrivesLeft: "Y roule-t-on à gauche ?",
      .qGuess: "Ton pays est-il celui-ci : {country} ?",
      .found: "Trouvé : {country}, en {count} questions !",
      .gaveUp: "J'abandonne !",
      .contradiction: "Aucun pays de mes données ne correspond à toutes tes réponses.",
      .whichWasIt: "Quel pays était-ce ?",
      .unknownCountry: "Je ne connais pas de pays appelé « {value} ». Quel pays était-ce ?",
      .revealed: "{country} !",
      .misfit: "Tu as répondu {value} à « {other} », mais mes données disent {count}.",
      .allFit: "Toutes tes réponses lui correspondent : je n'avais plus de questions.",
      .yes: "oui",
      .no: "non",
      .unsure: "je ne sais pas",
      .stopped: "Partie terminée : ton pays reste secret.",
    ],
    starts: [
      "devine mon pays", "devine mon pays a moi", "joue a devine mon pays", "trouve mon pays",
      "je pense a un pays", "j'ai pense a un pays", "pense a un pays et devine",
      "devine le pays auquel je pense", "devine a quel pays je pense", "tu devines mon pays",
      "jouons a devine mon pays", "devine quel pays",
    ],
    yes: [
      "oui", "o", "ouais", "ouai", "si", "exact", "exactement", "bien sur", "c'est ca", "vrai",
      "oui c'est ca", "tout a fait", "absolument", "d'accord", "carrement",
    ],
    no: [
      "non", "nan", "nope", "pas du tout", "faux", "non pas du tout", "absolument pas", "du tout",
      "non non", "pas vraiment",
    ],
    unsure: [
      "je ne sais pas", "je sais pas", "sais pas", "chais pas", "jsp", "aucune idee",
      "peut-etre", "peut etre", "pas sur", "pas sure", "je ne suis pas sur", "passe",
    ])
}
