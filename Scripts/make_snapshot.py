#!/usr/bin/env python3
"""Regenerate the bundled country snapshot (and test fixtures) from REST Countries v3.1 data.

usage: Scripts/make_snapshot.py [--source PATH] [--as-of YYYY-MM-DD]

The source defaults to ../shared/data/countriesV3.1.json (the open-source REST Countries
server's `src/main/resources/countriesV3.1.json`). Nothing in the project reads that path at
run time or in tests: this script copies what Domain uses into generated Swift source.

The snapshot is the line format of `CountryRecordCodec` (see Docs/DATA.md): one header line,
then one record per line, fields separated by TAB, list items by `|`, item parts by `=`.
The bundled data never contains those characters (checked here), so it needs no escaping.
"""
import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = ROOT.parent / "shared" / "data" / "countriesV3.1.json"
OUT = ROOT / "Packages/CountriesAPI/Sources/CountriesAPI/Bundled/BundledSnapshot+Text.swift"
FIXTURES = ROOT / "Packages/CountriesAPI/Tests/CountriesAPITests/Fixtures"
SOURCE_LABEL = "REST Countries v3.1 data (restcountries/restcountries, MPL-2.0)"
# The data file is byte-identical to the upstream server's file at commit bfadee4 (2026-06-16).
DEFAULT_AS_OF = "2026-06-16"
FORMAT_HEADER = "country-quiz-records 1"
RESERVED = "\t|=\n\r\\"


def clean(value):
    value = "" if value is None else str(value)
    bad = [ch for ch in RESERVED if ch in value]
    if bad:
        sys.exit(f"reserved character {bad!r} in {value!r}: teach the codec to escape it first")
    return value


def escaped(value):
    """`CountryRecordCodec.escape`: for fields whose text may hold a reserved character (URLs)."""
    value = "" if value is None else str(value)
    table = {"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r", "|": "\\p", "=": "\\e"}
    return "".join(table.get(ch, ch) for ch in value)


def items(values):
    return "|".join(clean(v) for v in values)


def pairs(mapping, parts):
    return "|".join("=".join([clean(k)] + [clean(p(v)) for p in parts]) for k, v in sorted(mapping.items()))


def number(value):
    if value is None:
        return ""
    if float(value).is_integer():
        return str(int(value))
    return repr(float(value))


def flag(value):
    return "" if value is None else ("1" if value else "0")


def record(c):
    idd = c.get("idd") or {}
    root, suffixes = idd.get("root") or "", idd.get("suffixes") or []
    # Several suffixes keep the root apart ("+1 809"), so a reply can name the root alone.
    calling = [root + s for s in suffixes] if len(suffixes) == 1 else [root + " " + s for s in suffixes]
    if not root:
        calling = []
    if root and not suffixes:
        calling = [root]
    eng = (c.get("demonyms") or {}).get("eng") or {}
    flags = c.get("flags") or {}
    fields = [
        clean(c["cca2"]), clean(c["cca3"]), clean(c.get("ccn3")),
        clean(c["name"]["common"]), clean(c["name"]["official"]),
        pairs(c["name"].get("nativeName") or {}, [lambda n: n.get("common"), lambda n: n.get("official")]),
        pairs(c.get("translations") or {}, [lambda n: n.get("common"), lambda n: n.get("official")]),
        items(c.get("altSpellings") or []),
        items(c.get("capital") or []),
        clean(c.get("flag")), clean(flags.get("png")), clean(flags.get("svg")), clean(flags.get("alt")),
        number(c.get("population")), number(c.get("area")),
        clean(c.get("region")), clean(c.get("subregion")),
        pairs(c.get("languages") or {}, [lambda n: n]),
        pairs(c.get("currencies") or {}, [lambda n: n.get("name"), lambda n: n.get("symbol")]),
        items(c.get("borders") or []),
        items(calling),
        items(c.get("timezones") or []),
        "=".join([clean(eng.get("f")), clean(eng.get("m"))]) if eng else "",
        clean((c.get("car") or {}).get("side")),
        items(number(x) for x in (c.get("latlng") or [])),
        items(number(x) for x in ((c.get("capitalInfo") or {}).get("latlng") or [])),
        items(c.get("continents") or []),
        items(c.get("tld") or []),
        flag(c.get("independent")),
        flag(c.get("unMember")),
        # Map links: some OpenStreetMap links carry "#map=…", so these two fields are escaped.
        escaped((c.get("maps") or {}).get("googleMaps")),
        escaped((c.get("maps") or {}).get("openStreetMaps")),
        flag(c.get("landlocked")),
        pairs({k: v for k, v in (c.get("demonyms") or {}).items() if k != "eng"},
              [lambda n: n.get("f"), lambda n: n.get("m")]),
    ]
    return "\t".join(fields)


