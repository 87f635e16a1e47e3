#!/usr/bin/env python3
"""Writes who governs each country (`Government+Table.swift`, Domain), and prints a curation report.

Source: REST Countries v4 (`../shared/data/countriesV4.json`, MPL-2.0, last changed 2026-02-25 in
commit 43f3998): each record's `government` (`type`, and `leaders` with a `title` and a `name`) and
`sovereignState` (the alpha-3 code of the state a territory belongs to). The fields are scraped and
uneven, so nothing reaches the table unchecked:

- each leader's title is classified as an office (president, prime minister, king, …) and the
  leader as head of state (S), head of government (G), a representative of the head of state
  (R: a governor-general, a territory's governor) or another named office (O: a prime minister
  beside an executive president), by the title and the system: a president of a presidential
  system is both, a monarch's governor-general stands in for a Commonwealth realm's King;
  deputies, crown princes, speakers and council presidents are left out;
- a name that is no name ("Vacant", "plainlist", "List of governors …", an empty one) is dropped,
  and a known misspelling ("Chales III") or a disambiguation in brackets is mended;
- a title the script cannot classify is left out and listed; a system type it cannot classify
  leaves the country without one;
- `CORRECTIONS` replaces what the data gets wrong or leaves out as of February 2026, each entry with
  its source; the report lists them.

Usage: python3 Scripts/make_governs.py   (make governs)
"""

import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data" / "countriesV4.json"
OUTPUT = ROOT / "Packages/Domain/Sources/Domain/Governs/Government+Table.swift"
AS_OF = "2026-02-25"

# Offices a title names, first match wins (lower-cased title).
OFFICES = [
    (r"^vice|deputy|crown prince|queen mother|hereditary|speaker|senate|assembly|legislature"
     r"|council of|regional council|departmental|secretary for|secretariat|sovereignty$"
     r"|administered by|state department|presidential council|first vice|senior minister"
     r"|^list of|^presidents of|chancellor of switzerland|high representative", None),
    (r"governor[- ]general", "governorGeneral"),
    (r"lieutenant governor|^governor", "governor"),
    (r"^co-prince", "coPrince"),
    (r"^captain regent", "captainRegent"),
    (r"^supreme leader", "supremeLeader"),
    (r"^pope$", "pope"),
    (r"^emperor", "emperor"),
    (r"^emir", "emir"),
    (r"^sultan", "sultan"),
    (r"^king( of|$)", "king"),
    (r"^queen( of|$)", "queen"),
    (r"^(monarchy|monarch)( of| in|$)|^sovereign in right|^lord of mann", "monarch"),
    (r"^chief executive", "chiefExecutive"),
    (r"prime minister|^taoiseach", "primeMinister"),
    (r"^premier|^lantr[aå]d", "premier"),
    (r"^chancellor of", "chancellor"),
    (r"president of|^president$", "president"),
]
# Titles of a territory's representative the script words as the data gives them.
REPRESENTATIVES = r"administrator|commissioner|prefect|king's representative"
# Heads of government whose title no pack words: the data's title says it in English only.
HEADS_OF_GOVERNMENT = r"^chairman of the cabinet|secretary for foreign and political|^minister of state$"
HEADS_OF_STATE = r"^chairman of the presidency|^o le ao o le malo"
MONARCHS = {"monarch", "king", "queen", "emperor", "emir", "sultan", "grandDuke", "prince", "pope"}
HEAD_OF_GOVERNMENT_OFFICES = {"primeMinister", "premier", "chancellor", "chiefExecutive"}

# System types, first match wins (lower-cased type); None: too unclear to say.
SYSTEMS = [
    (r"military junta|council of the presidency", "militaryJunta"),
    (r"communist", "communistState"),
    (r"theocratic", "theocracy"),
    (r"absolute monarchy", "absoluteMonarchy"),
    (r"semi-constitutional monarchy", "semiConstitutionalMonarchy"),
    (r"semi-presidential", "semiPresidentialRepublic"),
    (r"executive presiden|assembly-independent", "parliamentaryRepublicWithExecutivePresident"),
    (r"directorial", "directorialRepublic"),
    (r"presidential", "presidentialRepublic"),
    (r"parliamentary republic", "parliamentaryRepublic"),
    (r"co-principality", "parliamentaryCoPrincipality"),
]
CROWNS = {"king", "queen", "emperor", "grandDuke", "prince"}

