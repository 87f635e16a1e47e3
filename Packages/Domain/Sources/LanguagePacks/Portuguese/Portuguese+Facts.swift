import Domain

/// Every fact in Portuguese: how it is asked, what help calls it, an example, and its answer's
/// sentences. `{the country}`, `{of country}` and `{in country}` are the country's name with the
/// article it takes, contracted ("a Bélgica", "do Japão", "nas Filipinas", "em Portugal":
/// `Portuguese+Grammar.swift`); a sentence's first letter is capitalized when it is said. What help
/// calls a fact fits its summary frame (`Portuguese+Answers.swift`): a bare noun in "os dados de
/// um país (…)", an indefinite one after "a que país pertence", a verb after "que países". No
/// sentence or example makes the country the subject of its verb: "os Estados Unidos" and "as
/// Filipinas" would want it plural.
extension FactTable {
  static let portugueseOwnFacts = FactTable(facts: [
    .capital: FactWords(
      cues: ["capital", "capitais", "cidade principal"],
      allowedTopics: ["cidade", "cidades"],
      asks: "capital", example: "Qual é a capital {of country}?",
      says: [
        .one: "A capital {of country} é {value}.",
        // `smallNumbers` are masculine and "dois capitais" is wrong: the count is the number
        // itself ("o número … é dois").
        .many: "O número de capitais {of country} é {count}: {value}.",
        .none: "{in country} não há capital.",
      ]),
    .isoCode: FactWords(
      cues: ["codigo", "codigos", "iso", "abreviacao", "sigla", "alpha", "duas letras"],
      asks: "código ISO alfa-2", example: "Qual é o código ISO {of country}?",
      says: [.one: "O código ISO alfa-2 {of country} é {value}."]),
    .flag: FactWords(
      cues: ["bandeira", "bandeiras"],
      asks: "bandeira", example: "Mostra-me a bandeira {of country}",
      says: [.one: "A bandeira {of country} é {value}"]),
    .population: FactWords(
      cues: [
        "populacao", "habitantes", "habitante", "pessoas", "gente", "quantas pessoas",
        "quanta gente",
      ],
      asks: "população", example: "Quantos habitantes há {in country}?",
      says: [.one: "A população {of country} é de {value} habitantes (dados de {date})."]),
    .area: FactWords(
      cues: ["area", "superficie", "tamanho", "km2", "extensao", "grande"], exact: ["area"],
      asks: "área", example: "Qual é a área {of country}?",
      says: [.one: "A área {of country} é de {value}."]),
    .currency: FactWords(
      cues: ["moeda", "moedas", "dinheiro", "divisa"],
      asks: "moeda", example: "Que moeda se usa {in country}?",
      says: [
        // "Paga-se com": no verb to agree with one currency or several.
        .one: "{in country} paga-se com {the value}.",
        .none: "{in country} não há moeda própria, segundo os meus dados.",
      ]),
    .languages: FactWords(
      cues: ["idioma", "idiomas", "lingua", "linguas", "fala", "falam", "falada", "falado"],
      asks: "línguas", example: "Que línguas se falam {in country}?",
      says: [
        .one: "O idioma {of country} é {value}.",
        // "Idiomas", masculine, so that "dois" agrees.
        .many: "{in country} falam-se {count} idiomas: {value}.",
        .none: "Os meus dados não indicam nenhum idioma {of country}.",
      ]),
    // Region names take an article that the locale data does not give ("na Europa Ocidental"):
    // they follow "região" as its name ("na região Europa Ocidental"), which needs none. The
    // subject is "o território": a plural name would want a plural verb ("os Estados Unidos
    // ficam"), so no sentence makes the country its subject.
    .region: FactWords(
      cues: ["continente", "regiao", "fica", "localizado", "localizada", "onde fica"],
      weak: ["onde"], exact: ["fica"],
      asks: "região", example: "Qual é a região {of country}?",
      says: [
        .one: "O território {of country} fica na região {value} ({other}).",
        .many:
          "O território {of country} fica na região {value} ({other}) e estende-se por mais de "
          + "um continente: {continents}.",
        .none: "O território {of country} fica na região {other}.",
      ]),
    .borders: FactWords(
      cues: [
        "fronteira", "fronteiras", "vizinhos", "vizinho", "limitrofes", "faz fronteira",
        "fazem fronteira", "fazendo fronteira",
      ],
      asks: "vizinhos", example: "Quais são os vizinhos {of country}?",
      says: [
        .one: "Só um país faz fronteira com {the country}: {value}.",
        .many: "{count} países fazem fronteira com {the country}: {value}.",
        .none: "Nenhum país faz fronteira terrestre com {the country}.",
      ]),
    .callingCode: FactWords(
      cues: ["ddi", "discagem", "telefonico", "telefone", "indicativo"],
      asks: "indicativo telefónico", example: "Qual é o indicativo telefónico {of country}?",
      says: [
        .one: "O indicativo telefónico {of country} é {value}.",
        .many: "Os indicativos telefónicos {of country} são {count}: {value}.",
        .pair:
          "O indicativo telefónico {of country} é {value}, seguido de um indicativo regional "
          + "({other}).",
        .none: "Não há indicativo telefónico {of country} nos meus dados.",
      ]),
    .timezones: FactWords(
      cues: ["fuso", "fusos", "horario", "horarios", "utc", "gmt"],
      asks: "fusos horários", example: "Qual é o fuso horário {of country}?",
      says: [
        .one: "{in country} há um só fuso horário: {value}.",
        .many: "{in country} há {count} fusos horários: {value}.",
        .none: "Não há fuso horário {of country} nos meus dados.",
      ]),
    // The data's demonyms are English words: the sentence says so.
    .demonym: FactWords(
      cues: ["gentilico", "gentilicos", "como se chamam os habitantes"],
      asks: "gentílico", example: "Como se chamam os habitantes {of country}?",
      says: [
        .one: "Em inglês, o gentílico {of country} é {value}.",
        .pair: "Em inglês, o gentílico {of country} é {value} no masculino e {other} no feminino.",
        .none: "Não há gentílico {of country} nos meus dados.",
      ]),
    .drivingSide: FactWords(
      cues: ["dirige", "dirigem", "dirigir", "mao", "conduz", "conduzem", "lado"],
      exact: ["lado", "mao"],
      asks: "lado em que se conduz", example: "De que lado se conduz {in country}?",
      says: [
        .left: "{in country} conduz-se pela esquerda.",
        .right: "{in country} conduz-se pela direita.",
        .none: "Os meus dados não dizem de que lado se conduz {in country}.",
      ]),
    .landlocked: FactWords(
      cues: [
        "sem litoral", "sem costa", "sem mar", "sem acesso ao mar", "sem saida para o mar",
        "sem saida ao mar", "acesso ao mar", "saida para o mar", "saida ao mar", "litoral",
        "costa maritima", "tem costa", "tem mar", "banhado pelo mar", "banhada pelo mar",
        "encravado", "encravada", "encravados", "encravadas",
        "nao tem litoral", "nao tem costa", "nao tem mar", "nao tem acesso ao mar",
        "nao tem saida para o mar",
      ],
      allowedTopics: ["sem"],
      asks: "acesso ao mar", example: "Há acesso ao mar {in country}?",
      says: [
        .yes: "{in country} não há costa: o país não tem acesso ao mar.",
        .no: "{in country} há costa: o país tem acesso ao mar.",
        .members: "{value}: países sem litoral ({count}): {other}.",
        .noMembers: "{value}: nenhum país sem litoral.",
      ]),
    .tld: FactWords(
      cues: ["dominio", "tld", "internet"],
      asks: "domínio de internet", example: "Qual é o domínio de internet {of country}?",
      says: [
        .one: "O domínio de internet {of country} é {value}.",
        .many: "Os domínios de internet {of country} são {count}: {value}.",
        .none: "Não há domínio de internet {of country} nos meus dados.",
      ]),
    // The data describes flags in English: the sentence says so.
    .flagDescription: FactWords(
      cues: ["cores", "cor", "descreva", "descricao", "simbolos"],
      asks: "cores da bandeira", example: "Quais são as cores da bandeira {of country}?",
      says: [
        .one: "{value} Os meus dados descrevem a bandeira {of country} em inglês: {other}",
        .none: "A bandeira {of country} é {value}; os meus dados não a descrevem.",
      ]),
    .overview: FactWords(
      cues: [
        "informacoes", "informacao", "info", "dados", "resumo", "fale", "conte", "fala sobre",
        "me fala", "conta sobre", "me conta", "fala me", "fale me", "conta me", "conte me",
      ],
      exact: ["fale", "info"],
      asks: "resumo", example: "Fala-me {of country}", says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["capital", "capitais"],
      asks: "uma capital", example: "Que país tem Nairobi como capital?",
      says: [
        .one: "{value} é a capital {of country}.",
        .many: "{value} são as capitais {of country}.",
      ]),
    .reverseFlag: FactWords(
      cues: ["bandeira", "bandeiras"],
      asks: "uma bandeira", example: "De que país é a bandeira 🇯🇵?",
      says: [.one: "{value} é a bandeira {of country}."]),
    .reverseIsoCode: FactWords(
      cues: ["codigo", "codigos", "iso", "sigla"],
      asks: "um código ISO", example: "Que país tem o código DE?",
      says: [.one: "{value} (alfa-3 {other}) é o código ISO {of country}."]),
    .countriesInRegion: FactWords(
      cues: ["paises", "lista", "quantos paises"],
      asks: "ficam numa região", example: "Que países ficam na América do Sul?", says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["idioma", "lingua", "fala", "falam", "falada", "oficial"],
      asks: "falam uma língua", example: "Em que países se fala português?", says: [:]),
    .countriesByCurrency: FactWords(
      cues: ["moeda", "usam", "usa", "utilizam", "tem", "euro"], exact: ["tem", "usa"],
      asks: "usam uma moeda", example: "Que países usam o euro?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: ["comecam", "comeca", "comecando", "iniciam", "inicia", "primeira letra"],
      asks: "começam por certas letras", example: "Que países começam por CH?", says: [:]),
    .search: FactWords(
      cues: ["procura", "procurar", "pesquisa", "pesquisar", "contem", "contendo"],
      asks: "correspondem a uma pesquisa", example: "Procura guiné", says: [:]),
    .nearby: FactWords(
      cues: ["perto", "proximos", "proximo", "proximas", "redor", "vizinhanca"], exact: ["perto"],
      asks: "países mais próximos", example: "Que países ficam mais perto {of country}?",
      says: [:]),
    .distance: FactWords(
      cues: ["distancia", "longe"], exact: ["longe"],
      asks: "distância a outro país",
      example: "Qual é a distância entre {the country} e o Peru?", says: [:]),
    .superlative: FactWords(
      cues: [
        "maior", "menor", "mais", "menos", "populoso", "populosos", "povoado", "habitantes",
        "vizinhos", "pequeno", "pequena",
      ],
      exact: ["mais"],
      asks: "qual é o maior país ou o mais populoso",
      example: "Qual é o maior país de África?", says: [:]),
    .comparison: FactWords(
      cues: ["maior", "menor", "mais", "menos", "que", "populoso", "habitantes", "compare"],
      exact: ["mais", "que"],
      asks: "qual de dois países é maior",
      example: "A França é maior do que a Espanha?", says: [:]),
  ])
}
