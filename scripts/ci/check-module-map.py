#!/usr/bin/env python3
"""The module map in a real browser.

`viper graph --format html` writes the map of three apps: the Discover app, a generated app of
400 modules, and a generated CocoaPods checkout (a `Pods/` folder beside the app). Each map must
be under 2 MB and byte-stable (`--output <file> --check` passes on a second run). Headless
Chromium from Debian, driven by Selenium through Debian's chromedriver, then opens each map from
file:// and acts as a person would: search, click a module and read the panel, follow an edge,
toggle an edge-kind filter and the finding filter, move with the keyboard, focus on a
neighbourhood, zoom and fit. No request may leave the page and no console error may appear.
Measured on the 400-module map: the page is interactive in under 1 s and a search filters in
under 100 ms (the best of three loads and of five searches: the machine is shared).

With --screenshot FILE, the Discover map with Home selected is saved there (the README's
picture); with --dark-screenshot FILE, the same in the dark appearance.

Run from the repository root after `swift build` (the debug `viper` and `GraphLayoutBenchmark`,
which writes the generated apps):  python3 scripts/ci/check-module-map.py
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

MAX_BYTES = 2 * 1024 * 1024
MAX_INTERACTIVE_MS = 1000
MAX_SEARCH_MS = 100


class Checks:
    """Counts and prints what passed and what failed."""

    def __init__(self):
        self.passed = 0
        self.failed = []

    def check(self, condition, what, detail=""):
        if condition:
            self.passed += 1
            print(f"  ok    {what}")
        else:
            self.failed.append(what)
            print(f"  FAIL  {what}{': ' + detail if detail else ''}")
        return condition


def run(command, cwd, expect=0):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != expect:
        sys.exit(f"error: {' '.join(command)} (in {cwd}) exited {result.returncode}, expected {expect}:\n{result.stderr[-3000:]}")
    return result


def map_data(path):
    text = open(path, encoding="utf-8").read()
    found = re.search(r'<script type="application/json" id="map-data">(.*?)</script>', text, re.S)
    return json.loads(found.group(1))


def write_map(checks, viper, name, cwd, paths, folder):
    """Writes the map, checks its size and that a second run with --check finds it current."""
    output = os.path.join(folder, name + ".html")
    started = time.monotonic()
    run([viper, "graph", *paths, "--format", "html", "--output", output], cwd)
    seconds = time.monotonic() - started
    size = os.path.getsize(output)
    checks.check(size < MAX_BYTES, f"{name}: the map is under 2 MB ({size / 1024:.0f} KiB, written in {seconds:.1f} s)")
    check = run([viper, "graph", *paths, "--format", "html", "--output", output, "--check"], cwd, expect=0)
    checks.check("up to date" in check.stderr, f"{name}: '--output {name}.html --check' passes on a second run (byte-stable)")
    return output


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1440,900", "--hide-scrollbars",
                     "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-sync",
                     "--disable-component-update", "--disable-default-apps", "--disable-extensions"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    return webdriver.Chrome(service=Service(driver_path), options=options)


def load(driver, path):
    """Opens the map and returns the time from navigation to the script's ready mark, in ms."""
    driver.get("about:blank")
    driver.get_log("performance")
    driver.get_log("browser")
    driver.get("file://" + urllib.parse.quote(path))
    for _ in range(100):
        ready = driver.execute_script("return document.documentElement.getAttribute('data-ready')")
        if ready is not None:
            return float(ready)
        time.sleep(0.05)
    raise RuntimeError(f"{path}: the map never said it was ready")


def requests_and_errors(driver, page):
    """The URLs the page asked for besides itself, and the console's errors, since the last load."""
    page_url = "file://" + urllib.parse.quote(page)
    requests = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if url not in (page_url, "about:blank") and not url.startswith("data:"):
                requests.append(url)
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    return requests, errors


def search_ms(driver, query):
    """Types `query` into the search box as an input event; returns the ms until the map is
    filtered and laid out again, with the number of highlighted modules."""
    return driver.execute_script("""
        const box = document.getElementById('search');
        const started = performance.now();
        box.value = arguments[0];
        box.dispatchEvent(new Event('input', { bubbles: true }));
        document.querySelector('#map .node').getBoundingClientRect();
        const elapsed = performance.now() - started;
        return [elapsed, document.querySelectorAll('#map .node.match').length];
    """, query)


def panel_title(driver):
    titles = driver.find_elements(By.CSS_SELECTOR, "#details h2")
    return titles[0].text if titles else ""