# What the data gets wrong or leaves out as of February 2026, with the source of each entry.
# "leaders" replaces the data's leaders; "system" its system; "sovereign" its sovereign state.
CORRECTIONS = {
    "IN": {"add": [("G", "primeMinister", "Narendra Modi", "Prime Minister of India")],
           "why": "v4 lists the Vice President, not the head of government (Prime Minister "
                  "Narendra Modi, in office since 2014; pmindia.gov.in)"},
    "SE": {"add": [("G", "primeMinister", "Ulf Kristersson", "Prime Minister of Sweden")],
           "why": "v4 lists the Speaker of the Riksdag, not the Prime Minister (Ulf Kristersson "
                  "since October 2022; government.se)"},
    "AU": {"add": [("G", "primeMinister", "Anthony Albanese", "Prime Minister of Australia")],
           "why": "v4 lists no head of government (Prime Minister Anthony Albanese since May "
                  "2022, re-elected May 2025; pm.gov.au)"},
    "NZ": {"add": [("G", "primeMinister", "Christopher Luxon", "Prime Minister of New Zealand")],
           "why": "v4 lists no head of government (Prime Minister Christopher Luxon since "
                  "November 2023; dpmc.govt.nz)"},
    "JM": {"add": [("G", "primeMinister", "Andrew Holness", "Prime Minister of Jamaica")],
           "why": "v4 lists no head of government (Prime Minister Andrew Holness, re-elected "
                  "September 2025; opm.gov.jm)"},
    "CU": {"leaders": [("S", "president", "Miguel Díaz-Canel", "President of Cuba"),
                       ("G", "primeMinister", "Manuel Marrero Cruz", "Prime Minister of Cuba")],
           "why": "v4 gives the party office and the Vice President: the head of state is "
                  "President Díaz-Canel, the head of government Prime Minister Marrero Cruz "
                  "(Constitution of Cuba 2019, arts. 125 and 140; cubaminrex.cu)"},
    "VN": {"leaders": [("S", "president", "Lương Cường", "President of Vietnam"),
                       ("G", "primeMinister", "Phạm Minh Chính", "Prime Minister of Vietnam")],
           "why": "v4 gives the party's General Secretary first and no Prime Minister; the "
                  "state offices changed hands only in April 2026 (chinhphu.vn)"},
    "LA": {"leaders": [("S", "president", "Thongloun Sisoulith", "President of Laos"),
                       ("G", "primeMinister", "Sonexay Siphandone", "Prime Minister of Laos")],
           "why": "v4 gives the party office: Thongloun Sisoulith is also President of Laos "
                  "(since 2021; laogov.gov.la)"},
    "KP": {"leaders": [("S", "president", "Kim Jong Un", "President of the State Affairs"),
                       ("G", "premier", "Pak Thae-song", "Premier of North Korea")],
           "why": "v4 gives the party office: Kim Jong Un heads the state as President of the "
                  "State Affairs (Constitution of the DPRK, 2019 revision, art. 100)"},
    "MM": {"leaders": [("S", "president", "Min Aung Hlaing", "Acting President of Myanmar")],
           "system": "militaryJunta",
           "why": "v4 gives 'Vacant (Min Aung Hlaing serving …)' and a commission as a leader: "
                  "Min Aung Hlaing is acting president (since July 2024)"},
    "SA": {"add": [("G", "primeMinister", "Mohammed bin Salman", "Prime Minister of Saudi Arabia")],
           "why": "v4 gives the Crown Prince's title only: he has been Prime Minister since "
                  "September 2022 (royal decree of 27 September 2022; spa.gov.sa)"},
    "BH": {"add": [("G", "primeMinister", "Salman bin Hamad Al Khalifa", "Prime Minister of Bahrain")],
           "why": "v4 gives the Crown Prince's title only: he has been Prime Minister since "
                  "November 2020 (bna.bh)"},
    "OM": {"leaders": [("S", "sultan", "Haitham bin Tariq", "Sultan of Oman"),
                       ("G", "sultan", "Haitham bin Tariq", "Sultan of Oman")],
           "why": "the Sultan of Oman is also the Prime Minister (Basic Statute of the State, "
                  "2021, art. 48; omanportal.gov.om)"},
    "SZ": {"system": "absoluteMonarchy",
           "why": "v4's type 'Unitary diarchic' says nothing people ask: Eswatini is an absolute "
                  "monarchy (Constitution of Eswatini 2005, ch. V)"},
    "IR": {"leaders": [("S", "supremeLeader", "Ali Khamenei", "Supreme Leader of Iran"),
                       ("G", "president", "Masoud Pezeshkian", "President of Iran")],
           "system": "islamicRepublic",
           "why": "Iran's head of state is the Supreme Leader and its President heads the "
                  "government (Constitution of Iran, arts. 107-113)"},
    "CK": {"leaders": [("S", "king", "Charles III", "Monarchy in the Cook Islands"),
                       ("G", "primeMinister", "Mark Brown", "Prime Minister of the Cook Islands")],
           "why": "v4 misspells the King as 'Charles II'"},
    "AD": {"add": [("G", None, "Xavier Espot Zamora", "Head of Government of Andorra")],
           "why": "v4 lists no head of government (Cap de Govern Xavier Espot Zamora since 2019, "
                  "re-elected 2023; govern.ad)"},
    "BA": {"add": [("G", None, "Borjana Krišto",
                    "Chairwoman of the Council of Ministers of Bosnia and Herzegovina")],
           "why": "v4 lists the High Representative, who is no head of state or government; "
                  "the Council of Ministers is chaired by Borjana Krišto since January 2023 "
                  "(vijeceministara.gov.ba)"},
    "PE": {"leaders": [("SG", "president", "José María Balcázar", "President of Peru")],
           "system": "presidentialRepublic",
           "why": "v4's type says semi-presidential: Peru's President is head of state and of "
                  "government (Constitution of Peru 1993, arts. 110 and 118)"},
    "CH": {"system": "directorialRepublic",
           "leaders": [("S", "president", "Guy Parmelin", "President of the Swiss Confederation")],
           "why": "v4's type reads as assembly-independent: the Federal Council, chaired by the "
                  "President of the Confederation for a year, is a directorial executive "
                  "(Federal Constitution, arts. 174-176)"},
    "TG": {"leaders": [("S", "president", "Jean-Lucien Savi de Tové", "President of Togo"),
                       ("G", None, "Faure Gnassingbé", "President of the Council of Ministers of Togo")],
           "why": "since the constitution of May 2024 Togo has no Prime Minister: Faure Gnassingbé "
                  "heads the government as President of the Council of Ministers (since May 2025)"},
    "GW": {"system": "militaryJunta",
           "why": "a military command has held power since the coup of 26 November 2025"},
    "AS": {"sovereign": "US", "why": "v4 leaves sovereignState empty: an unincorporated US territory"},
    "MP": {"sovereign": "US", "why": "v4 leaves sovereignState empty: a US commonwealth"},
    "VI": {"sovereign": "US", "why": "v4 leaves sovereignState empty: an unincorporated US territory"},
    "UM": {"sovereign": "US", "why": "v4 leaves sovereignState empty: US island areas"},
    "HM": {"sovereign": "AU", "why": "v4 leaves sovereignState empty: an Australian external territory"},
    "SJ": {"sovereign": "NO", "why": "v4 leaves sovereignState empty: Norwegian (Svalbard Treaty, 1920)"},
}
# Names v4 misspells or leaves empty, by title: the King of the United Kingdom and its realms.
NAME_FIXES = {"Chales III": "Charles III", "": "Charles III"}
NOT_NAMES = r"^vacant|plainlist|<br|^$"


