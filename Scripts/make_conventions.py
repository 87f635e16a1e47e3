#!/usr/bin/env python3
"""Writes each country's everyday conventions and codes (`CountryConventions+Table.swift`, Domain).

Sources: the REST Countries data files (restcountries/restcountries, MPL-2.0) in ../shared/data:
v3.1 (`countriesV3.1.json`) for the first day of the week (`startOfWeek`), the FIFA and IOC codes
(`fifa`, `cioc`), the international vehicle registration codes (`car.signs`) and the postcode
formats (`postalCode.format`); v4 (`countriesV4.json`, last changed 2026-02-25) for the national
anthem (`anthem`) and the religions with their shares (`religion`).

Curated here, and said in the report this prints:
- an anthem that only says it is an anthem ("national anthem of Germany", "State Anthem of the
  Russian Federation") or is no title at all (a Wikidata id) is dropped: the reply says the data
  names none;
- a vehicle code the data gets wrong is corrected (`VEHICLE_CODES`, each with its source), and the
  codes several countries share are listed;
- religions are merged into the names the language packs word (`RELIGIONS`: "roman catholicism"
  and "protestantism" are christianity, "unaffiliated" and "atheist" irreligion), shares rounded to
  whole percents, largest first; "other" and "not stated" are left out of the list, and so are
  shares under 1 %; a country whose shares add up to more than 104 % or name no religion keeps
  none;
- a postcode format that is out of date is corrected (`POSTCODE_FORMATS`).
A name this script does not know (a new religion, say) stops it: curate it, then run it again.

Usage: python3 Scripts/make_conventions.py   (make conventions)
"""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data"
OUTPUT = ROOT / "Packages/Domain/Sources/Domain/Conventions/CountryConventions+Table.swift"
V4_DATE = "2026-02-25"

# Vehicle codes the data gets wrong, each with the code in force (UN, Distinguishing signs of vehicles
# in international traffic, as notified under the 1949 and 1968 Conventions on Road Traffic).
VEHICLE_CODES = {
    "CN": ([], "the data gives RC, the Republic of China's (Taiwan's) sign, which Taiwan keeps"),
    "DE": (["D"], "the data gives DY, Benin's (Dahomey's) code"),
    "ME": (["MNE"], "the data gives SCG, Serbia and Montenegro's, replaced by MNE in 2006"),
    "XK": (["RKS"], "the data gives CS, Serbia and Montenegro's former code; Kosovo's is RKS"),
}

# Postcode formats out of date in the data.
POSTCODE_FORMATS = {
    "KR": ("#####", "the data gives SEOUL ###-###, the six digits South Korea replaced by five in 2015"),
}

RELIGIONS = {
    "christianity": ["christianity", "christian", "catholicism", "roman catholicism", "protestantism",
                     "lutheranism", "christian denominations"],
    "islam": ["islam", "sunni islam"],
    "hinduism": ["hinduism"],
    "buddhism": ["buddhism"],
    "judaism": ["judaism"],
    "sikhism": ["sikhism"],
    "jainism": ["jainism"],
    "taoism": ["taoism"],
    "bahai": ["baháʼí faith", "baháʼí fatih", "bahá'í faith", "baha'i faith"],
    "rastafari": ["rastafari"],
    "druze": ["druze"],
    "spiritism": ["spiritism"],
    "folk": ["traditional faiths", "folk religion", "folk religions", "traditional", "traditional faith",
             "indigenous beliefs", "tai folk religion", "afro-brazilian religions", "haitian vodou",
             "winti", "kejawèn", "badimo", "animism", "shamanism", "modekngei", "kirat", "bon"],
    "irreligion": ["no religion", "irreligion", "unaffiliated", "none", "atheist", "agnostic",
                   "agnosticism", "atheist state", "indifferent or irreligious"],
    # Not a religion: counted, never listed.
    "other": ["other", "others", "other religions", "other religion", "non-muslim", "other/none",
              "other religions or not stated", "chondoism", "hoahaoism", "caodaism", "ásatrúarfélagið"],
    "unknown": ["unanswered", "not stated", "unspecified", "undeclared", "no answer", "unknown",
                "not specified", "prefer not to say", "don't know", "undeclared/unknown", "unclassified",
                "data taken from administrative sources"],
}
RELIGION_KEY = {name: key for key, names in RELIGIONS.items() for name in names}
PLACEHOLDER_ANTHEM = re.compile(r"\banthem of\b|\bnational anthem\b", re.IGNORECASE)


def field(value):
    """A table field: tabs, newlines, quotes and backslashes cannot occur in the data."""
    text = value or ""
    if any(c in text for c in "\t\n\"\\"):
        raise SystemExit(f"unexpected character in {text!r}")
    return text


