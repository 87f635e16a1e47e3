#!/usr/bin/env python3
"""Writes the flag images quizd serves at /flags/<CODE>.svg (`FlagImages+Table.swift`, Apps/QuizDaemon).

Source: the 4:3 SVG flags of Debian's iso-flags-svg package (Linux Mint's "flags", public domain),
unpacked by `make flags` into /tmp/iso-flags-svg: usr/share/iso-flags-svg/country-4x3/<code>.svg.
One flag is written for each alpha-2 code of the bundled data (BundledSnapshot+Text.swift).

Each SVG is minified without changing what it draws: the XML declaration, comments, <metadata>,
<title>, <desc> and every element or attribute of an editor's namespace (Inkscape, Sodipodi, RDF,
Creative Commons, Dublin Core) are dropped, and so are ids nothing refers to (url(#id), href="#id"),
whitespace between tags (not inside <text>), the redundant zeros of numbers ("0.500" → ".5") and the
redundant separators of path data ("l 1,-0.5" → "l1-.5"). The root gets the viewBox of its width and height when it has none, so the drawing scales
with the <img> that shows it. Attribute values are quoted with ', so the Swift literal escapes little.

Kosovo (XK) is not in iso-flags-svg: its flag is drawn here, as the data describes it ("a blue field
with a golden map of Kosovo, six white five-pointed stars arranged in an arc above the map"), with the
map a simplified outline of the country's border.

Usage: python3 Scripts/make_flags.py [unpacked .deb root]   (make flags)
"""

import hashlib
import math
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Apps/QuizDaemon/Sources/FlagImages/FlagImages+Table.swift"
SNAPSHOT = ROOT / "Packages/CountriesAPI/Sources/CountriesAPI/Bundled/BundledSnapshot+Text.swift"
SOURCE = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/iso-flags-svg")
FLAGS = SOURCE / "usr/share/iso-flags-svg/country-4x3"

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
XML = "http://www.w3.org/XML/1998/namespace"
DROPPED_ELEMENTS = {"metadata", "title", "desc"}
TEXT_ELEMENTS = {"text", "tspan", "textPath"}


def codes():
    """The bundled data's alpha-2 codes: the first field of each country's line."""
    found = re.findall(r"^([A-Z]{2})\t", SNAPSHOT.read_text(encoding="utf-8"), re.MULTILINE)
    if len(found) < 200:
        raise SystemExit(f"only {len(found)} codes in {SNAPSHOT}")
    return sorted(set(found))


def split(name):
    """'{uri}local' → (uri, local); a plain name → ('', name)."""
    if name.startswith("{"):
        uri, local = name[1:].split("}", 1)
        return uri, local
    return "", name


NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def short(token):
    """A number written shorter, same value: "0.500" → ".5", "-0.25" → "-.25", "2.000" → "2"."""
    mantissa, exponent = re.fullmatch(r"([-+]?[\d.]+)([eE][-+]?\d+)?", token).groups()
    sign = "-" if mantissa.startswith("-") else ""
    mantissa = mantissa.lstrip("+-")
    if "." in mantissa:
        mantissa = mantissa.rstrip("0").rstrip(".")
        whole, _, fraction = mantissa.partition(".")
        whole = whole.lstrip("0")
        mantissa = whole + ("." + fraction if fraction else "") or "0"
    else:
        mantissa = mantissa.lstrip("0") or "0"
    if mantissa == "0":
        sign = ""
    return sign + mantissa + (exponent or "")


def number(text):
    """Each decimal number of a value written shorter (`short`), words and colours left alone."""
    return re.sub(
        r"(?<![\w#.-])-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?(?![\w.%])",
        lambda m: short(m[0]),
        text,
    )


def path_data(text):
    """Path data or a points list as its commands and numbers, with only the separators needed:
    "m 473.38,259.35 0.006,-0.17558" → "m473.38 259.35.006-.17558". Arcs, whose flags may be written
    without separators ("0 01"), are only stripped of extra whitespace."""
    if re.search(r"[Aa]", text):
        return number(re.sub(r"\s+", " ", text).strip())
    out, previous = [], None
    for token in re.findall(r"[MmLlHhVvCcSsQqTtZz]|" + NUMBER.pattern, text):
        if token.isalpha():
            out.append(token)
            previous = None
            continue
        token = short(token)
        if previous is not None and not token.startswith("-"):
            if not (token.startswith(".") and ("." in previous or "e" in previous.lower())):
                out.append(" ")
        out.append(token)
        previous = token
    return "".join(out)


def escape(text, quote=False):
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace("'", "&apos;") if quote else text


def referenced_ids(root):
    """Every id something points at: url(#id) in any value, or an href of #id."""
    ids = set()
    for element in root.iter():
        for name, value in element.attrib.items():
            ids.update(re.findall(r"url\(\s*['\"]?#([^)'\"\s]+)", value))
            if split(name)[1] == "href" and value.startswith("#"):
                ids.add(value[1:])
    return ids


def keeps(element):
    uri, local = split(element.tag)
    return uri == SVG and local not in DROPPED_ELEMENTS