def clean_name(name, title, country=""):
    name = name.strip()
    if name in NAME_FIXES and re.search(r"monarch", title, re.I):
        name = NAME_FIXES[name]
    if re.search(NOT_NAMES, name, re.I):
        return None
    name = re.sub(r"\s*\(.*$", "", name)  # "(diplomat)", "(acting)", "(Republican Party (…"
    name = re.sub(r",\s*(Grand Duke|Prince) of \w+$", "", name)
    if country:  # "Philippe of Belgium", "Willem-Alexander of the Netherlands"
        name = re.sub(r"\s+of\s+(the\s+)?" + re.escape(country) + "$", "", name)
    return name.strip() or None


def classify_office(title, name):
    lowered = title.lower()
    for pattern, office in OFFICES:
        if re.search(pattern, lowered):
            if office == "monarch":
                if "Grand Duke" in name:
                    return "grandDuke"
                return "prince" if "Prince of" in name else "king"
            return office
    return "unclassified"


def system_of(text, leaders):
    lowered = text.lower()
    for pattern, system in SYSTEMS:
        if re.search(pattern, lowered):
            return system
    heads = {office for role, office, _, _ in leaders if "S" in role}
    governs = {office for role, office, _, _ in leaders if "G" in role}
    if heads & CROWNS and (
        "primeMinister" in governs or re.search(r"monarchy|westminster|parliamentary", lowered)
    ):
        return "constitutionalMonarchy"
    if "republic" in lowered and "president" in heads and "primeMinister" in governs:
        return "parliamentaryRepublic"
    return None