def anthem(record, report):
    title = (record.get("anthem") or "").strip()
    if not title:
        return ""
    if "|" in title or "=" in title:
        raise SystemExit(f"{record['cca2']}: unexpected separator in the anthem {title!r}")
    if PLACEHOLDER_ANTHEM.search(title) or re.fullmatch(r"Q\d+", title):
        report["anthems dropped"].append(f"{record['cca2']} {title!r}")
        return ""
    return title


def religions(record, report):
    entries = record.get("religion") or []
    shares = {}
    for entry in entries:
        name = entry["name"].strip().lower()
        if name not in RELIGION_KEY:
            raise SystemExit(f"{record['cca2']}: unknown religion {name!r}: add it to RELIGIONS")
        key = RELIGION_KEY[name]
        shares[key] = shares.get(key, 0) + (entry.get("percentage") or 0)
    total = sum(shares.values())
    named = {k: v for k, v in shares.items() if k not in ("other", "unknown")}
    if entries and (total > 104 or not named):
        report["religions dropped"].append(f"{record['cca2']} (shares add up to {total:g} %)")
        return ""
    if entries and total < 95:
        report["religions kept, shares under 95 %"].append(f"{record['cca2']} ({total:g} %)")
    listed = sorted(((round(v), k) for k, v in named.items() if round(v) >= 1), key=lambda x: (-x[0], x[1]))
    return "|".join(f"{key}={share}" for share, key in listed)


def vehicle_codes(record, report):
    code = record["cca2"]
    if code in VEHICLE_CODES:
        codes, why = VEHICLE_CODES[code]
        report["vehicle codes corrected"].append(f"{code} {'/'.join(codes) or 'none'}: {why}")
        return codes
    return [sign for sign in (record.get("car") or {}).get("signs") or [] if sign]


def postcode(record, report):
    code = record["cca2"]
    if code in POSTCODE_FORMATS:
        value, why = POSTCODE_FORMATS[code]
        report["postcode formats corrected"].append(f"{code} {value}: {why}")
        return value
    value = ((record.get("postalCode") or {}).get("format") or "").strip()
    formats = [part for part in value.split("|") if part]
    patterns = [part for part in formats if re.search(r"[#@]", part)]
    if patterns and len(patterns) < len(formats):
        report["postcodes of one place left out of a format"].append(
            f"{code} {' '.join(part for part in formats if part not in patterns)}")
        return "|".join(patterns)
    if value and not patterns:
        report["postcode formats that are one code"].append(f"{code} {value!r}")
    return value


def main():
    v31 = json.loads((DATA / "countriesV3.1.json").read_text(encoding="utf-8"))
    v4 = {r["cca2"]: r for r in json.loads((DATA / "countriesV4.json").read_text(encoding="utf-8"))}
    report = {key: [] for key in [
        "anthems dropped", "religions dropped", "religions kept, shares under 95 %",
        "vehicle codes corrected", "vehicle codes shared", "postcode formats corrected",
        "postcodes of one place left out of a format",
        "postcode formats that are one code"]}
    rows = {}
    signs = {}
    for record in sorted(v31, key=lambda r: r["cca2"]):
        code = record["cca2"]
        modern = v4.get(code, {})
        cars = vehicle_codes(record, report)
        for sign in cars:
            signs.setdefault(sign, []).append(code)
        fields = [
            record.get("startOfWeek") or "", record.get("fifa") or "", record.get("cioc") or "",
            "|".join(cars), postcode(record, report), anthem(modern, report), religions(modern, report),
        ]
        rows[code] = "\t".join(field(value) for value in fields)
    for sign, codes in sorted(signs.items()):
        if len(codes) > 1:
            report["vehicle codes shared"].append(f"{sign}: {' '.join(codes)}")
    lines = [
        "// Generated by Scripts/make_conventions.py (make conventions): do not edit.",
        "// REST Countries v3.1 (startOfWeek, fifa, cioc, car.signs, postalCode.format) and v4 (anthem,",
        f"// religion; last changed {V4_DATE}), restcountries/restcountries, MPL-2.0, curated by the script.",
        "",
        "extension CountryConventions {",
        "  /// The date of the v4 data the religions' shares come from.",
        f"  public static let religionsAsOf = \"{V4_DATE}\"",
        "",
        "  /// Alpha-2 code → \"startOfWeek TAB fifa TAB ioc TAB vehicle codes (|) TAB postcode formats (|)",
        "  /// TAB anthem TAB religion=percent (|, largest first)\".",
        "  static let table: [String: String] = [",
    ]
    for code, row in rows.items():
        escaped = row.replace("\t", "\\t")
        lines.append(f'    "{code}": "{escaped}",')
    lines += ["  ]", "}", ""]
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"{OUTPUT.relative_to(ROOT)}: {len(rows)} countries")
    for title, items in report.items():
        print(f"{title} ({len(items)}):")
        for item in items:
            print(f"  {item}")


if __name__ == "__main__":
    sys.exit(main())
