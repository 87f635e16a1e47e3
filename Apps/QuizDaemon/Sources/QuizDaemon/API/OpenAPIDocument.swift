import Domain
import LanguagePacks
import Presentation

/// The API description served at `/openapi.json` (OpenAPI 3.1); Docs/API.md explains it in prose.
enum OpenAPIDocument {
  /// The document of `QuizAPI.routes`.
  static let text = text(for: QuizAPI.routes)

  static func response(for routes: [Route]) -> ServerResponse {
    ServerResponse(
      status: 200, headers: [("Content-Type", "application/json; charset=utf-8")],
      body: Array(text(for: routes).utf8))
  }

  /// The `paths` object: each route's path, and under it each declared method's summary and operation.
  static func paths(_ routes: [Route]) -> String {
    var paths = JSONObjectWriter()
    for route in routes {
      var item = JSONObjectWriter()
      for method in route.methods {
        item.add(method.lowercased(), object: route.operation.object(summary: route.summary))
      }
      paths.add(route.path, object: item)
    }
    return paths.text
  }

  /// Every intent of `capabilities`, as JSON strings.
  static func intentNames(_ capabilities: [Capability]) -> String {
    capabilities.map { "\"\($0.intent.rawValue)\"" }.joined(separator: ", ")
  }
  static let outcomeNames = Reply.Outcome.allCases.map { "\"\($0.rawValue)\"" }.joined(
    separator: ", ")
  static let gameModeNames = GameMode.allCases.map { "\"\($0.rawValue)\"" }.joined(
    separator: ", ")
  static let lineKindNames = Reply.Line.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(
    separator: ", ")
  static let bodyNames = Reply.Body.allCases.map { "\"\($0.rawValue)\"" }.joined(
    separator: ", ")

  /// The header both the page and the API read for the user's language.
  static let acceptLanguage = """
    {"name": "Accept-Language", "in": "header", "required": false, "schema": {"type": "string"}, \
    "description": "The user's languages, as a browser sends them (fr-CH, fr;q=0.9, en;q=0.8): the \
    first the quiz speaks (en, fr, es, de, pt, it) words commands, help, notices, errors and lines in \
    no language of their own; English when none. A question is answered in its own language."}
    """

