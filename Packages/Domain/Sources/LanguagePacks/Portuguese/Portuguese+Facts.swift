import Domain

/// Every fact in Portuguese: how it is asked, what help calls it, an example, and its answer's
/// sentences, with the country's name in the form each place needs (`Portuguese+Grammar.swift`).
extension FactTable {
  public static let portuguese = FactTable(facts: [
    .capital: FactWords(
      cues: ["capital", "capitais", "cidade principal"], asks: "", example: "{country}: qual é a capital?", says: [.one: "{country}: a capital é {value}.", .many: "{country}: as capitais são {value}.", .none: "{country} não tem capital."]),
    .isoCode: FactWords(
      cues: ["codigo", "codigos", "iso", "abreviacao", "sigla", "alpha", "duas letras"], asks: "", example: "{country}: qual é o código ISO?", says: [.one: "{country}: o código ISO alfa-2 é {value}."]),
    .flag: FactWords(
      cues: ["bandeira", "bandeiras"], asks: "", example: "{country}: mostra-me a bandeira", says: [.one: "A bandeira: {country} {value}"]),
    .population: FactWords(
      cues: ["populacao", "habitantes", "habitante", "pessoas", "gente", "quantas pessoas", "quanta gente"], asks: "", example: "{country}: quantos habitantes tem?", says: [.one: "{country}: {value} habitantes ({date})."]),
    .area: FactWords(
      cues: ["area", "superficie", "tamanho", "km2", "extensao", "grande"], exact: ["area"], asks: "", example: "{country}: qual é a área?", says: [.one: "{country}: área de {value}."]),
    .currency: FactWords(
      cues: ["moeda", "moedas", "dinheiro", "divisa"], asks: "", example: "{country}: qual é a moeda?", says: [.one: "{country}: a moeda é {value}.", .none: "{country} não tem moeda própria nos meus dados."]),
    .languages: FactWords(
      cues: ["idioma", "idiomas", "lingua", "linguas", "fala", "falam", "falada", "falado"], asks: "", example: "{country}: que línguas se falam?", says: [.one: "{country}: idiomas — {value}.", .many: "{country}: idiomas — {value}.", .none: "Os meus dados não indicam idioma para {country}."]),
    .region: FactWords(
      cues: ["continente", "regiao", "fica", "localizado", "localizada", "onde fica"], weak: ["onde"], exact: ["fica"], asks: "", example: "{country}: onde fica?", says: [.one: "{country} fica em {value}, {other}.", .many: "{country} fica em {value}, {other}.", .none: "{country} fica em {value}, {other}."]),
    .borders: FactWords(
      cues: ["fronteira", "fronteiras", "vizinhos", "vizinho", "limitrofes", "faz fronteira", "fazem fronteira", "fazendo fronteira"], asks: "", example: "{country}: quais são os países vizinhos?", says: [.one: "{country} faz fronteira com {count} países: {value}.", .many: "{country} faz fronteira com {count} países: {value}.", .none: "{country} não tem fronteiras terrestres."]),
    .callingCode: FactWords(
      cues: ["ddi", "discagem", "telefonico", "telefone", "indicativo"], asks: "", example: "{country}: qual é o código telefônico?", says: [.one: "{country}: o código de discagem é {value}.", .many: "{country}: o código de discagem é {value}.", .pair: "{country}: o código de discagem é {value}.", .none: "Os meus dados não têm código de discagem para {country}."]),
    .timezones: FactWords(
      cues: ["fuso", "fusos", "horario", "horarios", "utc", "gmt"], asks: "", example: "{country}: qual é o fuso horário?", says: [.one: "{country}: fusos horários — {value}.", .many: "{country}: fusos horários — {value}.", .none: "{country}: fusos horários — {value}."]),
    .demonym: FactWords(
      cues: ["gentilico", "gentilicos", "como se chamam os habitantes"], asks: "", example: "{country}: como se chamam os habitantes?", says: [.one: "{country}: os habitantes chamam-se {value} (em inglês).", .pair: "{country}: os habitantes chamam-se {value} (em inglês).", .none: "{country}: os habitantes chamam-se {value} (em inglês)."]),
    .drivingSide: FactWords(
      cues: ["dirige", "dirigem", "dirigir", "mao", "conduz", "conduzem", "lado"], exact: ["lado", "mao"], asks: "", example: "{country}: de que lado se dirige?", says: [.left: "{country}: dirige-se pela esquerda.", .right: "{country}: dirige-se pela direita.", .none: "Os meus dados não dizem de que lado se dirige: {country}."]),
    .tld: FactWords(
      cues: ["dominio", "tld", "internet"], asks: "", example: "{country}: qual é o domínio de internet?", says: [.one: "{country}: o domínio de internet é {value}.", .many: "{country}: o domínio de internet é {value}.", .none: "Os meus dados não têm domínio de internet para {country}."]),
    .flagDescription: FactWords(
      cues: ["cores", "cor", "descreva", "descricao", "simbolos"], asks: "", example: "{country}: quais são as cores da bandeira?", says: [.one: "A bandeira: {country} {value}", .none: "A bandeira: {country} {value}"]),
    .overview: FactWords(
      cues: ["informacoes", "informacao", "info", "dados", "resumo", "fale", "conte", "fala sobre", "me fala", "conta sobre", "me conta", "fala me", "fale me", "conta me", "conte me"], exact: ["fale", "info"], asks: "", example: "{country}: dá-me informações", says: [.one: "{value}"]),
    .reverseCapital: FactWords(
      cues: ["capital", "capitais"], asks: "", example: "Que país tem Nairobi como capital?", says: [.one: "{value} é a capital: {country}.", .many: "{value} é a capital: {country}."]),
    .reverseFlag: FactWords(
      cues: ["bandeira", "bandeiras"], asks: "", example: "De que país é a bandeira 🇯🇵?", says: [.one: "{value} é a bandeira: {country}."]),
    .reverseIsoCode: FactWords(
      cues: ["codigo", "codigos", "iso", "sigla"], asks: "", example: "Que país tem o código DE?", says: [.one: "{value} é o código ISO: {country}."]),
    .countriesInRegion: FactWords(
      cues: ["paises", "lista", "quantos paises"], asks: "", example: "Quais países ficam na América do Sul?", says: [:]),
    .countriesByLanguage: FactWords(
      cues: ["idioma", "lingua", "fala", "falam", "falada", "oficial"], asks: "", example: "Quais países falam português?", says: [:]),
    .countriesByCurrency: FactWords(
      cues: ["moeda", "usam", "usa", "utilizam", "tem", "euro"], exact: ["tem", "usa"], asks: "", example: "Quais países usam o euro?", says: [:]),
    .countriesByPrefix: FactWords(
      cues: ["comecam", "comeca", "comecando", "iniciam", "inicia", "primeira letra"], asks: "", example: "Quais países começam com CH?", says: [:]),
    .search: FactWords(
      cues: ["procura", "procurar", "pesquisa", "pesquisar", "contem", "contendo"], asks: "", example: "Procura guiné", says: [:]),
    .nearby: FactWords(
      cues: ["perto", "proximos", "proximo", "proximas", "redor", "vizinhanca"], exact: ["perto"], asks: "", example: "Quais países estão mais perto de {country}?", says: [:]),
    .distance: FactWords(
      cues: ["distancia", "longe"], exact: ["longe"], asks: "", example: "Qual é a distância entre {country} e o Peru?", says: [:]),
    .superlative: FactWords(
      cues: ["maior", "menor", "mais", "menos", "populoso", "populosos", "povoado", "habitantes", "vizinhos"], exact: ["mais"], asks: "", example: "Qual é o maior país da África?", says: [:]),
    .comparison: FactWords(
      cues: ["maior", "menor", "mais", "menos", "que", "populoso", "habitantes", "compare"], exact: ["mais", "que"], asks: "", example: "A França é maior que a Espanha?", says: [:]),
  ])
}