def v5_record(c):
    """A v3.1 record in the v5 shape (Docs/DATA.md, ../shared/docs/restcountries.md section 2.4)."""
    idd = c.get("idd") or {}
    root = (idd.get("root") or "").lstrip("+")
    suffixes = idd.get("suffixes") or []
    latlng = (c.get("capitalInfo") or {}).get("latlng") or []
    capitals = [{"name": name, "attributes": {"primary": i == 0}} for i, name in enumerate(c.get("capital") or [])]
    if capitals and len(latlng) == 2:
        capitals[0]["coordinates"] = {"lat": latlng[0], "lng": latlng[1]}
    flags = c.get("flags") or {}
    return {
        "names": {"common": c["name"]["common"], "official": c["name"]["official"],
                  "native": c["name"].get("nativeName") or {}, "translations": c.get("translations") or {},
                  "alternates": c.get("altSpellings") or []},
        "codes": {"alpha_2": c["cca2"], "alpha_3": c["cca3"], "ccn3": c.get("ccn3") or "",
                  "cioc": c.get("cioc") or "", "fifa": c.get("fifa") or "", "fips": "", "gec": ""},
        "capitals": capitals,
        "flag": {"emoji": c.get("flag") or "", "url_png": flags.get("png") or "", "url_svg": flags.get("svg") or "",
                 "description": flags.get("alt") or ""},
        "region": c.get("region") or "", "subregion": c.get("subregion") or "",
        "area": {"kilometers": c.get("area")}, "population": c.get("population"),
        "currencies": [{"code": k, "name": v.get("name"), "symbol": v.get("symbol")}
                       for k, v in sorted((c.get("currencies") or {}).items())],
        "languages": [{"iso639_3": k, "name": v} for k, v in sorted((c.get("languages") or {}).items())],
        "calling_codes": [root + s for s in suffixes] if len(suffixes) == 1 else ([root] if root else []),
        "timezones": c.get("timezones") or [], "borders": c.get("borders") or [],
        "cars": {"driving_side": (c.get("car") or {}).get("side") or ""},
        "tlds": c.get("tld") or [], "demonyms": c.get("demonyms") or {},
        "links": {"google_maps": (c.get("maps") or {}).get("googleMaps") or "",
                  "open_street_maps": (c.get("maps") or {}).get("openStreetMaps") or ""},
        "classification": {"sovereign": bool(c.get("independent")), "un_member": bool(c.get("unMember"))},
        "landlocked": bool(c.get("landlocked")),
        "_match": {"score": 1},
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--source", default=str(DEFAULT_SOURCE))
    ap.add_argument("--as-of", default=DEFAULT_AS_OF)
    args = ap.parse_args()
    try:
        raw = Path(args.source).read_bytes()
    except OSError as error:
        sys.exit(
            f"make snapshot needs the REST Countries v3.1 data file at {args.source} "
            f"({error.strerror}).\nCheck out the shared folder beside this repository "
            "(../shared/data/countriesV3.1.json), or pass --source PATH to a copy of "
            "countriesV3.1.json from github.com/restcountries/restcountries.")
    digest = hashlib.sha256(raw).hexdigest()
    countries = sorted(json.loads(raw), key=lambda c: c["cca2"])
    header = "\t".join([FORMAT_HEADER, SOURCE_LABEL, args.as_of, str(len(countries))])
    text = "\n".join([header] + [record(c) for c in countries])
    if '"""#' in text:
        sys.exit("the data contains the raw-string terminator")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(
        "// Generated by Scripts/make_snapshot.py from countriesV3.1.json\n"
        f"// (sha256 {digest}). Do not edit: run `make snapshot`.\n"
        "extension BundledSnapshot {\n"
        "  /// Every record of the bundled REST Countries snapshot, in `CountryRecordCodec`'s line format.\n"
        "  static let text: StaticString = #\"\"\"\n" + text + "\n\"\"\"#\n}\n",
        encoding="utf-8")
    # Trimmed fixtures for the adapters' tests: a few real records in the v3.1 shape.
    FIXTURES.mkdir(parents=True, exist_ok=True)
    by = {c["cca2"]: c for c in countries}
    sample = [by[cc] for cc in ("BE", "ZA", "AQ", "FR")]
    (FIXTURES / "v31-sample.json").write_text(json.dumps(sample, ensure_ascii=False, indent=1) + "\n",
                                             encoding="utf-8")
    # Records whose every field the live v3.1 mapper must read as the snapshot does: several internet
    # domains (some right-to-left), none (Kosovo), 317 calling-code suffixes (US), two (VA, PR), no
    # calling code (AQ), territories that are not independent or not UN members (PR, AQ).
    parity = [by[cc] for cc in ("AE", "AQ", "BE", "JP", "PR", "US", "VA", "XK", "ZA")]
    (FIXTURES / "v31-parity.json").write_text(json.dumps(parity, ensure_ascii=False, indent=1) + "\n",
                                             encoding="utf-8")
    page = {"data": {"objects": [v5_record(c) for c in sample],
                     "meta": {"total": len(sample), "count": len(sample), "limit": 100, "offset": 0,
                              "more": False, "request_id": "req_fixture"}}}
    (FIXTURES / "v5-sample.json").write_text(json.dumps(page, ensure_ascii=False, indent=1) + "\n",
                                            encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(countries)} records, {len(text)} bytes) and fixtures")


if __name__ == "__main__":
    main()
