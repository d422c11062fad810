/// The module map's style sheet: light and dark colours (by `prefers-color-scheme`), the
/// toolbar, the map and the side panel.
enum MapStyle {
    static let css = #"""
        :root {
          color-scheme: light dark;
          --bg: #f6f7f9; --surface: #ffffff; --surface-2: #eef0f4; --text: #1d2330; --muted: #5d6678; --line: #d5d9e2;
          --node: #ffffff; --node-stroke: #9aa3b5; --accent: #2f6fde; --accent-soft: rgba(47, 111, 222, 0.14);
          --error: #d33a2c; --warning: #c98a00; --cycle: #c2410c; --band-alpha: 0.13; --dim: 0.16;
          --entry: #1d2330; --setRoot: #0f8a7e; --tabs: #2e9a3f; --push: #53607a; --present: #8a3ffc; --shows: #7c8597;
          --builds: #9aa3b5; --deepLink: #d9730d;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #14171d; --surface: #1c2029; --surface-2: #252a35; --text: #e3e7ef; --muted: #98a1b3; --line: #343a47;
            --node: #232834; --node-stroke: #566074; --accent: #6ea2ff; --accent-soft: rgba(110, 162, 255, 0.18);
            --error: #ff6b5e; --warning: #f2b33d; --cycle: #fb8c4a; --band-alpha: 0.16; --dim: 0.2;
            --entry: #e3e7ef; --setRoot: #3cc7b8; --tabs: #5fcf6f; --push: #97a3bb; --present: #b58cff; --shows: #8d96a8;
            --builds: #6b7487; --deepLink: #ff9d45;
          }
        }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; background: var(--bg); color: var(--text);
          font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
        body { display: grid; grid-template-rows: auto 1fr; overflow: hidden; }
        header { display: flex; align-items: center; gap: 10px; padding: 8px 12px; background: var(--surface);
          border-bottom: 1px solid var(--line); flex-wrap: wrap; }
        header h1 { font-size: 15px; margin: 0 6px 0 0; white-space: nowrap; }
        header .summary { color: var(--muted); white-space: nowrap; }
        header .spacer { flex: 1; }
        input[type=search], select { font: inherit; color: var(--text); background: var(--surface-2); border: 1px solid var(--line);
          border-radius: 6px; padding: 5px 8px; }
        input[type=search] { width: 240px; }
        button { font: inherit; color: var(--text); background: var(--surface-2); border: 1px solid var(--line); border-radius: 6px;
          padding: 4px 9px; cursor: pointer; }
        button:hover { border-color: var(--accent); }
        button[aria-pressed=true] { background: var(--accent-soft); border-color: var(--accent); }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
        main { display: grid; grid-template-columns: 1fr 380px; min-height: 0; }
        #viewport { position: relative; overflow: hidden; cursor: grab; touch-action: none; }
        #viewport.dragging { cursor: grabbing; }
        #map { width: 100%; height: 100%; display: block; user-select: none; }
        #hint { position: absolute; left: 10px; bottom: 8px; color: var(--muted); font-size: 12px; background: var(--surface);
          border: 1px solid var(--line); border-radius: 6px; padding: 3px 8px; opacity: 0.92; }
        #minimap { position: absolute; right: 10px; bottom: 8px; background: var(--surface); border: 1px solid var(--line);
          border-radius: 6px; cursor: crosshair; opacity: 0.95; }
        aside { background: var(--surface); border-left: 1px solid var(--line); overflow-y: auto; padding: 10px 14px 24px; }
        aside h2 { font-size: 16px; margin: 4px 0 2px; word-break: break-all; }
        aside h3 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 16px 0 6px; }
        aside ul { list-style: none; margin: 0; padding: 0; }
        aside li { padding: 3px 0; border-bottom: 1px solid var(--line); }
        aside li:last-child { border-bottom: 0; }
        aside .row { display: flex; gap: 6px; align-items: baseline; flex-wrap: wrap; }
        aside .meta { color: var(--muted); font-size: 12px; }
        aside code, .at { font: 12px/1.35 ui-monospace, "SFMono-Regular", Menlo, "DejaVu Sans Mono", monospace; word-break: break-all; }
        .at { color: var(--muted); }
        .chip { display: inline-block; font-size: 11px; padding: 0 6px; border-radius: 9px; border: 1px solid currentColor; white-space: nowrap; }
        .chip.error { color: var(--error); } .chip.warning { color: var(--warning); } .chip.cycle { color: var(--cycle); }
        .chip.unreached { color: var(--muted); border-style: dashed; }
        .linkish { background: none; border: 0; padding: 0; color: var(--accent); cursor: pointer; font-weight: 600; text-align: left; }
        .linkish:hover { text-decoration: underline; }
        .filters { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 10px; }
        .filters label { display: flex; align-items: center; gap: 6px; cursor: pointer; white-space: nowrap; }
        .swatch { width: 18px; height: 0; border-top: 2px solid; display: inline-block; }
        .swatch.builds, .swatch.deepLink { border-top-style: dashed; }
        .empty { color: var(--muted); font-style: italic; }
        .message { margin: 2px 0 0; }
        /* The map */
        .band { fill: hsl(var(--g) 65% 50% / var(--band-alpha)); stroke: hsl(var(--g) 55% 50% / 0.35); stroke-width: 1; }
        .group-label { fill: hsl(var(--g) 55% 42%); font-weight: 700; text-anchor: middle; dominant-baseline: middle;
          paint-order: stroke; stroke: var(--bg); stroke-width: 0.25em; pointer-events: none; }
        @media (prefers-color-scheme: dark) { .group-label { fill: hsl(var(--g) 70% 72%); } }
        #scene.far .group-labels { display: inline; }
        #scene:not(.far) .group-labels { display: none; }
        #scene.far .node text.name { opacity: 0.35; }
        .link { fill: none; stroke-width: 1.3; opacity: 0.75; }
        .link.cycle { stroke-width: 1.8; }
        .link.long { opacity: 0.4; }
        .link.builds, .link.deepLink { stroke-dasharray: 5 4; }
        .link.hidden, .node.hidden, .band.hidden { display: none; }
        .link.hot { opacity: 1; stroke-width: 2.6; }
        .node { cursor: pointer; }
        .node rect.box { fill: var(--node); stroke: var(--node-stroke); stroke-width: 1; }
        .node.app rect.box { fill: var(--text); stroke: var(--text); }
        .node.app text.name { fill: var(--bg); font-weight: 700; }
        .node.deepLinks rect.box { fill: var(--surface-2); stroke: var(--deepLink); stroke-dasharray: 4 3; }
        .node.route rect.box { stroke-dasharray: 4 3; fill: var(--surface-2); }
        .node.route text.name { font-style: italic; fill: var(--muted); }
        .node.unreached rect.box { stroke-dasharray: 5 3; stroke-width: 1.4; }
        .node.in-cycle rect.box { stroke: var(--cycle); }
        .node .stripe { fill: hsl(var(--g) 60% 48%); }
        .node text.name { font-size: 12px; fill: var(--text); dominant-baseline: central; }
        .node .badge circle { stroke: var(--node); stroke-width: 1.5; }
        .node .badge.error circle { fill: var(--error); } .node .badge.warning circle { fill: var(--warning); }
        .node .badge text { fill: #fff; font-size: 10px; font-weight: 700; text-anchor: middle; dominant-baseline: central; }
        .node .cycle-mark { fill: var(--cycle); font-size: 11px; font-weight: 700; dominant-baseline: central; }
        .node:hover rect.box { stroke: var(--accent); }
        .node.selected rect.box { stroke: var(--accent); stroke-width: 3; }
        .node.match rect.box { stroke: var(--accent); stroke-width: 2.4; fill: var(--accent-soft); }
        .node.near rect.box { stroke: var(--accent); }
        .dim { opacity: var(--dim); }
        .link.dim { opacity: 0.06; }
        /* Edge kinds: the line, its arrow and its swatch share a colour. */
        .link.entry, .swatch.entry { stroke: var(--entry); border-color: var(--entry); } .arrow.entry { fill: var(--entry); }
        .link.setRoot, .swatch.setRoot { stroke: var(--setRoot); border-color: var(--setRoot); } .arrow.setRoot { fill: var(--setRoot); }
        .link.tabs, .swatch.tabs { stroke: var(--tabs); border-color: var(--tabs); } .arrow.tabs { fill: var(--tabs); }
        .link.push, .swatch.push { stroke: var(--push); border-color: var(--push); } .arrow.push { fill: var(--push); }
        .link.present, .swatch.present { stroke: var(--present); border-color: var(--present); } .arrow.present { fill: var(--present); }
        .link.shows, .swatch.shows { stroke: var(--shows); border-color: var(--shows); } .arrow.shows { fill: var(--shows); }
        .link.builds, .swatch.builds { stroke: var(--builds); border-color: var(--builds); } .arrow.builds { fill: var(--builds); }
        .link.deepLink, .swatch.deepLink { stroke: var(--deepLink); border-color: var(--deepLink); } .arrow.deepLink { fill: var(--deepLink); }
        """#
}