def leaders_of(record, report):
    code = record["cca2"]
    government = record.get("government") or {}
    system_text = (government.get("type") or "").lower()
    presidential = bool(re.search(r"presidential|executive presiden|assembly-independent|"
                                  r"directorial|diarchy", system_text)) and \
        "semi-presidential" not in system_text
    territory = bool(record.get("sovereignState")) and not record["independent"]
    found = []
    for leader in government.get("leaders") or []:
        title = leader["title"].strip()
        name = clean_name(leader["name"], title, record["name"]["common"])
        if name is None:
            report["dropped names"].append(f"{code} {title}: {leader['name']!r}")
            continue
        if name != leader["name"].strip():
            report["mended names"].append(f"{code} {leader['name']!r} -> {name!r}")
        office = classify_office(title, leader["name"])
        if re.search(HEADS_OF_STATE + "|" + HEADS_OF_GOVERNMENT + "|" + REPRESENTATIVES, title.lower()):
            office = "unclassified"
        if office is None:
            report["other offices left out"].append(f"{code} {title}: {name}")
            continue
        if office == "unclassified":
            if re.search(HEADS_OF_STATE, title.lower()):
                found.append(["S", None, name, title])
            elif re.search(HEADS_OF_GOVERNMENT, title.lower()):
                found.append(["G", None, name, title])
            elif re.search(REPRESENTATIVES, title.lower()):
                found.append(["R", None, name, title])
            else:
                report["titles not classified"].append(f"{code} {title}: {name}")
            continue
        found.append([None, office, name, title])
    for entry in found:
        role, office = entry[0], entry[1]
        if role:
            continue
        if office in ("governorGeneral", "governor"):
            entry[0] = "R"
        elif office in MONARCHS or office in ("coPrince", "captainRegent", "supremeLeader"):
            entry[0] = "S"
        elif office == "president":
            entry[0] = "SG" if presidential else "S"
        elif office in HEAD_OF_GOVERNMENT_OFFICES:
            entry[0] = "O" if presidential else "G"
    # A president of a presidential system heads the government: another head named is not.
    if any(entry[0] == "SG" for entry in found):
        for entry in found:
            if entry[0] == "G":
                entry[0] = "O"
    # A territory's head of state is its sovereign's, which v4 repeats; its sovereign's prime
    # minister (Greenland's "Prime Minister of Denmark") and governor-general are not its own.
    if territory:
        sovereign_words = sovereign_name(record)
        kept = []
        for entry in found:
            if "G" in entry[0] and sovereign_words and sovereign_words in entry[3]:
                report["sovereign's offices left out"].append(f"{code} {entry[3]}: {entry[2]}")
                continue
            if entry[1] == "governorGeneral" and sovereign_words and sovereign_words in entry[3]:
                report["sovereign's offices left out"].append(f"{code} {entry[3]}: {entry[2]}")
                continue
            kept.append(entry)
        found = kept
    return [tuple(entry) for entry in found]


COUNTRY_NAMES = {}


def sovereign_name(record):
    return COUNTRY_NAMES.get(record.get("sovereignState") or "")


