import Domain

extension GamePhrasebook {
  /// The game in Portuguese.
  public static let portuguese = GamePhrasebook(
    language: .portuguese,
    // Most sentences get a country's bare name: they put it where Portuguese takes none, after a
    // colon, in quotes, beside another ("entre França e Espanha") or as an answer.
    texts: [
      .letsPlay: "Vamos jogar!",
      .youHave: "Tem {value}.",
      .help:
        "Escreva a sua resposta. Comandos: dica (custa um ponto), passar, pontuação, parar "
        + "(ou desisto).",
      .gamesLine:
        "Jogos: quiz; teste de capitais, de bandeiras ou de códigos ISO; jogar maior ou menor; "
        + "joga a nomear os países de África (… em 3 minutos); desafio do dia.",
      .cannotPlay:
        "Não consigo fazer um jogo de «{value}». Experimente «quiz», «teste de capitais», "
        + "«teste de bandeiras», «teste de códigos ISO», «jogar maior ou menor», "
        + "«joga a nomear os países de África», «… em 3 minutos» ou «desafio do dia».",
      .gameOver: "Fim do jogo.",
      .timeUp: "Acabou o tempo!",
      .dataChanged: "Os dados dos países mudaram, por isso o jogo termina aqui.",
      .dailyReplay:
        "Já jogou o desafio do dia ({count} de {total}):"
        + " esta é uma repetição e o seu primeiro resultado mantém-se.",
      .dailyKept: "Repetição: a pontuação registada hoje continua a ser {count} de {total}.",
      .newBest: "Novo recorde!",
      .record: "Recorde: {value} em {count} · série: {other}.",
      .oneGame: "1 jogo",
      .games: "{count} jogos",
      .oneDay: "1 dia",
      .days: "{count} dias seguidos",
      .questionOf: "Pergunta {count} de {total}: {value}",
      .qCapital: "{country}: qual é a capital?",
      .qCountryOfCapital: "{value} é a capital de que país?",
      .qFlag: "De que país é esta bandeira: {value}?",
      .qFlagPictured: "De que país é esta bandeira?",
      .qCode: "Que país tem o código ISO {value}?",
      .qMorePeople: "Qual tem mais habitantes: {country} ou {other}?",
      .qLarger: "Qual é maior: {country} ou {other}?",
      .sCapital: "{country}: capital",
      .sCountryOfCapital: "País com a capital {value}",
      .sFlag: "Bandeira {value}",
      .sCode: "Código ISO {value}",
      .sMorePeople: "Mais habitantes: {country} ou {other}",
      .sLarger: "Maior: {country} ou {other}",
      .right: "✓ Certo!",
      .answerEither:
        "Responda {country} ou {other} "
        + "(ou: o primeiro, o segundo; mais se {other} tiver mais, menos se não).",
      .comparison: "{country}: {value}; {other}: {count}.",
      .people: "{value} habitantes",
      // Said inside `people`: "cerca de 10,4 milhões de habitantes".
      .aboutMillion: "cerca de {value} milhões de",
      .aboutBillion: "cerca de {value} mil milhões de",
      .namedAll: "Nomeou-os todos!",
      .nothingToSkip: "Não há nada para passar: nomeie outro país, ou diga «terminar».",
      .skipped: "Pergunta passada: a resposta era {value}.",
      .timeLeft: "faltam {value}",
      .statusNamed: "{count} de {total} nomeados{value}.",
      .statusScore: "Pontuação {count} · pergunta {other} de {total}{value}.",
      .summaryRounds: "Pontuação {count} de {total}: {value} de {other} certas, em {time}.",
      .missed: "Em falta: {value}.",
      .summaryNameAll: "{count} de {total} nomeados em {time} — {value}. Pontuação: {other}.",
      .nameThem: "Nomeie {value}: {total} ao todo.",
      .theCountries: "os países",
      .noHint: "Não há dicas para esta pergunta.",
      .noMoreHints: "Não há mais dicas: responda, ou passe.",
      .hint: "Dica (−1 ponto): {value}",
      .hintFree: "Dica (grátis: já não há nada a perder): {value}",
      .hintMeasure: "{country} — {value}.",
      .hintRegion: "Fica na região {value}.",
      .hintNoRegion: "Não fica em nenhuma região dos meus dados.",
      .hintNameStarts: "O nome começa por {value}.",
      .hintNoBorder: "Não tem fronteiras terrestres.",
      .hintBorders: "Um dos vizinhos deste país: {country}.",
      .hintCapital: "A capital é {value}.",
      .hintCityStarts: "Começa por {value}.",
      .hintCityLetters: "Tem {count} letras.",
      .hintCityBegins: "Começa por {value}…",
      .targetPrefix: "os países cujo nome começa por {value}",
      .targetWorld: "todos os países",
      .targetOrganisation: "os países membros {of value}",
      .targetRegion: "os países da região {value}",
      .targetLanguage: "os países onde se fala {value}",
      .targetCurrency: "os países que usam a moeda {value}",
      .targetNeighbours: "os países vizinhos ({country})",
      .excludePrefix: "«{country}» não começa por {value}.",
      .excludeWorld: "Não está nos meus dados: {country}.",
      .excludeOrganisation: "Não é membro {of value}: {country}.",
      .excludeRegion: "Não fica na região {value}: {country}.",
      .excludeLanguage: "Não é um país onde se fala {value}: {country}.",
      .excludeCurrency: "Não usa a moeda {value}: {country}.",
      .excludeItself: "Esse é o próprio país: {country}.",
      .excludeNeighbour: "Entre {country} e {other} não há fronteira.",
      .unknownCountry: "Não conheço nenhum país chamado «{value}». Tente de novo, ou passe.",
      .unknownCountryNamed: "Não conheço nenhum país chamado «{value}».",
      .couldBeWhich: "«{value}» pode ser {other}: qual deles?",
      .couldBe: "«{value}» pode ser {other}.",
      .isNot: "«{value}» quer dizer {other}, não {country}.",
      .alreadyNamed: "Já nomeou esse país: {country}.",
      .spelled: "(Escreve-se {value}.)",
      .closeToMany: "«{value}» parece-se com mais do que uma capital: escreva-a por extenso.",
      .wrongCapital:
        "{value} é a capital de outro país, {other}; a capital certa é {count} ({country}).",
      .isACountry: "«{country}» é um país: diga uma cidade.",
      .capitalIs: "{country}: a capital é {value}.",
      .notDifferent: "«{value}» não é {country}: é outro país.",
      .different: "«{value}» é outro país; a resposta é {country}.",
      .accepted: "«{value}»: quer dizer {country}? Resposta aceite.",
      .or: "ou",
      .named: "✓ {country}!",
      .quoted: "«{value}»",
      .tableQuestion: "Pergunta",
      .tableAnswer: "Resposta",
      .tableNotNamed: "Não nomeados",
      .panelScore: "Pontuação {count}",
      .panelNamed: "{count} de {total} nomeados",
      .panelQuestion: "Pergunta {count} de {total}",
      .modeMixed: "Misto",
      .modeCapitals: "Capitais",
      .modeCountries: "Países",
      .modeFlags: "Bandeiras",
      .modeCodes: "Códigos ISO",
      .modeHigherLower: "Maior ou menor",
      .modeNameAll: "Nomear todos",
      .modeDaily: "Desafio do dia",
    ],
    reading: .portuguese,
    commands: [
      .hint: ["dica", "uma dica", "dá-me uma dica", "me dá uma dica"],
      .skip: ["passar", "passo", "pular", "saltar", "próxima", "não sei"],
      .score: ["pontuação", "a minha pontuação", "pontos", "placar", "tempo"],
      .stop: ["parar", "para", "desisto", "chega", "fim", "terminar", "acabar"],
      .help: ["ajuda", "regras", "comandos"],
    ],
    firstPick: [
      "1", "primeiro", "o primeiro", "primeira", "a primeira", "esquerda", "o 1", "o da esquerda",
      "o primeiro pais",
    ],
    secondPick: [
      "2", "segundo", "o segundo", "segunda", "a segunda", "direita", "o 2", "o da direita",
      "o segundo pais",
    ],
    suggestions: [
      "quiz", "teste de capitais", "teste de bandeiras",
      "joga a nomear os países da América do Sul",
      "joga a nomear os países que começam por B em 3 minutos", "desafio do dia",
    ],
    higher: ["mais", "maior", "mais alto", "mais grande", "superior", "acima"],
    lower: ["menos", "menor", "mais baixo", "mais pequeno", "inferior", "abaixo"],
    otherNames: [
      "NL": ["paises baixos", "os paises baixos", "holanda", "a holanda"],
      "CZ": ["republica checa", "republica tcheca", "tchequia", "a chequia"],
      "FK": ["malvinas", "as malvinas", "ilhas falkland", "as ilhas malvinas"],
      "GB": ["gra bretanha"], "US": ["eua", "usa"], "MM": ["birmania"], "CD": ["rdc", "rd congo"],
      "AE": ["emirados"],
    ],
  )
}