def visible_links(driver):
    return driver.execute_script("return document.querySelectorAll('#map .link:not(.hidden)').length")


def on_screen(driver, index):
    """Whether box `index` is drawn inside the map's viewport."""
    return driver.execute_script("""
        const box = document.querySelector('#map [data-node="' + arguments[0] + '"]').getBoundingClientRect();
        const view = document.getElementById('viewport').getBoundingClientRect();
        return box.width > 0 && box.left >= view.left - 1 && box.right <= view.right + 1 && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
    """, index)


def click_node(driver, index):
    driver.find_element(By.CSS_SELECTOR, f'#map [data-node="{index}"]').click()


def all_on_screen(driver):
    return driver.execute_script("""
        const view = document.getElementById('viewport').getBoundingClientRect();
        return [...document.querySelectorAll('#map .node:not(.hidden)')].every((node) => {
            const box = node.getBoundingClientRect();
            return box.left >= view.left - 1 && box.right <= view.right + 1 && box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
        });
    """)


def exercise(checks, driver, name, page, data, query):
    """The person's walk through one map."""
    search_and_select(checks, driver, name, data, query)
    follow_an_edge(checks, driver, name, data)
    keyboard(checks, driver, name, data)
    zoom_and_fit(checks, driver, name)
    filters(checks, driver, name, data)
    requests, errors = requests_and_errors(driver, page)
    checks.check(not requests, f"{name}: no request left the page", ", ".join(requests[:5]))
    checks.check(not errors, f"{name}: no console error", " | ".join(errors[:3]))


def search_and_select(checks, driver, name, data, query):
    """Search as you type (real key presses), pick a result, click it on the map, read the panel."""
    names = [node["name"] for node in data["nodes"]]
    box = driver.find_element(By.ID, "search")
    box.click()
    box.send_keys(query)
    expected = [i for i, n in enumerate(names) if query.lower() in n.lower()]
    highlighted = driver.execute_script("return document.querySelectorAll('#map .node.match').length")
    checks.check(highlighted == len(expected) and len(expected) > 0, f"{name}: typing '{query}' highlights the {len(expected)} modules whose names hold it",
                 f"highlighted {highlighted}")
    checks.check(panel_title(driver) == "" or "Search results" in driver.find_element(By.ID, "details").text,
                 f"{name}: the panel lists the search results")

    # Pick a match from the results: the map centres it. Then click it on the map: the panel
    # shows it, with its files by role and its routes.
    target = next(i for i in expected if data["nodes"][i]["kind"] == "module")
    driver.find_element(By.CSS_SELECTOR, f'#details button[data-go="{target}"]').click()
    checks.check(on_screen(driver, target), f"{name}: choosing {names[target]} among the results brings it on screen")
    webdriver.ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    click_node(driver, target)
    details = driver.find_element(By.ID, "details").text
    checks.check(panel_title(driver) == names[target], f"{name}: clicking {names[target]} shows it in the panel", panel_title(driver))
    node = data["nodes"][target]
    type_names = [t["name"] for t in node["types"]]
    checks.check(all(t in details for t in type_names) and "FILES BY ROLE" in details.upper() and len(type_names) > 0,
                 f"{name}: the panel lists {names[target]}'s {len(type_names)} types by role with file:line")
    checks.check("ROUTES OUT" in details.upper() and "ROUTES IN" in details.upper(), f"{name}: the panel shows routes in and out")
    for finding in node["findings"]:
        entry = data["findings"][finding]
        checks.check(entry["at"] in details and entry["rule"] in details, f"{name}: the panel lists the finding {entry['rule']} at {entry['at']}")
    selected = driver.execute_script("return document.querySelectorAll('#map .node.selected').length")
    checks.check(selected == 1, f"{name}: the clicked module is drawn selected")


def follow_an_edge(checks, driver, name, data):
    """A route out in the panel shows where it is made and leads to its target."""
    names = [node["name"] for node in data["nodes"]]
    modules = [i for i, node in enumerate(data["nodes"]) if node["kind"] == "module"]
    source = next((i for i in modules if any(data["links"][l]["from"] == i and data["nodes"][data["links"][l]["to"]]["kind"] == "module"
                                              for l in range(len(data["links"])))), None)
    if source is not None:
        box = driver.find_element(By.ID, "search")
        box.clear()
        box.send_keys(names[source], Keys.ENTER)
        route = driver.find_element(By.CSS_SELECTOR, "#details li.route-out button[data-go]")
        destination = names[int(route.get_attribute("data-go"))]
        places = driver.find_element(By.CSS_SELECTOR, "#details li.route-out").text
        link = next(l for l in data["links"] if l["from"] == source and names[l["to"]] == destination)
        checks.check(all(place in places for place in link["edges"][0]["at"][:3]), f"{name}: the route {names[source]} → {destination} shows the file:line that makes it")
        route.click()
        checks.check(panel_title(driver) == destination, f"{name}: following the route from {names[source]} selects {destination}", panel_title(driver))


