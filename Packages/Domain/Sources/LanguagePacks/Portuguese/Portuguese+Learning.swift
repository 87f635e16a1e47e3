import Domain

extension LearningWords {
  /// Learning from games, in Portuguese.
  public static let portuguese = LearningWords(
    language: .portuguese,
    texts: [
      .timePerRound: "Tempo por pergunta: {value}.",
      .seconds: "{count} s",
      .separator: "; ",
      .weakNone:
        "Nada para rever por agora: já acertou tudo o que tinha falhado. "
        + "Jogue uma partida («quiz») e eu vou tomando nota.",
      .weakHeading:
        "Os seus países fracos ({count}), por região; os pendentes vêm primeiro "
        + "nas próximas partidas:",
      .weakRegion: "{value}: {other}",
      .weakDue: "{country} ({value}, pendente)",
      .weakLater: "{country} ({value})",
      .kindCapital: "capital",
      .kindCountryOfCapital: "país da capital",
      .kindFlag: "bandeira",
      .kindCode: "código ISO",
      .kindShape: "formato",
      .kindLookAlike: "bandeira parecida",
      .modeLookAlike: "Bandeiras parecidas",
      .qLookAlike: "Que bandeira é esta: {country} ou {other}?",
      .sLookAlike: "Bandeira: {country} ou {other}",
      .tellApart: "Como as distinguir: {value}",
    ],
    weakLines: [
      "os meus paises fracos", "meus paises fracos", "quais sao os meus paises fracos",
      "quais sao meus paises fracos", "mostra os meus paises fracos", "paises fracos",
      "os meus pontos fracos", "meus pontos fracos", "os meus erros", "meus erros",
      "que paises eu erro", "que paises erro", "o que eu sempre erro", "em que eu erro",
      "o que eu erro", "que paises devo rever", "o que devo rever",
    ],
    lookAlikeWords: ["parecidas", "parecidos", "semelhantes", "similares", "confundiveis"],
    tellApart: portugueseTellApart)
}
