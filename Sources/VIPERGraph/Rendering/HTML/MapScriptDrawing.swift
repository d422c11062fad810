extension MapScript {
    /// The first part of the page's script: reads the data, draws the map in SVG (feature bands,
    /// links with arrows by kind, boxes with their findings badge), and moves the view (fit,
    /// zoom at a point, pan, centre on a box).
    static let drawing = #"""
        (() => {
        'use strict';
        const data = JSON.parse(document.getElementById('map-data').textContent);
        const NS = 'http://www.w3.org/2000/svg';
        const nodes = data.nodes;
        const links = data.links;
        const svg = document.getElementById('map');
        const viewport = document.getElementById('viewport');
        const panel = document.getElementById('panel');
        const searchBox = document.getElementById('search');
        const focusButton = document.getElementById('focus');
        const depthSelect = document.getElementById('depth');
        const CATEGORY_ORDER = ['entry', 'setRoot', 'tabs', 'present', 'push', 'shows', 'deepLink', 'builds'];
        const CATEGORY_LABEL = Object.fromEntries(data.categories.map((c) => [c.id, c.label]));
        const ROLE_ORDER = ['view', 'presenter', 'interactor', 'router', 'builder', 'entity'];
        const ROLE_LABEL = { view: 'View', presenter: 'Presenter', interactor: 'Interactor', router: 'Router', builder: 'Builder', entity: 'Entity' };
        const state = {
          scale: 1, x: 0, y: 0, selected: -1, link: -1, focus: false, depth: 1, query: '', matches: null,
          hidden: new Set(), findingFilter: 'all', group: -1, visible: nodes.map(() => true),
        };
        const outLinks = nodes.map(() => []);
        const inLinks = nodes.map(() => []);
        links.forEach((link, index) => { outLinks[link.from].push(index); inLinks[link.to].push(index); });
        const lowerNames = nodes.map((node) => node.name.toLowerCase());
        const hue = (group) => Math.round((group * 137.508 + 205) % 360);

        function svgElement(name, attributes, parent) {
          const element = document.createElementNS(NS, name);
          for (const key in attributes) element.setAttribute(key, attributes[key]);
          if (parent) parent.appendChild(element);
          return element;
        }

        function primaryCategory(link) {
          const present = link.edges.map((edge) => edge.category).filter((category) => !state.hidden.has(category));
          return CATEGORY_ORDER.find((category) => present.includes(category)) || null;
        }

        // A link whose reverse is also drawn runs a little below it, so the two stay apart.
        const pairs = new Set(links.map((link) => link.from + '>' + link.to));
        function pathData(points, shift) {
          let d = 'M' + points[0] + ',' + (points[1] + shift);
          for (let i = 2; i < points.length; i += 2) {
            const x0 = points[i - 2], y0 = points[i - 1] + shift, x1 = points[i], y1 = points[i + 1] + shift;
            if (y0 === y1) { d += 'L' + x1 + ',' + y1; continue; }
            const middle = (x0 + x1) / 2;
            d += 'C' + middle + ',' + y0 + ' ' + middle + ',' + y1 + ' ' + x1 + ',' + y1;
          }
          return d;
        }

        function edgeText(edge) {
          return (CATEGORY_LABEL[edge.category] || edge.category) + ': ' + edge.label + (edge.at.length ? ' (' + edge.at[0] + ')' : '');
        }

        const defs = svgElement('defs', {}, svg);
        for (const category of CATEGORY_ORDER) {
          const marker = svgElement('marker', {
            id: 'arrow-' + category, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 8, markerHeight: 8,
            markerUnits: 'userSpaceOnUse', orient: 'auto',
          }, defs);
          svgElement('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrow ' + category }, marker);
        }
        const scene = svgElement('g', { id: 'scene' }, svg);
        const bandLayer = svgElement('g', { class: 'bands' }, scene);
        const linkLayer = svgElement('g', { class: 'links' }, scene);
        const nodeLayer = svgElement('g', { class: 'nodes' }, scene);
        const labelLayer = svgElement('g', { class: 'group-labels' }, scene);

        const bandElements = [];
        // Feature bands, when there is more than one feature to tell apart.
        if (data.groups.length > 1) data.groups.forEach((group, index) => {
          let tallest = null;
          for (const band of group.bands) {
            const rect = svgElement('rect', { x: band[0], y: band[1], width: band[2], height: band[3], rx: 8, class: 'band', style: '--g:' + hue(index) }, bandLayer);
            bandElements.push(rect);
            if (!tallest || band[3] > tallest[3]) tallest = band;
          }
          if (tallest) {
            const label = svgElement('text', { x: tallest[0] + tallest[2] / 2, y: tallest[1] + tallest[3] / 2, class: 'group-label', style: '--g:' + hue(index) }, labelLayer);
            label.textContent = group.name;
          }
        });

        const linkElements = links.map((link, index) => {
          const category = primaryCategory(link);
          // A link through three or more layers is drawn lighter: the short ones tell the story.
          const long = link.path.length > 12 ? ' long' : '';
          const path = svgElement('path', {
            d: pathData(link.path, pairs.has(link.to + '>' + link.from) ? (link.from < link.to ? -4 : 4) : 0),
            class: 'link ' + category + (link.cycle ? ' cycle' : '') + long, 'marker-end': 'url(#arrow-' + category + ')', 'data-link': index,
          }, linkLayer);
          const title = svgElement('title', {}, path);
          title.textContent = nodes[link.from].name + ' → ' + nodes[link.to].name + '\n' + link.edges.map(edgeText).join('\n');
          return path;
        });

        const nodeElements = nodes.map((node, index) => {
          const classes = ['node', node.kind];
          if (node.unreached) classes.push('unreached');
          if (node.cycle !== null && node.cycle !== undefined) classes.push('in-cycle');
          const group = svgElement('g', {
            class: classes.join(' '), transform: 'translate(' + (node.x - node.w / 2) + ',' + (node.y - node.h / 2) + ')', 'data-node': index,
            role: 'button', 'aria-label': node.name,
          }, nodeLayer);
          if (node.group !== null && node.group !== undefined) group.setAttribute('style', '--g:' + hue(node.group));
          svgElement('rect', { class: 'box', width: node.w, height: node.h, rx: node.kind === 'app' ? node.h / 2 : 6 }, group);
          if (node.kind === 'module') svgElement('rect', { class: 'stripe', x: 0, y: 3, width: 4, height: node.h - 6, rx: 2 }, group);
          const name = svgElement('text', { class: 'name', x: node.kind === 'app' ? node.w / 2 : 11, y: node.h / 2 }, group);
          if (node.kind === 'app') name.setAttribute('text-anchor', 'middle');
          name.textContent = node.name;
          let right = node.w - 13;
          if (node.findings.length) {
            const badge = svgElement('g', { class: 'badge ' + node.worst }, group);
            svgElement('circle', { cx: right, cy: node.h / 2, r: 8.5 }, badge);
            const count = svgElement('text', { x: right, y: node.h / 2 }, badge);
            count.textContent = node.findings.length > 99 ? '99+' : String(node.findings.length);
            right -= 19;
          }
          if (node.cycle !== null && node.cycle !== undefined) {
            const mark = svgElement('text', { class: 'cycle-mark', x: right - 4, y: node.h / 2 }, group);
            mark.textContent = '↻';
          }
          const title = svgElement('title', {}, group);
          title.textContent = node.name + (node.folder ? '\n' + node.folder : '') + (node.findings.length ? '\n' + node.findings.length + ' finding(s)' : '');
          return group;
        });

        // The minimap: every box as a dot in its feature's colour (red or amber with findings),
        // and the part of the map on screen as a frame; click or drag in it to move there.
        const minimap = document.createElement('canvas');
        minimap.id = 'minimap';
        minimap.setAttribute('aria-label', 'Overview of the whole map: click to move there');
        viewport.appendChild(minimap);
        const miniWidth = Math.min(360, Math.max(160, 220 * Math.sqrt(data.width / Math.max(data.height, 1)) / 2));
        const miniScale = Math.min(miniWidth / data.width, 120 / data.height);
        const miniHeight = Math.max(18, data.height * miniScale);
        const pixelRatio = window.devicePixelRatio || 1;
        minimap.width = Math.round(miniWidth * pixelRatio);
        minimap.height = Math.round(miniHeight * pixelRatio);
        minimap.style.width = miniWidth + 'px';
        minimap.style.height = miniHeight + 'px';
        const rootStyle = getComputedStyle(document.documentElement);
        const miniColours = { error: rootStyle.getPropertyValue('--error').trim(), warning: rootStyle.getPropertyValue('--warning').trim(),
          frame: rootStyle.getPropertyValue('--accent').trim(), plain: rootStyle.getPropertyValue('--node-stroke').trim() };

        function drawMinimap() {
          const context = minimap.getContext('2d');
          context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
          context.clearRect(0, 0, miniWidth, miniHeight);
          nodes.forEach((node, index) => {
            if (!state.visible[index]) return;
            context.fillStyle = node.worst ? miniColours[node.worst]
              : node.group !== null && node.group !== undefined ? 'hsl(' + hue(node.group) + ' 55% 55%)' : miniColours.plain;
            context.fillRect((node.x - node.w / 2) * miniScale, (node.y - node.h / 2) * miniScale, Math.max(1.5, node.w * miniScale), Math.max(1.5, node.h * miniScale));
          });
          const box = viewport.getBoundingClientRect();
          context.strokeStyle = miniColours.frame;
          context.lineWidth = 1.5;
          context.strokeRect(-state.x / state.scale * miniScale, -state.y / state.scale * miniScale, box.width / state.scale * miniScale, box.height / state.scale * miniScale);
        }

        function moveToMinimap(event) {
          const area = minimap.getBoundingClientRect();
          const box = viewport.getBoundingClientRect();
          state.x = box.width / 2 - (event.clientX - area.left) / miniScale * state.scale;
          state.y = box.height / 2 - (event.clientY - area.top) / miniScale * state.scale;
          applyView();
        }
        let miniDragging = false;
        minimap.addEventListener('pointerdown', (event) => { event.stopPropagation(); miniDragging = true; minimap.setPointerCapture(event.pointerId); moveToMinimap(event); });
        minimap.addEventListener('pointermove', (event) => { if (miniDragging) moveToMinimap(event); });
        minimap.addEventListener('pointerup', (event) => { event.stopPropagation(); miniDragging = false; });

        function applyView() {
          scene.setAttribute('transform', 'translate(' + state.x + ',' + state.y + ') scale(' + state.scale + ')');
          scene.classList.toggle('far', state.scale < 0.55);
          labelLayer.style.fontSize = (13 / state.scale) + 'px';
          drawMinimap();
        }

        function bounds(indices) {
          let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
          for (const index of indices) {
            const node = nodes[index];
            const at = position(index);
            left = Math.min(left, at.x - node.w / 2); right = Math.max(right, at.x + node.w / 2);
            top = Math.min(top, at.y - node.h / 2); bottom = Math.max(bottom, at.y + node.h / 2);
          }
          return left === Infinity ? { left: 0, top: 0, right: data.width, bottom: data.height } : { left, top, right, bottom };
        }

        function fitTo(indices, largest) {
          const box = viewport.getBoundingClientRect();
          const area = bounds(indices);
          const margin = 36;
          const width = Math.max(area.right - area.left, 1), height = Math.max(area.bottom - area.top, 1);
          state.scale = Math.max(0.04, Math.min((box.width - 2 * margin) / width, (box.height - 2 * margin) / height, largest || 1.5));
          state.x = box.width / 2 - (area.left + width / 2) * state.scale;
          state.y = box.height / 2 - (area.top + height / 2) * state.scale;
          applyView();
        }

        function fitVisible() {
          fitTo(nodes.map((_, index) => index).filter((index) => state.visible[index]));
        }

        // The first view: the whole map when its names can be read so; else (a long map of many
        // layers) its start at a readable size, with the minimap for the rest.
        function firstView() {
          fitVisible();
          // The minimap is for maps that do not fit on screen at a readable size.
          minimap.hidden = state.scale >= 0.45;
          if (state.scale >= 0.45) return;
          const box = viewport.getBoundingClientRect();
          state.scale = Math.max(0.45, Math.min(0.8, (box.height - 72) / data.height));
          state.x = 12;
          const app = nodes.findIndex((node) => node.kind === 'app');
          const anchor = app >= 0 ? nodes[app].y : data.height / 2;
          state.y = Math.min(24, Math.max(box.height - data.height * state.scale - 24, box.height / 2 - anchor * state.scale));
          applyView();
        }

        function zoomBy(factor, atX, atY) {
          const box = viewport.getBoundingClientRect();
          const x = atX === undefined ? box.width / 2 : atX, y = atY === undefined ? box.height / 2 : atY;
          const scale = Math.max(0.04, Math.min(4, state.scale * factor));
          state.x = x - (x - state.x) * (scale / state.scale);
          state.y = y - (y - state.y) * (scale / state.scale);
          state.scale = scale;
          applyView();
        }

        function centerOn(index) {
          const box = viewport.getBoundingClientRect();
          const node = position(index);
          const screenX = node.x * state.scale + state.x, screenY = node.y * state.scale + state.y;
          const readable = state.scale < 0.8;
          if (!readable && screenX > 40 && screenX < box.width - 40 && screenY > 40 && screenY < box.height - 40) return;
          if (readable) state.scale = 1;
          state.x = box.width / 2 - node.x * state.scale;
          state.y = box.height / 2 - node.y * state.scale;
          applyView();
        }

        let drag = null;
        viewport.addEventListener('pointerdown', (event) => {
          if (event.button !== 0) return;
          drag = { x: event.clientX, y: event.clientY, startX: state.x, startY: state.y, moved: false, target: event.target };
          viewport.setPointerCapture(event.pointerId);
        });
        viewport.addEventListener('pointermove', (event) => {
          if (!drag) return;
          const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
          if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
          drag.moved = true;
          viewport.classList.add('dragging');
          state.x = drag.startX + dx; state.y = drag.startY + dy;
          applyView();
        });
        viewport.addEventListener('pointerup', (event) => {
          const ended = drag;
          drag = null;
          viewport.classList.remove('dragging');
          if (!ended || ended.moved) return;
          const target = document.elementFromPoint(event.clientX, event.clientY) || ended.target;
          const node = target.closest('[data-node]');
          const link = target.closest('[data-link]');
          if (node) select(Number(node.getAttribute('data-node')), true);
          else if (link) selectLink(Number(link.getAttribute('data-link')));
          else select(-1);
        });
        viewport.addEventListener('wheel', (event) => {
          event.preventDefault();
          const box = viewport.getBoundingClientRect();
          zoomBy(Math.exp(-event.deltaY * 0.0015), event.clientX - box.left, event.clientY - box.top);
        }, { passive: false });
        """#
}
