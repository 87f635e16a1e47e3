#!/usr/bin/env python3
"""Writes each country's outline (`CountryShapes+Table.swift`, Domain), simplified and quantized.

Source: the Digital Chart of the World as GMT packages it (DCW-GMT, LGPL-3+), Debian's gmt-dcw:
/usr/share/gmt-dcw/dcw-gmt.nc, a netCDF-4 (HDF5) file with, per ISO alpha-2 code, `<CODE>_lon` and
`<CODE>_lat`: 16-bit integers over the attribute range [min, max] (value / scale + min), 65535 in both
ending one closed part. Longitudes run on past 180 where a country crosses the antimeridian (Russia
to 191, Fiji to 185), so a country's parts are already continuous; a part is moved by 360 degrees to the
side of the main part if it is not.

    apt-get download gmt-dcw && dpkg-deb -x gmt-dcw_*.deb /tmp/gmt-dcw
    /usr/bin/python3 Scripts/make_shapes.py /tmp/gmt-dcw     (make shapes; needs Debian's python3-h5py)

Which parts are kept (written down in Docs/DATA.md, "Country shapes"): the largest part (by area on
a local equirectangular projection) starts the shape; then, repeatedly, any part whose bounding box
lies within max(150 km, 10% of the main part's diagonal) of the kept parts' bounding box joins it. So
an archipelago grows atoll by atoll (the Maldives, the Bahamas), near islands stay (Sicily, Corsica,
Bornholm, Tasmania, Kaliningrad), and far ones are dropped: Alaska and Hawaii (the contiguous United
States is drawn), Svalbard, the Canaries, Madeira and the Azores, the Galápagos, Easter Island. A
part of at least a quarter of the largest's area starts the shape too (Peninsular Malaysia beside
Borneo). A kept part of less than two square units of the grid after simplification (less than a dot
of the widest drawing) is dropped as noise, unless the largest is that small too: then every kept part
is drawn, a part too small for three points as a square unit (the Maldives, the US Minor Outlying
Islands).

Each shape is projected at the middle latitude of its kept parts (x = longitude times its cosine, y =
latitude, north up), scaled so that its longer side is 255, rounded to integers and simplified with
Douglas-Peucker at 0.75 units. A ring is written as its point count (two bytes, big-endian) then x, y
bytes per point (y counted down from the north); a country's rings are one base64 string. Deterministic
for a given package version.
"""

import base64
import json
import math
import pathlib
import sys

import h5py

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data" / "countriesV3.1.json"
OUTPUT = ROOT / "Packages/Domain/Sources/Domain/Shapes/CountryShapes+Table.swift"
SOURCE = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/gmt-dcw") / "usr/share/gmt-dcw/dcw-gmt.nc"
GRID = 255
TOLERANCE = 0.75
KM_PER_DEGREE = 111.2
MIN_AREA = 2.0


def parts(dataset, code):
    lon, lat = dataset[f"{code}_lon"], dataset[f"{code}_lat"]
    lon0, lon_scale = float(lon.attrs["min"][0]), float(lon.attrs["scale"][0])
    lat0, lat_scale = float(lat.attrs["min"][0]), float(lat.attrs["scale"][0])
    ring, rings = [], []
    for x, y in zip(lon[:], lat[:]):
        if x == 65535:
            if len(ring) >= 3:
                rings.append(ring)
            ring = []
        else:
            ring.append((lon0 + x / lon_scale, lat0 + y / lat_scale))
    if len(ring) >= 3:
        rings.append(ring)
    return rings


def area(ring):
    """Area in square degrees on the part's own equirectangular projection."""
    c = math.cos(math.radians(sum(p[1] for p in ring) / len(ring)))
    return abs(sum(a[0] * c * b[1] - b[0] * c * a[1] for a, b in zip(ring, ring[1:] + ring[:1]))) / 2


def planar_area(ring):
    return abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(ring, ring[1:] + ring[:1]))) / 2


def box(rings):
    points = [p for r in rings for p in r]
    return min(p[0] for p in points), min(p[1] for p in points), max(p[0] for p in points), max(p[1] for p in points)


def gap_km(a, b):
    """Distance between two boxes (west, south, east, north), 0 when they overlap."""
    dx = max(0.0, a[0] - b[2], b[0] - a[2])
    dy = max(0.0, a[1] - b[3], b[1] - a[3])
    c = math.cos(math.radians((a[1] + a[3] + b[1] + b[3]) / 4))
    return math.hypot(dx * c, dy) * KM_PER_DEGREE