def keyboard(checks, driver, name, data):
    """Arrows move along edges, f focuses, 2 widens, Escape clears, / searches."""
    names = [node["name"] for node in data["nodes"]]
    before = panel_title(driver)
    webdriver.ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
    checks.check(panel_title(driver) != "", f"{name}: the left arrow moves the selection along an edge (from {before} to {panel_title(driver)})")
    webdriver.ActionChains(driver).send_keys("f").perform()
    shown = driver.execute_script("return document.querySelectorAll('#map .node:not(.hidden)').length")
    checks.check(0 < shown < len(names) or len(names) <= 3, f"{name}: 'f' focuses on the selection's neighbourhood ({shown} of {len(names)} boxes shown)")
    webdriver.ActionChains(driver).send_keys("2").perform()
    wider = driver.execute_script("return document.querySelectorAll('#map .node:not(.hidden)').length")
    checks.check(wider >= shown, f"{name}: '2' widens the neighbourhood to two hops ({wider} boxes)")
    webdriver.ActionChains(driver).send_keys(Keys.ESCAPE).send_keys(Keys.ESCAPE).perform()
    hidden = driver.execute_script("return document.querySelectorAll('#map .node.hidden').length")
    checks.check(hidden == 0, f"{name}: Escape leaves focus and shows every box again")
    webdriver.ActionChains(driver).send_keys("/").perform()
    checks.check(driver.switch_to.active_element.get_attribute("id") == "search", f"{name}: '/' puts the cursor in the search box")
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)


def zoom_and_fit(checks, driver, name):
    scale = lambda: float(re.search(r"scale\(([\d.e-]+)\)", driver.find_element(By.ID, "scene").get_attribute("transform")).group(1))
    start = scale()
    driver.find_element(By.ID, "zoom-in").click()
    checks.check(scale() > start, f"{name}: the + button zooms in")
    driver.find_element(By.ID, "fit").click()
    checks.check(all_on_screen(driver), f"{name}: Fit brings every box on screen")


def filters(checks, driver, name, data):
    """Hide one edge kind and show it again; highlight the modules with errors."""
    categories = {edge["category"] for link in data["links"] for edge in link["edges"]}
    kind = "push" if "push" in categories else sorted(categories)[0]
    only_kind = sum(1 for link in data["links"] if {e["category"] for e in link["edges"]} == {kind})
    total = visible_links(driver)
    driver.find_element(By.CSS_SELECTOR, f'input[data-category="{kind}"]').click()
    checks.check(visible_links(driver) == total - only_kind, f"{name}: unticking '{kind}' hides the {only_kind} links that are only {kind}",
                 f"{total} → {visible_links(driver)}")
    driver.find_element(By.CSS_SELECTOR, f'input[data-category="{kind}"]').click()
    checks.check(visible_links(driver) == total, f"{name}: ticking '{kind}' again shows them")
    with_errors = [i for i, node in enumerate(data["nodes"]) if node.get("worst") == "error"]
    driver.find_element(By.CSS_SELECTOR, '#finding-filter option[value="error"]').click()
    bright = driver.execute_script("return [...document.querySelectorAll('#map .node:not(.dim)')].map(n => Number(n.dataset.node))")
    checks.check(sorted(bright) == with_errors, f"{name}: 'With errors' leaves the {len(with_errors)} modules with errors bright")
    driver.find_element(By.CSS_SELECTOR, '#finding-filter option[value="all"]').click()


def measure(checks, driver, page, query):
    """The best of three loads and of five searches, checked against the targets."""
    loads = [load(driver, page) for _ in range(3)]
    searches = []
    for _ in range(5):
        elapsed, _count = search_ms(driver, query)
        searches.append(elapsed)
        search_ms(driver, "")
    checks.check(min(loads) < MAX_INTERACTIVE_MS, f"400 modules: interactive in {min(loads):.0f} ms (loads: {', '.join(f'{x:.0f}' for x in loads)} ms; target < {MAX_INTERACTIVE_MS})")
    checks.check(min(searches) < MAX_SEARCH_MS, f"400 modules: a search filters in {min(searches):.1f} ms (searches: {', '.join(f'{x:.1f}' for x in searches)} ms; target < {MAX_SEARCH_MS})")
    requests, errors = requests_and_errors(driver, page)
    checks.check(not requests and not errors, "400 modules: no request and no console error while measuring", ", ".join(requests + errors)[:300])


