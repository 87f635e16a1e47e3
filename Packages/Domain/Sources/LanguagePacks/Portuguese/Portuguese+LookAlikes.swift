extension LearningWords {
  /// How to tell each pair of look-alike flags apart, in Portuguese: one sentence a pair, by the
  /// pair's key (`LookAlikes`), from the flags' articles credited in Docs/DATA.md.
  static let portugueseTellApart: [String: String] = [
    "TD-RO":
      "o azul do Chade é mais escuro (índigo) do que o azul-cobalto da Roménia, e o amarelo mais dourado.",
    "ID-MC":
      "ambas são vermelho sobre branco; a da Indonésia é mais comprida (2:3), a do Mónaco mais quadrada (4:5).",
    "NL-LU":
      "o azul do Luxemburgo é azul-celeste claro e a bandeira mais comprida; o dos Países Baixos é mais escuro.",
    "AU-NZ":
      "a Austrália tem estrelas brancas e uma grande estrela de sete pontas sob a Union Jack; a Nova Zelândia, quatro estrelas vermelhas orladas de branco.",
    "IE-CI":
      "a Irlanda tem o verde junto ao mastro e o laranja na ponta; a Costa do Marfim, o laranja junto ao mastro e o verde na ponta.",
    "NO-IS":
      "a Noruega é vermelha com uma cruz azul orlada de branco; a Islândia é azul com uma cruz vermelha orlada de branco.",
    "SN-ML":
      "ambas são verde, amarelo e vermelho; o Senegal tem uma estrela verde ao centro, o Mali nenhuma.",
    "SK-SI":
      "o escudo eslovaco tem uma cruz dupla branca sobre colinas azuis; o esloveno, uma montanha branca sob três estrelas douradas, mais acima no canto.",
    "CO-EC":
      "ambas são amarelo, azul e vermelho com o amarelo duas vezes mais largo; o Equador tem o brasão, com um condor, ao centro.",
    "GN-ML":
      "a Guiné lê-se vermelho, amarelo, verde a partir do mastro; o Mali, verde, amarelo, vermelho.",
    "IT-MX":
      "o México tem o brasão, uma águia sobre um cato, ao centro, e um verde mais escuro; a Itália não tem nada.",
    "BE-DE":
      "as faixas preta, amarela e vermelha da Bélgica são verticais; as da Alemanha, preta, vermelha e dourada, horizontais.",
  ]
}
