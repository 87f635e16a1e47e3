import Domain

extension ChatPhrasebook {
  /// The chat in Portuguese.
  public static let portuguese = ChatPhrasebook(
    language: .portuguese,
    texts: [
      .bannerTitle:
        "{name} {version} — pergunte por qualquer país, em seis línguas, com gralhas.",
      .helpIntro: "Pergunte-me sobre qualquer país. Por exemplo:",
      .bannerHint: "Experimente «{value}», «{other}» ou escreva {command}.",
      .helpMore: "Mais: {value}.",
      .familyFacts: "Factos de um país",
      .familyPlaces: "Lugares, distâncias",
      .familyTime: "Hora",
      .familySets: "Listas, classificações",
      .familyGames: "Jogos",
      .familyFavourites: "Favoritos",
      .familyNearMe: "Perto de mim",
      .familyCommands: "Comandos",
      .nearMeExample: "Países perto de mim?",
      .helpFacts: "Factos de um país, por exemplo:",
      .helpPlaces: "Lugares, distâncias, hora, listas e classificações, por exemplo:",
      .helpGames: "Jogos, por exemplo:",
      .greetingHello: "Olá! Pergunte-me sobre qualquer país: «{value}», ou «{other}».",
      .greetingThanks: "De nada!",
      .commands: "Comandos: {value}.",
      .exits: "Ctrl-D para sair.",
      .nothingToRetry: "Não há nada para repetir.",
      .unknownCommand: "Comando desconhecido: «{value}».",
      .incomplete: "De que país está a falar? Diga o nome, ou faça a pergunta completa: «{value}»",
      .unrecognized: "Não sei responder a isso.",
      .unplaced: "Não sei responder a isso: não sei como ler {value} aqui.",
      .notFoundCountry: "Não há nenhum país chamado «{value}» nos meus dados.",
      .notFoundPlace: "Não encontro «{value}» entre as regiões e os países dos meus dados.",
      .noMatches: "Nenhum nome de país começa por «{value}».",
      .didYouMean: "Queria dizer {value}?",
      .or: "ou",
      .unavailable: "Não consegui carregar os dados dos países: {value}.",
      .prefixExample: "Que países começam por {value}?",
      .about: "{name} {version}. Dados: {value}.",
      .noData: "ainda não há dados carregados",
      .cleared: "A conversa foi apagada.",
      .leavePage: "Feche a página para sair; «limpar» recomeça a conversa.",
      .tooLong: "São mais de {count} palavras: faça uma pergunta de cada vez, com menos palavras.",
      .askSomething: "Faça uma pergunta sobre um país.",
      .hint: "Pergunte-me {summary}.",
      .questionLabel: "A sua pergunta",
      .send: "Enviar",
      .retry: "Tentar de novo",
      .conversationLabel: "Conversa",
      .typing: "O Country Quiz está a escrever",
      .unreachable: "Não foi possível contactar o quiz. Verifique a ligação e tente de novo.",
      .profileLost:
        "Não foi possível ler os favoritos e as pontuações que guardou; foram postos de parte e "
        + "foi criada uma lista nova.",
      .favouriteLabel: "Favorito: {value}",
      .flagLabel: "Bandeira: {value}",
      .mapsLabel: "Mapas",
      .gameLabel: "Jogo",
      .gameFlagLabel: "A bandeira a adivinhar",
      .answerPlaceholder: "A sua resposta…",
      .locating: "A perguntar ao navegador onde está…",
      .locationUnsupported: "este navegador não o sabe dizer",
      .locationDenied: "permissão recusada",
      .locationTimedOut: "o tempo esgotou-se",
      .locationUnavailable: "posição indisponível",
      .httpFailure: "Algo correu mal (HTTP {value}).",
      .suggestions: "Experimente: {value}",
      .readAs: "Entendido como: {value}",
      .leftOut: "Palavras ignoradas: {value}",
      .quoted: "«{value}»",
      .dataYear: "Os meus dados descrevem a situação em {date}, não em {value}.",
      .retryInChat: "Escreva «repetir», ou prima Enter, para perguntar de novo.",
      .retryByRunningAgain: "Execute o mesmo comando outra vez para tentar de novo.",
      .noConnection: "não foi possível contactar a fonte de dados (sem ligação)",
      .timedOut: "a fonte de dados não respondeu a tempo",
      .rateLimited: "a fonte de dados está a limitar os pedidos; tente de novo daqui a pouco",
      .serverError: "a fonte de dados falhou (HTTP {value})",
      .invalidData: "a fonte de dados enviou algo que não são dados de países",
      .favouritesNone: "Ainda não tem países favoritos. Diga «guarda o Japão» para guardar um.",
      .favouritesList: "Os seus países favoritos ({count}):\n{value}",
      // A country's bare name reads right after a colon, not where Portuguese wants its article.
      .favouriteAlready: "Já está nos seus favoritos: {value}.",
      .favouritesFull:
        "Já tem {count} favoritos, o máximo possível: esqueça um primeiro («esquece o Peru»).",
      .favouriteAdded: "Novo favorito: {value} (agora tem {count}).",
      .favouriteRemoved: "Já não está nos seus favoritos: {value}.",
      .favouriteNotOne: "Não estava nos seus favoritos: {value}.",
      .favouriteWhich: "Queria dizer {value}? Diga o nome completo.",
      .fromSetting: "segundo {value}",
      .fromTimeZone: "segundo o seu fuso horário, {value} ({other})",
      .fromBrowser: "segundo o seu navegador",
      .compass: "N S E O",
      .unlocated: "Não sei onde está. {value} Ou indique um lugar: «{other}»",
      .helpGeneric:
        "Esta aplicação não sabe onde está, por isso não pode medir distâncias a partir daí.",
      .helpTerminal:
        "Defina {value} como «lat,lon» ou um país (por exemplo {value}=Peru), ou TZ como o seu "
        + "fuso horário (por exemplo TZ=Europe/Lisbon).",
      .helpNoTimeZone: "O seu sistema não indica nenhum fuso horário.",
      .helpZoneOfNoCountry: "O seu fuso horário, {value} ({other}), não pertence a um só país.",
      .helpBrowserRefused:
        "O seu navegador não partilhou a sua localização ({value}). Permita que esta página a "
        + "use e pergunte de novo.",
      .helpBrowserNotAsked:
        "Permita que esta página use a sua localização quando o navegador o pedir.",
    ],
    commandWords: [
      .help: ["ajuda"],
      .retry: ["repetir", "tentar de novo"],
      .about: ["sobre"],
      .clear: ["limpar", "apagar"],
      .quit: ["sair"],
      .helpOn(.facts): ["ajuda factos", "ajuda fatos"],
      .helpOn(.places): ["ajuda lugares", "ajuda hora", "ajuda listas"],
      .helpOn(.games): ["ajuda jogos", "ajuda jogo", "ajuda quiz"],
    ],
    greetings: [
      .hello: ["olá", "oi", "bom dia", "boa tarde", "boa noite", "olá a todos"],
      .thanks: ["obrigado", "obrigada", "muito obrigado", "muito obrigada", "obrigadão", "valeu"],
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