def kept_parts(rings):
    rings = sorted(rings, key=area, reverse=True)
    main = rings[0]
    centre = sum(p[0] for p in main) / len(main)
    moved = []
    for ring in rings:
        mid = sum(p[0] for p in ring) / len(ring)
        shift = 360.0 * round((centre - mid) / 360.0)
        moved.append([(x + shift, y) for x, y in ring])
    main_box = box([moved[0]])
    reach = max(150.0, 0.1 * gap_km((main_box[0], main_box[1], main_box[0], main_box[1]), (main_box[2], main_box[3], main_box[2], main_box[3])))
    areas = [area(r) for r in moved]
    kept = [r for r, a in zip(moved, areas) if a >= 0.25 * areas[0]]
    rest = [r for r, a in zip(moved, areas) if a < 0.25 * areas[0]]
    boxes = [box([r]) for r in rest]
    kept_box = box(kept)
    grew = True
    while grew:
        grew = False
        near = [gap_km(b, kept_box) <= reach for b in boxes]
        if any(near):
            kept += [r for r, n in zip(rest, near) if n]
            rest = [r for r, n in zip(rest, near) if not n]
            joined = [b for b, n in zip(boxes, near) if n] + [kept_box]
            kept_box = (min(b[0] for b in joined), min(b[1] for b in joined), max(b[2] for b in joined), max(b[3] for b in joined))
            boxes = [b for b, n in zip(boxes, near) if not n]
            grew = True
    return kept, len(rest)


def simplify(points, tolerance):
    if len(points) < 3:
        return points
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        (ax, ay), (bx, by) = points[first], points[last]
        length = math.hypot(bx - ax, by - ay)
        best, index = 0.0, None
        for i in range(first + 1, last):
            px, py = points[i]
            if length == 0:
                d = math.hypot(px - ax, py - ay)
            else:
                d = abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
            if d > best:
                best, index = d, i
        if index is not None and best > tolerance:
            keep[index] = True
            stack += [(first, index), (index, last)]
    return [p for p, k in zip(points, keep) if k]


def shape(rings):
    west, south, east, north = box(rings)
    c = math.cos(math.radians((south + north) / 2))
    width, height = (east - west) * c, north - south
    scale = GRID / max(width, height)
    out, used, tiny, first = [], [], False, True
    for ring in rings:
        projected = [((x - west) * c * scale, (north - y) * scale) for x, y in ring]
        # Split the closed ring at its farthest point so the simplification keeps both ends.
        far = max(range(len(projected)), key=lambda i: math.dist(projected[0], projected[i]))
        half = simplify(projected[: far + 1], TOLERANCE) + simplify(projected[far:] + projected[:1], TOLERANCE)[1:-1]
        points = []
        for x, y in half:
            q = (min(GRID, max(0, round(x))), min(GRID, max(0, round(y))))
            if not points or points[-1] != q:
                points.append(q)
        while len(points) > 1 and points[-1] == points[0]:
            points.pop()
        drawn = len(set(points)) >= 3 and planar_area(points) >= MIN_AREA
        if first:
            tiny, first = not drawn, False
        if drawn:
            out.append(points)
            used.append(ring)
        elif tiny:
            # A country of atolls only (the Maldives): each is a square unit, a dot of its own.
            x = min(GRID - 1, int(sum(p[0] for p in half) / len(half)))
            y = min(GRID - 1, int(sum(p[1] for p in half) / len(half)))
            out.append([(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)])
            used.append(ring)
    if len(used) < len(rings):
        # Parts dropped as noise no longer stretch the box: draw again from those kept.
        return shape(used)
    size = (
        max([round(width * scale)] + [x for r in out for x, _ in r]),
        max([round(height * scale)] + [y for r in out for _, y in r]),
    )
    return (west, south, east, north), size, out


def encode(rings):
    data = bytearray()
    for ring in rings:
        data += len(ring).to_bytes(2, "big")
        for x, y in ring:
            data += bytes((x, y))
    return base64.b64encode(bytes(data)).decode("ascii"), len(data)


def main():
    codes = sorted(country["cca2"] for country in json.loads(DATA.read_text(encoding="utf-8")))
    dataset = h5py.File(SOURCE, "r")
    lines = [
        "// Generated by Scripts/make_shapes.py (make shapes): do not edit.",
        "// The Digital Chart of the World as DCW-GMT packages it (LGPL-3+), Debian's gmt-dcw: each country's",
        "// kept parts (Docs/DATA.md, \"Country shapes\"), simplified and quantized to 0...255.",
        "",
        "extension CountryShape {",
        "  /// Alpha-2 code → (west, south, east, north in hundredths of a degree; width, height of the",
        "  /// drawing; base64 of its rings: each a two-byte count then an x and a y byte a point, y down).",
        "  static let table: [String: (box: (Int32, Int32, Int32, Int32), size: (UInt8, UInt8), rings: String)] = [",
    ]
    missing, total, dropped = [], 0, {}
    for code in codes:
        if f"{code}_lon" not in dataset:
            missing.append(code)
            continue
        rings, far = kept_parts(parts(dataset, code))
        if far:
            dropped[code] = far
        (west, south, east, north), (width, height), quantized = shape(rings)
        text, size = encode(quantized)
        total += size
        bounds = ", ".join(str(round(v * 100)) for v in (west, south, east, north))
        lines.append(f'    "{code}": (({bounds}), ({width}, {height}), "{text}"),')
    lines += ["  ]", "", f"  /// The codes of the data that DCW-GMT draws no outline for.", f"  static let missing: Set<String> = [{', '.join(repr(c).replace(chr(39), chr(34)) for c in missing)}]", "}", ""]
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"{OUTPUT.relative_to(ROOT)}: {len(codes) - len(missing)} shapes, {total} bytes of rings, missing {missing}")
    print("far parts dropped:", " ".join(f"{c}:{n}" for c, n in sorted(dropped.items())))


if __name__ == "__main__":
    main()
