/// The module map's HTML page: the toolbar, the map, the side panel, the data as JSON and the
/// script, all inline. Its content security policy lets it load nothing at all, so it works
/// offline from `file://` and can never reach the network.
enum MapPage {
    /// The page for `title`, with `data` (the map document's JSON, already safe inside a
    /// `<script>` element).
    static func html(title: String, data: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="viper graph --format html">
        <title>\(escape(title)) — module map</title>
        <link rel="icon" href="data:,">
        <style>
        \(MapStyle.css)
        </style>
        </head>
        <body>
        <header>
          <h1>\(escape(title))</h1>
          <span class="summary" id="summary"></span>
          <span class="spacer"></span>
          <input type="search" id="search" placeholder="Search modules  ( / )" aria-label="Search modules" autocomplete="off" spellcheck="false">
          <button type="button" id="fit" title="Fit the map to the screen (0)">Fit</button>
          <button type="button" id="zoom-out" title="Zoom out (−)" aria-label="Zoom out">−</button>
          <button type="button" id="zoom-in" title="Zoom in (+)" aria-label="Zoom in">+</button>
          <button type="button" id="focus" title="Show only the selected module and its neighbours (f)" aria-pressed="false">Focus</button>
          <label>hops <select id="depth" aria-label="Neighbourhood depth"><option>1</option><option>2</option><option>3</option></select></label>
        </header>
        <main>
          <div id="viewport" tabindex="0" aria-label="Module map: arrow keys move the selection or pan, + and − zoom, 0 fits">
            <svg id="map" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Module map"></svg>
            <div id="hint">Click a module · drag to pan · wheel to zoom · / search · f focus · arrows move · ? keys</div>
          </div>
          <aside id="panel" aria-live="polite"></aside>
        </main>
        <script type="application/json" id="map-data">\(data)</script>
        <script>
        \(MapScript.source)
        </script>
        </body>
        </html>

        """
    }

    /// Text safe inside HTML elements.
    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
            of: ">", with: "&gt;")
    }
}
