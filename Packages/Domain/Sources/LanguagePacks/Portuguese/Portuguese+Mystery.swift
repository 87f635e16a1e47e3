import Domain

extension MysteryWords {
  /// O país mistério.
  public static let portuguese = MysteryWords(
    language: .portuguese,
    starts: [
      "pais misterio", "o pais misterio", "jogar o pais misterio", "jogar ao pais misterio",
      "joga o pais misterio", "pais misterioso", "o pais misterioso", "adivinha o pais",
    ],
    dailyStarts: [
      "pais misterio do dia", "o pais misterio do dia", "misterio do dia",
      "pais misterioso do dia",
    ],
    guessOpenings: ["e o", "e a", "sera", "acho que e", "digo", "entao e"],
    probes: ["países que usam {value}", "países que falam {value}"],
    cues: [
      .borders: ["faz fronteira", "fronteira", "fronteiras", "vizinho", "vizinha", "vizinhos"],
      .landlocked: ["sem litoral", "sem saida para o mar", "sem costa", "interior"],
      .more: ["mais", "pelo menos", "acima", "superior"],
      .less: ["menos", "no maximo", "abaixo", "inferior"],
      .bigger: ["maior", "mais extenso"],
      .smaller: ["menor", "mais pequeno"],
      .people: ["habitantes", "pessoas", "populacao", "gente", "populoso"],
      .area: ["km", "km2", "km²", "superficie", "area", "quadrados"],
      .startsWith: ["comeca", "inicia", "inicial", "primeira letra"],
      .north: ["norte"], .south: ["sul"], .east: ["leste", "a este", "oriental"], .west: ["oeste"],
      .hemisphere: ["hemisferio", "equador"],
      .million: ["milhao", "milhoes"], .billion: ["bilhao", "bilhoes", "mil milhoes"],
      .thousand: ["mil"],
      .howMany: ["quantos", "quantas", "que tamanho", "qual o tamanho", "qual a populacao"],
    ],
    texts: [
      .name: "País mistério",
      .dailyName: "País mistério do dia",
      .prompt:
        "Estou a pensar num país. Faça-me perguntas de sim ou não e depois adivinhe"
        + " ({count} tentativas).",
      .help:
        "Faça perguntas de sim ou não: «fica em África?», «faz fronteira com a França?», «mais"
        + " de 50 milhões de habitantes?», «é sem litoral?», «usa o euro?», «o nome começa com"
        + " M?», «é maior que a Espanha?»; ou escreva um país para adivinhar. Comandos:"
        + " pontuação, parar.",
      .cannotAsk:
        "Não consigo responder a isso com sim, não ou um intervalo. Pergunte pela região,"
        + " vizinhos, tamanho, população, costa, moeda, línguas ou primeira letra, ou adivinhe"
        + " um país.",
      .noHint: "Este jogo não tem dicas: faça uma pergunta.",
      .status: "{count} perguntas · {other} de {total} tentativas usadas.",
      .yes: "Sim.", .no: "Não.", .unknown: "Os dados não dizem.",
      .between: "entre {value} e {other}", .above: "mais de {value}",
      .under: "menos de {value}",
      .millions: "{value} milhões", .billions: "{value} mil milhões",
      .region: "Em {value}", .language: "Fala-se {value}", .currency: "Usa {value}",
      .organisation: "Membro de {value}", .borders: "Faz fronteira com {country}",
      .landlocked: "Sem litoral",
      .morePeople: "Mais de {value} habitantes", .fewerPeople: "Menos de {value} habitantes",
      .larger: "Mais de {value}", .smaller: "Menos de {value}",
      .morePeopleThan: "Mais populoso que {country}",
      .fewerPeopleThan: "Menos populoso que {country}",
      .largerThan: "Maior que {country}", .smallerThan: "Menor que {country}",
      .people: "A sua população: {value}.", .area: "A sua área: {value}.",
      .starts: "O nome começa com {value}",

      .toNorth: "A norte de {country}", .toSouth: "A sul de {country}",
      .toEast: "A leste de {country}", .toWest: "A oeste de {country}",
      .northern: "No hemisfério norte", .southern: "No hemisfério sul",
      .eastern: "No hemisfério oriental", .western: "No hemisfério ocidental",
      .north: "norte", .northEast: "nordeste", .east: "leste", .southEast: "sudeste",
      .south: "sul", .southWest: "sudoeste", .west: "oeste", .northWest: "noroeste",
      .clue:
        "✗ Não é {country}. O país mistério fica a {value} km, a {other} {arrow}"
        + " ({count} % perto).",
      .warmer: "Mais quente!", .colder: "Mais frio.", .same: "Igualmente longe.",
      .guessesLeft: "Tentativas restantes: {count}.",
      .found: "🎉 Sim, é {country}! Tentativas: {count} de {total} · perguntas: {other}.",
      .lost: "Sem tentativas: o país mistério era {country}.",
      .reveal: "O país mistério era {country}.",
    ])
}
