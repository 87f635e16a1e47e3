/// Each language's words that point a line back at the conversation: the pronouns and adverbs that
/// stand for the country talked about ("its", "sa", "su", "seine", "dela", "suo"), the words that
/// continue it when they open the line ("and", "et", "y", "und", "e"), and the two-word openers
/// ("what about", "et pour", "lo mismo", "und was", "e quanto", "e per").
extension FollowUpWords {
  public static let english = FollowUpWords(
    pointers: [
      "it", "its", "there", "they", "them", "their", "theirs", "that", "those", "same", "meant",
      "instead", "both", "he", "she", "him", "her",
    ],
    openers: ["and", "also", "plus"],
    openingPairs: [["what", "about"], ["how", "about"], ["and", "what"], ["same", "for"]])

  public static let french = FollowUpWords(
    pointers: [
      "sa", "son", "ses", "leur", "leurs", "y", "la-bas", "labas", "lui", "elle", "il", "ils",
      "elles", "celui", "celle", "ceux", "lequel", "laquelle", "lesquels", "meme", "pareil",
      "aussi", "voulais",
    ],
    openers: ["et", "puis", "aussi"],
    openingPairs: [["et", "pour"], ["quant", "a"], ["pareil", "pour"], ["meme", "chose"]])

  public static let spanish = FollowUpWords(
    pointers: [
      "su", "sus", "alli", "alla", "ahi", "ella", "ellos", "ellas", "mismo", "misma", "cual",
      "cuales", "tambien", "queria",
    ],
    openers: ["y", "e", "tambien"],
    openingPairs: [["que", "tal"], ["lo", "mismo"], ["y", "que"], ["y", "para"]])

  public static let german = FollowUpWords(
    pointers: [
      "sein", "seine", "seiner", "seinen", "seinem", "seines", "ihr", "ihre", "ihren", "ihrem",
      "ihrer", "dort", "da", "dessen", "deren", "es", "er", "sie", "dasselbe", "gleiche",
      "selbe", "auch", "meinte",
    ],
    openers: ["und", "auch", "sowie"],
    openingPairs: [["und", "was"], ["wie", "steht"], ["dasselbe", "fur"], ["und", "wie"]])

  public static let portuguese = FollowUpWords(
    pointers: [
      "seu", "sua", "seus", "suas", "dele", "dela", "deles", "delas", "ele", "ela", "eles",
      "elas", "la", "ali", "nele", "nela", "mesmo", "mesma", "tambem", "qual", "quis",
    ],
    openers: ["e", "tambem"],
    openingPairs: [["e", "quanto"], ["o", "mesmo"], ["e", "para"], ["e", "o"]])

  public static let italian = FollowUpWords(
    pointers: [
      "suo", "sua", "suoi", "sue", "li", "lui", "lei", "loro", "esso", "essa", "stesso",
      "stessa", "anche", "quale", "volevo",
    ],
    openers: ["e", "ed", "anche"],
    openingPairs: [["e", "per"], ["lo", "stesso"], ["e", "invece"], ["e", "quanto"]])
}
