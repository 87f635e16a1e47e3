#!/usr/bin/env python3
"""Writes each language pack's nationality words (`<Language>+Demonyms+Table.swift`).

Source: Scripts/demonyms/<iso639-3>.txt, hand-written and reviewed (neither the country data nor
CLDR has demonyms in these languages): one line per country, its alpha-2 code, then the masculine
singular words (German: the noun for a man and the adjective's stem). The other forms follow from
the word's ending by the language's regular inflection, applied here, once, to a word written by
hand: no word is ever made from a country's name. A line "CODE = w1 w2 ..." gives every form by
hand, singulars then plurals after "/"; a country may have several lines. A line "- w1 w2 ..."
lists words that are also a language's name ("español": "dónde se habla español" asks for a
language, not about Spain): only their plurals are kept ("los españoles"), since the singulars
name the language too ("la lengua española"), and a German adjective that names a language
("französisch") gives no form.

Usage: python3 Scripts/make_demonyms.py   (make demonyms)
"""

import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKS = ROOT / "Packages/Domain/Sources/LanguagePacks"
LANGUAGES = {"spa": "Spanish", "por": "Portuguese", "ita": "Italian", "deu": "German"}


def swap(word, ending, *replacements):
    stem = word[: len(word) - len(ending)]
    return [stem + r for r in replacements]


def romance(word, language):
    """Spanish, Portuguese and Italian: (singular forms, plural forms), masculine then feminine."""
    if language == "ita":
        if word.endswith("ese"):
            return [word], [word[:-1] + "i"]
        if word.endswith(("ita", "ota")):
            return [word], [word[:-1] + "i", word[:-1] + "e"]
        if word.endswith("o"):
            return swap(word, "o", "o", "a"), swap(word, "o", "i", "e")
        if word.endswith("e"):
            return [word], [word[:-1] + "i"]
    else:
        if word.endswith("o"):
            return swap(word, "o", "o", "a"), swap(word, "o", "os", "as")
        for accented, plain in (("és", "es"), ("ês", "es"), ("án", "an")):
            if word.endswith(accented):
                return swap(word, accented, accented, plain + "a"), swap(
                    word, accented, plain + "es", plain + "as")
        if word.endswith("ol") and language == "spa":
            return [word, word + "a"], [word + "es", word + "as"]
        if word.endswith(("í", "ú")) and language == "spa":
            return [word], [word + "es", word + "s"]
        if word.endswith(("a", "e")):
            return [word], [word + "s"]
    raise SystemExit(f"{language}: no regular inflection for {word!r}; write its forms with '='")


def german(word):
    """German: (forms, whether they are the adjective's)."""
    if word[0].islower():
        if not word.endswith("sch"):
            raise SystemExit(f"deu: adjective {word!r} does not end in -sch")
        return [word + e for e in ("e", "en", "er", "es")], True
    if word.endswith("er"):
        return [word, word + "in", word + "innen", word + "n"], False
    if word.endswith("e"):
        return [word, word + "n", word[:-1] + "in", word[:-1] + "innen"], False
    raise SystemExit(f"deu: no regular inflection for {word!r}; write its forms with '='")


def forms_of(words, language, left_out):
    """Every form of one line's words. A word that is a language's name keeps only its plurals
    (people: "los franceses"); its singulars are the language too ("la lengua francesa"), and a
    German adjective that names a language ("französisch") gives no form at all."""
    if words[0] == "=":
        singular, _, plural = " ".join(words[1:]).partition(" / ")
        singulars, plurals = singular.split(), plural.split()
        if any(word in left_out for word in singulars):
            return plurals
        return singulars + plurals
    forms = []
    for word in words:
        if language == "deu":
            inflected, is_adjective = german(word)
            if not (is_adjective and word in left_out):
                forms += inflected
        else:
            singulars, plurals = romance(word, language)
            forms += plurals if word in left_out else singulars + plurals
    return forms


def read(language):
    table, left_out, rows = {}, set(), []
    for line in (ROOT / f"Scripts/demonyms/{language}.txt").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        code, *words = line.split()
        if code == "-":
            left_out.update(words)
        else:
            rows.append((code, words))
    for code, words in rows:
        unique = table.setdefault(code, [])
        for form in forms_of(words, language, left_out):
            if form not in unique and form not in left_out:
                unique.append(form)
    return table, left_out


def main():
    for language, name in LANGUAGES.items():
        table, left_out = read(language)
        lines = [
            "// Generated by Scripts/make_demonyms.py (make demonyms): do not edit.",
            f"// {name} nationality words, hand-written in Scripts/demonyms/{language}.txt.",
            "",
            "extension ReadingWords {",
            f"  /// {name} words for a country's people, by alpha-2 code, every form.",
            f"  static let {name.lower()}Nationalities: [String: [String]] = [",
        ]
        for code in sorted(table):
            words = ", ".join(f'"{w}"' for w in table[code])
            lines.append(f'    "{code}": [{words}],')
        lines += ["  ]", "}", ""]
        path = PACKS / name / f"{name}+Demonyms+Table.swift"
        path.write_text("\n".join(lines))
        print(f"{path.relative_to(ROOT)}: {len(table)} countries, {len(left_out)} words left out")


if __name__ == "__main__":
    main()