extension GamePhrasebook.Reading {
  /// How a line names a game in Portuguese.
  public static let portuguese = GamePhrasebook.Reading(
    openings: [
      "faz-me um quiz de", "faz-me um quiz sobre", "faz-me um quiz", "faz um quiz de",
      "faz um quiz", "quero jogar",
      "teste de", "teste sobre", "teste-me sobre", "teste-me", "quiz de", "quiz sobre", "quiz",
      "jogar com", "jogar", "joga com", "joga", "vamos jogar com", "vamos jogar", "jogo de",
      "pergunta-me sobre", "pergunta-me", "comeca um quiz de", "comeca um quiz",
    ],
    nameAll: [
      "joga a nomear todos os", "joga a nomear os", "vamos jogar a nomear os",
    ],
    countries: "paises",
    daily: [
      "desafio do dia", "o desafio do dia", "desafio diario", "o desafio diario", "quiz do dia",
      "o quiz do dia",
    ],
    fillers: ["de", "do", "da", "dos", "das", "sobre", "os", "as", "o", "a", "com", "um", "uma"],
    modes: [
      .mixed: ["tudo", "misto", "geografia", "jogo"],
      .daily: ["dia", "diario"],
      .flags: ["bandeira", "bandeiras"],
      .codes: ["codigo", "codigos", "iso"],
      .higherLower: ["maior", "menor", "mais", "menos", "populacao", "area", "tamanho"],
      .capitals: ["capital", "capitais"],
      .countries: ["qual", "inverso", "inversa", "cuja"],
    ],
    minuteUnits: ["minuto", "minutos", "min"],
    numbers: [
      ("um", 1), ("uma", 1), ("dois", 2), ("duas", 2), ("tres", 3), ("quatro", 4), ("cinco", 5),
      ("seis", 6),
      ("sete", 7), ("oito", 8), ("nove", 9), ("dez", 10), ("quinze", 15), ("vinte", 20),
    ],
    minutePrepositions: ["em", "durante"])
}
