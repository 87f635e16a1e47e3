import Domain

extension FindMinePhrasebook {
  /// O jogo «adivinha o meu país» em português.
  public static let portuguese = FindMinePhrasebook(
    language: .portuguese,
    texts: [
      .modeName: "Adivinha o meu país",
      .help:
        "Pensa num país e eu encontro-o: responde sim, não ou não sei. "
        + "Comandos: pontuação, parar.",
      .questionOf: "Pergunta {count}: {value}",
      .answerYesOrNo: "Responde sim, não ou não sei (ou parar).",
      .status: "Pergunta {count} · {total} países ainda batem com as tuas respostas.",
      .qRegion: "O teu país fica nesta região: {value}?",
      .qSubregion: "Fica nesta parte do mundo: {value}?",
      .qLandlocked: "É um país sem litoral?",
      .qIsland: "É um país insular, com costa mas sem fronteira terrestre?",
      .qMorePeople: "Tem mais de {value} habitantes?",
      .qLarger: "É maior do que {value}?",
      .qBorders: "Faz fronteira com este país: {country}?",
      .qCurrency: "Usa a moeda {value}?",
      .qLanguage: "Fala-se {value} lá?",
      .qNameStarts: "O nome começa por {value}?",
      .qNorth: "Fica a norte do equador?",
      .qDrivesLeft: "Conduz-se pela esquerda lá?",
      .qGuess: "O teu país é este: {country}?",
      .found: "Encontrei: {country}, em {count} perguntas!",
      .gaveUp: "Desisto!",
      .contradiction: "Nenhum país dos meus dados bate com todas as tuas respostas.",
      .whichWasIt: "Que país era?",
      .unknownCountry: "Não conheço nenhum país chamado «{value}». Que país era?",
      .revealed: "{country}!",
      .misfit: "Respondeste {value} a «{other}», mas os meus dados dizem {count}.",
      .allFit: "Todas as respostas batem: fiquei sem perguntas.",
      .yes: "sim",
      .no: "não",
      .unsure: "não sei",
      .stopped: "Fim do jogo: o teu país continua um segredo.",
    ],
    starts: [
      "adivinha o meu pais", "adivinha meu pais", "adivinhe meu pais", "encontra o meu pais",
      "descobre o meu pais", "penso num pais", "estou a pensar num pais",
      "estou pensando em um pais", "pensa num pais e adivinha",
      "adivinha em que pais estou a pensar",
      "adivinha que pais", "joga adivinha o meu pais", "vamos jogar adivinha o meu pais",
    ],
    yes: [
      "sim", "s", "claro", "certo", "correto", "exato", "exatamente", "e sim", "pois", "isso",
      "com certeza", "verdade", "afirmativo",
    ],
    no: [
      "nao", "n", "nada", "de todo", "errado", "falso", "nao e", "negativo", "nao nao",
      "de jeito nenhum",
    ],
    unsure: [
      "nao sei", "sei la", "nao faco ideia", "nenhuma ideia", "talvez", "nao tenho a certeza",
      "nao tenho certeza", "passo", "passa",
    ])
}