def main():
    records = json.loads(DATA.read_text(encoding="utf-8"))
    alpha2 = {r["cca3"]: r["cca2"] for r in records}
    for r in records:
        COUNTRY_NAMES[r["cca3"]] = r["name"]["common"]
    report = {key: [] for key in [
        "no leaders in the data", "dropped names", "mended names", "titles not classified",
        "other offices left out", "sovereign's offices left out", "systems not classified",
        "corrections applied"]}
    rows = {}
    for record in sorted(records, key=lambda r: r["cca2"]):
        code = record["cca2"]
        government = record.get("government") or {}
        leaders = leaders_of(record, report)
        correction = CORRECTIONS.get(code, {})
        if "leaders" in correction:
            leaders = list(correction["leaders"])
        leaders += correction.get("add", [])
        if not leaders:
            report["no leaders in the data"].append(f"{code} {record['name']['common']}")
        sovereign = alpha2.get(record.get("sovereignState") or "")
        if sovereign == code:
            sovereign = None
        sovereign = correction.get("sovereign", sovereign)
        system = None
        if not sovereign:
            system = correction.get("system") or system_of(government.get("type") or "", leaders)
            if system is None and government.get("type"):
                report["systems not classified"].append(f"{code} {government['type']!r}")
        if correction:
            report["corrections applied"].append(f"{code}: {correction['why']}")
        entries = []
        if system:
            entries.append(f"={system}")
        if sovereign:
            entries.append(f"@{sovereign}")
        # A monarch whose office we named "OM" twice as S and G: one entry with both roles.
        merged = {}
        for role, office, name, title in leaders:
            key = (office, name, title)
            merged[key] = "".join(sorted(set(merged.get(key, "") + role), key="SGRO".index))
        for (office, name, title), role in merged.items():
            for part in (name, title):
                if "|" in part or '"' in part or "\\" in part:
                    raise SystemExit(f"unexpected character in {part!r}")
            entries.append(f"{role}|{office or ''}|{name}|{title}")
        if entries:
            rows[code] = entries
    check(rows, report)
    write(rows)
    print_report(report, rows)


def check(rows, report):
    """Every head of state has a name; no placeholder text survives."""
    for code, entries in rows.items():
        for entry in entries:
            if entry[0] in "=@":
                continue
            role, office, name, title = entry.split("|")
            if not name or re.search(r"vacant|plainlist|list of|\(", name, re.I):
                raise SystemExit(f"{code}: a placeholder name survived: {entry}")


def write(rows):
    lines = [
        "// Generated by Scripts/make_governs.py (make governs): do not edit.",
        "// REST Countries v4 (countriesV4.json, MPL-2.0, last changed 2026-02-25), fields `government`",
        "// and `sovereignState`, curated and corrected by the script (see Docs/DATA.md).",
        "",
        "extension Government {",
        f"  /// The day the data describes.",
        f"  public static let asOf = \"{AS_OF}\"",
        "",
        "  /// Alpha-2 code → \"=system\", \"@sovereign's alpha-2 code\", and one",
        "  /// \"roles|office|name|title\" per leader (roles: S head of state, G head of government,",
        "  /// R representative of the head of state, O another office; office empty when unnamed).",
        "  static let table: [String: [String]] = [",
    ]
    for code, entries in rows.items():
        body = ", ".join(json.dumps(e, ensure_ascii=False) for e in entries)
        lines.append(f"    \"{code}\": [{body}],")
    lines += ["  ]", "}", ""]
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text("\n".join(lines), encoding="utf-8")


def print_report(report, rows):
    print(f"{OUTPUT.relative_to(ROOT)}: {len(rows)} countries and territories")
    for heading, items in report.items():
        print(f"\n## {heading} ({len(items)})")
        for item in items:
            print(f"- {item}")
    print("\n## sample to check by hand against early 2026")
    for code in ["US", "GB", "DE", "JP", "IN", "CA", "BR", "FR", "IT", "ES", "MX", "CN", "RU"]:
        print(f"- {code}: " + "; ".join(e for e in rows.get(code, []) if e[0] not in "=@"))


if __name__ == "__main__":
    main()