  /// `listing`: the capabilities the document describes (its description, the intent enum).
  static func text(for routes: [Route], listing: [Capability] = Capability.all) -> String {
    """
    {
      "openapi": "3.1.0",
      "info": {
        "title": "Country Quiz",
        "version": "1.0.0",
        "description": "Ask about countries in plain, messy English, French, Spanish, German, Portuguese or Italian: \(ChatPhrasebook.english.summary(listing: listing))."
      },
      "paths": \(paths(routes)),
      "components": {
        "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "description": "Required when the server sets QUIZD_TOKEN"}},
        "responses": {
          "Error": {"description": "The request was refused", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
        },
        "schemas": {
          "Ask": {
            "type": "object",
            "required": ["question"],
            "properties": {
              "question": {"type": "string", "maxLength": \(AskBody.maximumQuestionLength), "description": "At most \(AskBody.maximumQuestionLength) characters, counted as Unicode scalars (JSON Schema's maxLength counts code points too); longer is refused with 413", "examples": ["whats the capitl of Frnace?"]},
              "refresh": {"type": "boolean", "description": "Ask the live data source again (a retry)"},
              "context": {"type": "string", "maxLength": 1024, "description": "The opaque context the previous reply returned: the conversation so far (its subject, a pending clarification or question, the line to retry), versioned and signed by the server. Send it back unchanged to continue the conversation on any replica; leave it out to start one. One that is altered, stale or signed with another key is ignored with a contextNotice."},
              "location": {"description": "Where the user is, for questions about 'me' or 'here' (countries near me, how far is Chile). Send it only after a reply with needsLocation: the browser's position, or why it gave none.", "oneOf": [
                {"type": "object", "required": ["lat", "lon"], "properties": {"lat": {"type": "number", "minimum": -90, "maximum": 90}, "lon": {"type": "number", "minimum": -180, "maximum": 180}}},
                {"type": "object", "required": ["error"], "properties": {"error": {"type": "string", "examples": ["permission denied"]}}}
              ]},
              "profile": {"$ref": "#/components/schemas/Profile"}
            }
          },
          "Profile": {
            "type": "object",
            "description": "What the person keeps between conversations (favourite countries, game records), kept by the client (the web page in localStorage) and not signed: send the one the last reply returned; a reply returns it whenever the request carried one or the line changed it. Read field by field: an unreadable field is dropped, not the question.",
            "properties": {
              "favourites": {"type": "array", "items": {"type": "string"}, "description": "ISO alpha-2 codes in the order they were added"},
              "games": {
                "type": "object",
                "description": "Game records: best score, games played and streak of days per topic (a round game's mode, or a name-them-all's mode and target: name-all:r:South America), the rounds missed, asked again first, and the last daily challenge's first result",
                "properties": {
                  "records": {"type": "object", "additionalProperties": {"type": "object", "properties": {"best": {"type": "integer"}, "played": {"type": "integer"}, "streak": {"type": "integer"}, "lastDay": {"type": "integer", "description": "Days since 1970"}}}},
                  "review": {"type": "array", "maxItems": 30, "items": {"type": "string"}, "description": "Missed rounds in the game's compact form (cPE: the capital of Peru)"},
                  "cards": {"type": "array", "maxItems": 60, "items": {"type": "string"}, "description": "Spaced repetition (SM-2) of each round missed: round:repetitions:interval days:ease factor x100 (130-300):due day since 1970, e.g. cPE:2:6:236:20418"},
                  "daily": {"type": "object", "description": "The last daily challenge finished, which a replay that day does not overwrite", "properties": {"day": {"type": "integer", "description": "Days since 1970"}, "score": {"type": "integer"}}}
                }
              }
            }
          },
          "Card": {
            "type": "object",
            "description": "A country at a glance (the overview): structured facts, the same facts worded as labelled rows (facts) for shells that only draw, map links and the data's date. Worded in the reply's language (names, capitals, regions, languages, currencies, the facts' labels and values, summary); the keys stay the same.",
            "required": ["code", "flag", "name", "officialName", "facts", "links", "dataAsOf"],
            "properties": {
              "code": {"type": "string", "description": "ISO alpha-2"},
              "language": {"type": "string", "description": "The language the card is worded in (BCP 47: en, fr, es, de, pt, it)"},
              "flag": {"type": "string", "description": "Emoji"},
              "image": {"type": "string", "format": "uri-reference", "description": "The flag on this server, as SVG: /flags/{code}.svg"},
              "flagDescription": {"type": "string"},
              "name": {"type": "string"}, "officialName": {"type": "string"},
              "capitals": {"type": "array", "items": {"type": "string"}},
              "population": {"type": "integer"}, "area": {"type": "number", "description": "km²"},
              "region": {"type": "string"}, "subregion": {"type": "string"},
              "languages": {"type": "array", "items": {"type": "string"}},
              "currencies": {"type": "array", "items": {"type": "object", "properties": {"code": {"type": "string"}, "name": {"type": "string"}, "symbol": {"type": "string"}}}},
              "neighbours": {"type": "array", "items": {"type": "object", "properties": {"code": {"type": "string"}, "name": {"type": "string"}}}},
              "callingCodes": {"type": "array", "items": {"type": "string"}},
              "timezones": {"type": "array", "items": {"type": "string"}},
              "drivingSide": {"enum": ["left", "right", null]},
              "maps": {"type": "object", "properties": {"openStreetMap": {"type": "string", "format": "uri"}, "googleMaps": {"type": "string", "format": "uri"}}},
              "links": {"type": "array", "items": {"type": "object", "properties": {"label": {"type": "string"}, "url": {"type": "string", "format": "uri"}}}},
              "facts": {"type": "array", "items": {"type": "object", "properties": {"label": {"type": "string"}, "value": {"type": "string"}}}},
              "summary": {"type": "string", "description": "Capital, population and region on one line, for compact cards"},
              "dataAsOf": {"type": "string", "format": "date"}, "dataSource": {"type": "string"}, "dataOrigin": {"enum": ["bundled", "cache", "live"]}
            }
          },
          "Line": {
            "type": "object",
            "required": ["kind", "text"],
            "properties": {
              "kind": {"enum": [\(lineKindNames)], "description": "heading: what the rest is about (a game's question, a list's introduction); right and wrong: a guess graded; hint; missed: what a finished game missed; notice: about the chat or game rather than an answer; plain: the rest"},
              "text": {"type": "string"}
            }
          },
          "Reading": {
            "type": "object",
            "required": ["intent", "subject", "corrected", "leftOut"],
            "description": "How the question was read: what it asks, about what, the words read as something else and the words left out; a line read as no question has a null intent",
            "properties": {
              "intent": {"enum": [\(intentNames(listing)), null]},
              "subject": {"type": ["string", "null"], "description": "What the question is about, named in the reply's language"},
              "corrected": {"type": "array", "items": {"type": "object", "required": ["typed", "read"], "properties": {"typed": {"type": "string"}, "read": {"type": "string"}}}, "description": "Words as typed and what they were read as (“Frnace” read as France)"},
              "leftOut": {"type": "array", "items": {"type": "string"}, "description": "Words the reading did not use, as typed"},
              "years": {"type": "array", "items": {"type": "integer", "minimum": 2010}, "description": "Past years the question asked of; the answer is the data's, whose day the text says"},
              "line": {"type": "string", "description": "Present when a word was corrected or left out: one quiet line saying so, in the reply's language, for a client to show under the answer"}
            }
          },
          "Item": {
            "type": "object",
            "description": "One country of a list (search matches, nearest first)",
            "required": ["code", "flag", "name"],
            "properties": {
              "code": {"type": "string"}, "flag": {"type": "string"}, "image": {"type": "string", "format": "uri-reference", "description": "/flags/{code}.svg"}, "name": {"type": "string"},
              "km": {"type": "integer"}, "miles": {"type": "integer"}, "distance": {"type": "string", "examples": ["905 km (562 miles)"]}
            }
          },
          "Reply": {
            "type": "object",
            "required": ["question", "kind", "text", "context"],
            "description": "A reply to a question (kind reply: outcome, intent, countries, suggestions, retryable and reading are always there) or to a chat command sent as the question (help, about, clear, retry).",
            "properties": {
              "question": {"type": "string"},
              "kind": {"enum": ["reply", "help", "about", "notice", "clear"]},
              "context": {"type": "string", "maxLength": 1024, "description": "Send this back with the next question"},
              "contextNotice": {"type": "string", "description": "Present when the context sent was not accepted; the question was answered on its own"},
              "profile": {"$ref": "#/components/schemas/Profile"},
              "outcome": {"enum": [\(outcomeNames)], "description": "game: a turn of a quiz game (its start, a guess, a game command or its end); the game object says where it stands"},
              "intent": {"enum": [\(intentNames(listing)), null]},
              "countries": {"type": "array", "items": {"type": "string"}, "description": "ISO alpha-2 codes"},
              "prefix": {"type": "string"},
              "text": {"type": "string"},
              "lines": {"type": "array", "items": {"$ref": "#/components/schemas/Line"}, "description": "The text line by line, each with its kind, for a client that styles lines; joined with newlines they are the text"},
              "body": {"enum": [\(bodyNames)], "description": "What the reply shows besides its lines: only text, a card, compact cards, items, or a game turn"},
              "suggestions": {"type": "array", "items": {"type": "string"}, "description": "Questions to offer as the next line, whenever there are some"},
              "retryable": {"type": "boolean"},
              "reading": {"$ref": "#/components/schemas/Reading"},
              "image": {"type": "string", "format": "uri-reference", "description": "The flag of a flag answer or a flag game's question, on this server: /flags/{code}.svg"},
              "notice": {"type": "string"},
              "source": {"type": "string"},
              "origin": {"enum": ["bundled", "cache", "live"]},
              "asOf": {"type": "string", "format": "date"},
              "ageSeconds": {"type": "integer", "minimum": 0},
              "card": {"$ref": "#/components/schemas/Card"},
              "cards": {"type": "array", "items": {"$ref": "#/components/schemas/Card"}},
              "heading": {"type": "string", "description": "The text's first line, introducing items"},
              "items": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}, "description": "Search matches best first, or the nearest countries closest first"},
              "needsLocation": {"const": true, "description": "The question needs the user's location: send it again with a location"},
              "location": {"type": "string", "description": "Where the reply takes the user to be, and how it knows"},
              "game": {"$ref": "#/components/schemas/Game"},
              "shape": {"$ref": "#/components/schemas/Shape"}
            }
          },
          "Shape": {
            "type": "object",
            "required": ["width", "height", "viewBox", "path"],
            "description": "A country's outline (a shape question, or a shape round of a game, which leaves out the code), to draw as one SVG path (fill-rule evenodd) in the viewBox: integers on a grid whose longer side is 255, y down. From DCW-GMT (LGPL-3+).",
            "properties": {
              "code": {"type": "string"}, "width": {"type": "integer", "minimum": 0, "maximum": 255},
              "height": {"type": "integer", "minimum": 0, "maximum": 255}, "viewBox": {"type": "string", "examples": ["-1 -1 218 257"]},
              "path": {"type": "string", "pattern": "^[0-9 MLZ]+$"}
            }
          },
          "Game": {
            "type": "object",
            "required": ["mode", "score", "best", "asked", "total", "over", "elapsedSeconds"],
            "description": "Where a quiz game stands after this turn. Start one with a line such as “quiz me”, “quiz me on capitals”, “quiz me on flags”, “quiz me on countries in South America in 3 minutes” or “daily challenge”; while it runs every line is a guess or a game command (hint, skip, score, stop). Its state travels in the signed context, so a score cannot be forged.",
            "properties": {
              "mode": {"enum": [\(gameModeNames)]},
              "score": {"type": "integer", "minimum": 0},
              "best": {"type": "integer", "minimum": 0, "description": "The best score the game allows"},
              "asked": {"type": "integer", "minimum": 0, "description": "Questions asked so far (rounds) or guesses made (name-all)"},
              "total": {"type": "integer", "minimum": 0, "description": "Rounds in the game, or how many answers a name-all has"},
              "found": {"type": "integer", "minimum": 0, "description": "Countries named so far (name-all)"},
              "over": {"type": "boolean"},
              "remainingSeconds": {"type": "integer", "minimum": 0, "description": "Time left on the game's clock, when it has one"},
              "elapsedSeconds": {"type": "integer", "minimum": 0},
              "question": {"type": "string", "description": "The question asked (naming the country, capital, flag or code), while the game runs"},
              "share": {"type": "string", "description": "The daily challenge's one-line result to share, once over"},
              "missed": {"type": "array", "items": {"type": "string"}, "description": "What was missed, with the right answers, once over"}
            }
          },
          "Health": {"type": "object", "required": ["status"], "properties": {"status": {"const": "ok"}}},
          "Readiness": {
            "type": "object",
            "required": ["ready"],
            "description": "Ready: where the loaded data comes from (source, origin, asOf). Not ready: retryable and why (error).",
            "properties": {
              "ready": {"type": "boolean"},
              "source": {"type": "string"}, "origin": {"enum": ["bundled", "cache", "live"]}, "asOf": {"type": "string", "format": "date"},
              "retryable": {"type": "boolean"}, "error": {"type": "string"}
            }
          },
          "Error": {
            "type": "object",
            "required": ["error", "status"],
            "properties": {"error": {"type": "string"}, "status": {"type": "integer"}}
          }
        }
      }
    }
    """
  }
}