def control(checks, driver, page, folder):
    """The detectors themselves: a copy of a map that tries to load an image and to fetch from the
    network must be caught, or the checks above could never fail."""
    text = open(page, encoding="utf-8").read()
    leaky = os.path.join(folder, "leaky.html")
    with open(leaky, "w", encoding="utf-8") as out:
        out.write(text.replace("<body>", '<body><img src="https://example.invalid/pixel.png" alt="">'
                               '<script>fetch("https://example.invalid/data.json").catch(() => {});</script>', 1))
    load(driver, leaky)
    time.sleep(0.3)
    requests, errors = requests_and_errors(driver, leaky)
    checks.check(bool(requests or errors), "control: a copy of the map that loads an image and fetches is caught",
                 "neither a request nor a console error was seen")


def screenshot(driver, page, path, dark):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    load(driver, page)
    data = map_data(page)
    home = next(i for i, node in enumerate(data["nodes"]) if node["name"] == "Home")
    click_node(driver, home)
    time.sleep(0.2)
    driver.save_screenshot(path)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    print(f"  saved {path}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", help="folder of the debug viper and GraphLayoutBenchmark (default: swift build --show-bin-path)")
    parser.add_argument("--screenshot", help="save the Discover map, Home selected, to this PNG")
    parser.add_argument("--dark-screenshot", help="the same in the dark appearance")
    parser.add_argument("--keep", help="write the maps into this folder and keep them")
    arguments = parser.parse_args()
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    binaries = arguments.bin or run(["swift", "build", "--show-bin-path"], repo).stdout.strip()
    viper = os.path.join(binaries, "viper")
    generator = os.path.join(binaries, "GraphLayoutBenchmark")
    folder = arguments.keep or tempfile.mkdtemp(prefix="module-map-")
    os.makedirs(folder, exist_ok=True)
    checks = Checks()
    try:
        print("Writing the maps")
        apps = os.path.join(folder, "apps")
        shutil.rmtree(apps, ignore_errors=True)
        run([generator, "write", "400", os.path.join(apps, "app400")], repo)
        run([generator, "write", "60", os.path.join(apps, "pods-checkout"), "--pods"], repo)
        maps = {
            "Discover": (write_map(checks, viper, "discover", repo, ["Examples/Discover/Sources/Discover"], folder), "Home"),
            "400 modules": (write_map(checks, viper, "app400", os.path.join(apps, "app400"), ["."], folder), "Wallet"),
            "Pods checkout": (write_map(checks, viper, "pods-checkout", os.path.join(apps, "pods-checkout"), ["."], folder), "Cart"),
        }
        pods = map_data(maps["Pods checkout"][0])
        checks.check(not any(n["name"].startswith("Vendor") for n in pods["nodes"]), "Pods checkout: no screen of Pods/ is on the map")
        discover = map_data(maps["Discover"][0])
        expected = {"Login", "ForgotPassword", "Home", "Detail", "Favorites", "LocationPicker"}
        checks.check(expected <= {n["name"] for n in discover["nodes"]}, "Discover: every module of the app is on the map")
        driver = browser()
        try:
            for name, (page, query) in maps.items():
                print(f"In the browser: {name}")
                try:
                    load(driver, page)
                    exercise(checks, driver, name, page, map_data(page), query)
                except (WebDriverException, StopIteration, RuntimeError) as error:
                    checks.check(False, f"{name}: the walk through the map ran to its end", (str(error).splitlines() or [repr(error)])[0])
            control(checks, driver, maps["Discover"][0], folder)
            print("Measured: 400 modules")
            measure(checks, driver, maps["400 modules"][0], "wallet")
            if arguments.screenshot:
                screenshot(driver, maps["Discover"][0], os.path.abspath(arguments.screenshot), dark=False)
            if arguments.dark_screenshot:
                screenshot(driver, maps["Discover"][0], os.path.abspath(arguments.dark_screenshot), dark=True)
        finally:
            driver.quit()
    except WebDriverException as error:
        checks.check(False, "the browser ran the checks", str(error).splitlines()[0])
    finally:
        if not arguments.keep:
            shutil.rmtree(folder, ignore_errors=True)
    print(f"module-map: {checks.passed} passed, {len(checks.failed)} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
