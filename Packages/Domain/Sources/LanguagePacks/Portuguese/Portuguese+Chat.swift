extension ChatPhrasebook {
  /// The chat in Portuguese.
  public static let portuguese = ChatPhrasebook(
    language: .portuguese,
    texts: [
      .bannerTitle:
        "{name} {version}: pergunte sobre os países do mundo, em português ou em inglês.",
      .helpIntro:
        "Pergunte sobre um país: capital, população, moeda, línguas, bandeira, vizinhos, classificações… Por exemplo:",
      .commands: "Comandos: {value}.",
      .exits: "Ctrl-D para sair.",
      .nothingToRetry: "Não há nada para tentar de novo.",
      .unknownCommand: "Comando desconhecido: «{value}».",
      .incomplete: "De que país está a falar? Diga o nome, ou faça a pergunta completa: «{value}»",
      .unrecognized: "Não sei responder a isso. Escreva «ajuda» para ver as perguntas que entendo.",
      .notFoundCountry: "Não conheço nenhum país chamado «{value}».",
      .notFoundPlace: "Não encontro «{value}» entre as regiões e os países que conheço.",
      .noMatches: "Nenhum nome de país começa com «{value}».",
      .didYouMean: "Queria dizer {value}?",
      .or: "ou",
      .unavailable: "Não consegui carregar os dados dos países: {value}.",
      .prefixExample: "Quais países começam com {value}?",
      .about: "{name} {version}. Dados: {value}.",
      .noData: "ainda não há dados carregados",
      .cleared: "A conversa foi apagada.",
      .leavePage: "Feche a página para sair; «limpar» recomeça.",
      .tooLong: "São mais de {count} palavras: faça uma pergunta de cada vez, com menos palavras.",
      .askSomething: "Faça uma pergunta sobre um país.",
      .hint:
        "Pergunte sobre um país: capital, população, moeda, línguas, bandeira, vizinhos, classificações…",
      .questionLabel: "A sua pergunta",
      .send: "Enviar",
      .retry: "Tentar de novo",
      .conversationLabel: "Conversa",
      .typing: "Country Quiz está a escrever…",
      .unreachable: "Não foi possível contactar o quiz. Verifique a ligação e tente de novo.",
      .profileLost:
        "Não foi possível ler os seus favoritos e pontuações guardados; foram postos de lado e começa uma lista nova.",
      .favouriteLabel: "Favorito: {value}",
      .flagLabel: "Bandeira: {value}",
      .mapsLabel: "Mapas",
      .gameLabel: "Jogo",
      .gameFlagLabel: "A bandeira a adivinhar",
      .locating: "A perguntar ao navegador onde está…",
      .locationUnsupported: "este navegador não consegue dizer",
      .locationDenied: "permissão negada",
      .locationTimedOut: "tempo esgotado",
      .locationUnavailable: "posição indisponível",
      .httpFailure: "Algo correu mal (HTTP {value}).",
      .suggestions: "Experimente: {value}",
      .retryInChat:
        "Escreva «repetir», ou prima Enter, para perguntar de novo.",
      .retryByRunningAgain: "Execute o mesmo comando outra vez para tentar de novo.",
      .noConnection: "não foi possível contactar a fonte de dados (sem ligação)",
      .timedOut: "a fonte de dados não respondeu a tempo",
      .rateLimited: "a fonte de dados está a limitar os pedidos; tente de novo daqui a pouco",
      .serverError: "a fonte de dados falhou (HTTP {value})",
      .invalidData: "a fonte de dados enviou algo que não são dados de países",
      .favouritesNone: "Ainda não tem países favoritos. Diga «guarda o Japão» para guardar um.",
      .favouritesList: "Os seus países favoritos ({count}):\n{value}",
      .favouriteAlready: "{value} já é um dos seus favoritos.",
      .favouritesFull:
        "Já tem {count} favoritos, o máximo: esqueça um primeiro («esquece o Peru»).",
      .favouriteAdded: "{value} é agora um dos seus favoritos (tem {count}).",
      .favouriteRemoved: "{value} já não é um dos seus favoritos.",
      .favouriteNotOne: "{value} não era um dos seus favoritos.",
      .favouriteWhich: "Quer dizer {value}? Diga o nome completo.",
      .fromSetting: "segundo {value}",
      .fromTimeZone: "segundo o seu fuso horário, {value} ({other})",
      .fromBrowser: "segundo o seu navegador",
      .compass: "N S L O",
      .unlocated: "Não sei onde está. {value} Ou diga um lugar: «{other}»",
      .helpGeneric: "Esta aplicação não sabe onde está, por isso não pode medir a partir daí.",
      .helpTerminal:
        "Defina {value} como «lat,lon» ou um país (por exemplo {value}=Peru), ou TZ como o seu fuso horário (por exemplo TZ=Europe/Lisbon).",
      .helpNoTimeZone: "O seu sistema não indica nenhum fuso horário.",
      .helpZoneOfNoCountry: "O seu fuso horário, {value} ({other}), não pertence a um só país.",
      .helpBrowserRefused:
        "O seu navegador não partilhou a sua localização ({value}). Permita que esta página a use e pergunte de novo.",
      .helpBrowserNotAsked:
        "Permita que esta página use a sua localização quando o navegador pedir.",
    ],
    commandWords: [
      .help: ["ajuda"],
      .retry: ["repetir", "tentar de novo"],
      .about: ["sobre"],
      .clear: ["limpar", "apagar"],
      .quit: ["sair"],
    ],
    exampleCountry: "Bélgica",
    favourites: .portuguese)
}

extension FavouriteWords {
  /// The favourites lines in Portuguese.
  public static let portuguese = FavouriteWords(
    list: [
      "meus favoritos", "os meus favoritos", "favoritos", "meus paises favoritos",
      "os meus paises", "mostra os meus favoritos", "mostrar favoritos",
      "quais sao os meus favoritos",
    ],
    add: ["guarda", "lembra", "memoriza"],
    remove: ["esquece"],
    addTo: ["adiciona", "acrescenta", "poe", "adicione"],
    removeFrom: ["tira", "remove", "retira", "apaga"],
    toList: ["aos meus favoritos", "aos favoritos", "nos meus favoritos", "a minha lista"],
    fromList: ["dos meus favoritos", "dos favoritos", "da minha lista"],
    pointers: ["o", "a", "este", "esse", "este pais", "esse pais"])
}
