#!/usr/bin/env python3
"""Writes each country's economic figures (`Economy+Table.swift`, Domain).

Source: REST Countries v4 (`countriesV4.json`, MPL-2.0, last changed 2026-02-25 in commit 43f3998):
`gdp.total` (current US dollars), `hdi` (UNDP's Human Development Index) and `gini` (the World
Bank's Gini index, each value with its year; the latest year is kept). Where v4 has no Gini index,
v3.1's (`countriesV3.1.json`, `{"year": value}`) is used. v4 gives no year for the GDP nor the HDI:
replies date them by the data's own date.

Every number is range-checked before it is written, and what is dropped is printed (the curation
report): an HDI outside 0 < HDI <= 1 (v4 writes 0.0 for "unknown" and has 39, 47 and 113 among its
values), a Gini index outside 0 < Gini < 100, a GDP that is not positive, and a GDP whose value per
person, by v4's own population and v3.1's, is outside 100 to 500,000 US dollars (Puerto Rico's
217.8 million, Palau's figure, would make it 68 dollars a person). Density and GDP per person are
not written here: they are computed when a question is answered, from the population and area the
answer's data holds (live data and the corrections included).

Usage: python3 Scripts/make_economy.py [countriesV4.json [countriesV3.1.json]]   (make economy)
"""

import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Packages/Domain/Sources/Domain/Economy/Economy+Table.swift"
V4 = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ROOT.parent / "shared/data/countriesV4.json")
V31 = pathlib.Path(
    sys.argv[2] if len(sys.argv) > 2 else ROOT.parent / "shared/data/countriesV3.1.json"
)

# Kept in step with `Economy`'s ranges (Domain), which check the table again where it is read.
PER_PERSON = (100, 500_000)


def number(value):
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def latest_gini(v4_gini, v31_gini):
    """(value, year) of the latest year, v4's list first, else v3.1's map."""
    pairs = []
    for item in v4_gini or []:
        if isinstance(item, dict):
            pairs.append((str(item.get("year", "")), number(item.get("value"))))
    if not pairs and isinstance(v31_gini, dict):
        pairs = [(str(year), number(value)) for year, value in v31_gini.items()]
    pairs = [(year, value) for year, value in pairs if year.isdigit() and value is not None]
    if not pairs:
        return None
    year, value = max(pairs)
    return value, int(year)


def literal(value):
    """A Swift literal of a Double: whole numbers without a fraction."""
    if value == int(value):
        return f"{int(value)}"
    return repr(float(value))


def main():
    v4 = json.loads(V4.read_text(encoding="utf-8"))
    v31 = {c["cca2"]: c for c in json.loads(V31.read_text(encoding="utf-8"))}
    rows, dropped = [], []
    counts = {"gdp": 0, "hdi": 0, "gini": 0}
    for country in sorted(v4, key=lambda c: c["cca2"]):
        code = country["cca2"]
        name = country["name"]["common"]
        old = v31.get(code, {})
        gdp = number((country.get("gdp") or {}).get("total"))
        if gdp is not None:
            people = [p for p in (number(country.get("population")), number(old.get("population"))) if p]
            per_person = [gdp / p for p in people]
            if gdp <= 0:
                dropped.append(f"{code} {name}: GDP {gdp} is not positive")
                gdp = None
            elif not people:
                dropped.append(f"{code} {name}: GDP {gdp:,.0f} USD with no population to check it by")
                gdp = None
            elif any(not PER_PERSON[0] <= value <= PER_PERSON[1] for value in per_person):
                shown = ", ".join(f"{value:,.0f}" for value in per_person)
                dropped.append(
                    f"{code} {name}: GDP {gdp:,.0f} USD is {shown} USD a person, outside "
                    f"{PER_PERSON[0]:,}-{PER_PERSON[1]:,}"
                )
                gdp = None
        hdi = number(country.get("hdi"))
        if hdi is not None and not 0 < hdi <= 1:
            if hdi != 0:
                dropped.append(f"{code} {name}: HDI {hdi} is outside 0-1")
            hdi = None
        gini = latest_gini(country.get("gini"), old.get("gini"))
        if gini is not None and not 0 < gini[0] < 100:
            dropped.append(f"{code} {name}: Gini index {gini[0]} ({gini[1]}) is outside 0-100")
            gini = None
        if gini is not None and not 1900 < gini[1] <= 2026:
            dropped.append(f"{code} {name}: Gini index of the year {gini[1]}")
            gini = None
        if gdp is None and hdi is None and gini is None:
            continue
        counts["gdp"] += gdp is not None
        counts["hdi"] += hdi is not None
        counts["gini"] += gini is not None
        fields = [
            f"gdp: {literal(gdp)}" if gdp is not None else "gdp: nil",
            f"hdi: {literal(hdi)}" if hdi is not None else "hdi: nil",
            f"gini: {literal(gini[0])}, giniYear: {gini[1]}" if gini else "gini: nil, giniYear: nil",
        ]
        rows.append(f'    "{code}": Entry({", ".join(fields)}),')
    lines = [
        "// Generated by Scripts/make_economy.py (make economy): do not edit.",
        "// REST Countries v4 (countriesV4.json, MPL-2.0, 2026-02-25): gdp.total (US dollars), hdi, and",
        "// gini (the latest year; v3.1's where v4 has none), each range-checked by the script.",
        "",
        "extension Economy {",
        "  /// Alpha-2 code → its figures; a country with none is absent.",
        "  static let table: [String: Entry] = [",
        *rows,
        "  ]",
        "}",
        "",
    ]
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(rows)} countries, "
          f"{counts['gdp']} GDPs, {counts['hdi']} HDIs, {counts['gini']} Gini indexes")
    print(f"curation report: {len(dropped)} values dropped")
    for line in dropped:
        print("  dropped " + line)


if __name__ == "__main__":
    main()