def write(element, ids, out, in_text=False):
    _, local = split(element.tag)
    in_text = in_text or local in TEXT_ELEMENTS
    attributes = []
    for name, value in element.attrib.items():
        uri, attribute = split(name)
        if uri == XLINK:
            attributes.append(("xlink:" + attribute, value))
        elif uri == XML:
            attributes.append(("xml:" + attribute, value))
        elif uri == "" and (attribute != "id" or value in ids):
            attributes.append((attribute, value))
    if local == "svg" and element is write.root:
        attributes = [(n, v) for n, v in attributes if n not in ("version", "x", "y", "enable-background")]
        if not any(n == "viewBox" for n, _ in attributes):
            width, height = element.get("width"), element.get("height")
            attributes.append(("viewBox", f"0 0 {width} {height}"))
        attributes.insert(0, ("xmlns", SVG))
        if write.uses_xlink:
            attributes.insert(1, ("xmlns:xlink", XLINK))
    out.append("<" + local)
    for name, value in attributes:
        value = re.sub(r"\s+", " ", value).strip() if name not in ("xml:space",) else value
        if name in ("d", "points"):
            value = path_data(value)
        elif name not in ("id", "xlink:href", "href", "font-family", "style"):
            value = number(value)
        out.append(f" {name}='{escape(value, quote=True)}'")
    children = [child for child in element if keeps(child)]
    text = element.text or ""
    if not in_text:
        text = text.strip()
    if not children and not text:
        out.append("/>")
        return
    out.append(">")
    out.append(escape(text))
    for child in children:
        write(child, ids, out, in_text)
        tail = child.tail or ""
        out.append(escape(tail if in_text else tail.strip()))
    out.append(f"</{local}>")


def minified(path):
    root = ET.parse(path).getroot()
    write.root = root
    write.uses_xlink = any(split(n)[0] == XLINK for e in root.iter() for n in e.attrib)
    out = []
    write(root, referenced_ids(root), out)
    return "".join(out)


def star(cx, cy, outer):
    """A five-pointed star, one point up, as polygon points."""
    inner = outer * 0.382
    points = []
    for index in range(10):
        radius = outer if index % 2 == 0 else inner
        angle = math.pi / 2 + index * math.pi / 5
        points.append(f"{cx + radius * math.cos(angle):.1f},{cy - radius * math.sin(angle):.1f}")
    return " ".join(points)


# Kosovo's border, simplified: (longitude, latitude) clockwise from the northern tip.
KOSOVO_BORDER = [
    (20.78, 43.27), (20.93, 43.13), (21.10, 43.05), (21.25, 42.98), (21.43, 42.87),
    (21.60, 42.73), (21.78, 42.68), (21.70, 42.55), (21.60, 42.42), (21.55, 42.25),
    (21.30, 42.10), (21.10, 42.18), (20.95, 42.15), (20.78, 42.07), (20.65, 41.86),
    (20.57, 41.92), (20.55, 42.08), (20.40, 42.24), (20.25, 42.32), (20.08, 42.55),
    (20.20, 42.70), (20.35, 42.83), (20.50, 42.90), (20.48, 43.05), (20.62, 43.20),
]


def kosovo():
    """Blue field, the golden map in the middle, six white stars in an arc above it (4:3, 640×480)."""
    scale = 160  # pixels per degree of latitude; longitude shrinks by cos(42.6°)
    west, north = 20.08, 43.27
    width = (21.78 - west) * scale * math.cos(math.radians(42.6))
    left, top = 320 - width / 2, 175
    points = " ".join(
        f"{left + (lon - west) * scale * math.cos(math.radians(42.6)):.1f},{top + (north - lat) * scale:.1f}"
        for lon, lat in KOSOVO_BORDER
    )
    stars = []
    for index in range(6):
        angle = math.radians(90 + (index - 2.5) * 17)
        stars.append(f"<polygon points='{star(320 + 300 * math.cos(angle), 440 - 300 * math.sin(angle), 20)}'/>")
    return (
        f"<svg xmlns='{SVG}' width='640' height='480' viewBox='0 0 640 480'>"
        "<rect width='640' height='480' fill='#244aa5'/>"
        f"<polygon points='{points}' fill='#d0a650'/>"
        f"<g fill='#fff'>{''.join(stars)}</g></svg>"
    )


HANDMADE = {"XK": kosovo}


def main():
    if not FLAGS.is_dir():
        raise SystemExit(f"no {FLAGS}: run `make flags`, which unpacks iso-flags-svg there")
    flags, missing = {}, []
    for code in codes():
        path = FLAGS / f"{code.lower()}.svg"
        if path.exists():
            flags[code] = minified(path)
        elif code in HANDMADE:
            flags[code] = HANDMADE[code]()
        else:
            missing.append(code)
    total = sum(len(svg.encode()) for svg in flags.values())
    lines = [
        "// Generated by Scripts/make_flags.py (make flags): do not edit.",
        "// Debian's iso-flags-svg, country-4x3 (Linux Mint's flags, public domain), minified; Kosovo drawn",
        f"// by the script. {len(flags)} flags, {total} bytes of SVG.",
        "",
        "extension FlagImages {",
        "  /// Alpha-2 code → the flag as one SVG document (4:3) and its entity tag (the first 16 hex digits",
        "  /// of the SVG's SHA-256).",
        "  static let table: [String: (tag: String, svg: String)] = [",
    ]
    for code, svg in sorted(flags.items()):
        tag = hashlib.sha256(svg.encode()).hexdigest()[:16]
        literal = svg.replace("\\", "\\\\").replace('"', '\\"')
        literal = literal.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
        lines.append(f'    "{code}": ("{tag}", "{literal}"),')
    lines += ["  ]", "", "  /// Codes of the bundled data that have no flag here: served as 404.", "  static let missing: [String] = ["]
    lines += [f'    "{code}",' for code in missing]
    lines += ["  ]", "}", ""]
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text("\n".join(lines), encoding="utf-8")
    source = sum((FLAGS / f"{code.lower()}.svg").stat().st_size for code in flags if code not in HANDMADE)
    print(f"{OUTPUT.relative_to(ROOT)}: {len(flags)} flags, {total} bytes of SVG (from {source})")
    print(f"drawn here: {', '.join(sorted(HANDMADE))}; missing: {', '.join(missing) or 'none'}")


if __name__ == "__main__":
    main()
