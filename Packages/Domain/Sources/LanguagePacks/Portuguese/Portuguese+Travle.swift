import Domain

extension TravleWords {
  /// O jogo das rotas em português.
  public static let portuguese = TravleWords(
    language: .portuguese,
    starts: [
      "jogo das rotas", "jogar o jogo das rotas", "o jogo das rotas", "jogar travle",
      "jogo de rotas", "jogo da rota",
    ],
    dailyStarts: ["rota do dia", "travle do dia", "jogo das rotas do dia"],
    texts: [
      .name: "Jogo das rotas", .dailyName: "Rota do dia",
      .prompt:
        "Vá de {value} a {other} por terra: diga os países entre eles, um por linha, em qualquer ordem. Uma rota mais curta tem {count}; pode dizer {total} (quatro a mais, como no Travle).",
      .help:
        "Diga um país do caminho, um por linha: ✓ numa rota mais curta, ~ numa mais longa, ✗ fora do caminho. Ganha quando os países ditos ligam os dois por terra. Escreva \"dica\" para o próximo país de uma rota mais curta (custa um ponto), \"parar\" para ver uma.",
      .status: "{count} de {total} países ditos · uma rota mais curta tem {other}.",
      .shortest: "✓ {country} está numa rota mais curta.",
      .near: "~ {country} está numa rota mais longa: conta como extra.",
      .off: "✗ {country} está fora do caminho.",
      .hint: "Dica: {country} está numa rota mais curta (custa um ponto).",
      .won: "Chegou de {value} a {other} em {count} tentativas: {route}.",
      .perfect: "Perfeito: uma rota mais curta!",
      .lost: "Não há mais tentativas.",
      .route: "Uma rota mais curta: {route}.",
    ])
}
