extension MapScript {
    /// The last part of the page's script: what is shown and highlighted (edge filters, focus
    /// on a neighbourhood, a feature, search matches, the finding filter), selection, the search
    /// box, the toolbar and the keyboard; then the first drawing, fitted to the screen.
    static let controls = #"""
        function linkShown(index) {
          return links[index].edges.some((edge) => !state.hidden.has(edge.category));
        }

        function other(index, node) { return links[index].from === node ? links[index].to : links[index].from; }

        function neighbourhood(start, depth) {
          const seen = new Set([start]);
          let frontier = [start];
          for (let step = 0; step < depth; step++) {
            const next = [];
            for (const node of frontier) {
              for (const link of outLinks[node].concat(inLinks[node])) {
                const neighbour = other(link, node);
                if (linkShown(link) && !seen.has(neighbour)) { seen.add(neighbour); next.push(neighbour); }
              }
            }
            frontier = next;
          }
          return seen;
        }

        // The classes each box and link always has, and those last written to it.
        const nodeClasses = nodeElements.map((element) => element.getAttribute('class'));
        const appliedNodeClasses = nodeClasses.slice();
        const linkClasses = links.map((link, index) => (link.cycle ? ' cycle' : '') + (linkElements[index].classList.contains('long') ? ' long' : ''));
        const appliedLinkClasses = linkElements.map((element) => element.getAttribute('class'));
        const appliedMarkers = links.map(primaryCategory);
        let categoryCache = null;
        let categoryKey = null;

        // Each link's drawn kind for the edge kinds shown, worked out again only when those change.
        function primaryCategories() {
          const key = [...state.hidden].sort().join(',');
          if (key !== categoryKey) {
            categoryKey = key;
            categoryCache = links.map(primaryCategory);
          }
          return categoryCache;
        }

        function refresh() {
          const area = state.focus && state.selected >= 0 ? neighbourhood(state.selected, state.depth) : null;
          const near = state.selected >= 0 ? neighbourhood(state.selected, 1) : null;
          let emphasis = near || (state.matches ? new Set(state.matches) : null);
          if (state.group >= 0) {
            const members = nodes.map((_, index) => index).filter((index) => nodes[index].group === state.group);
            emphasis = new Set(members.filter((index) => !emphasis || emphasis.has(index)));
          }
          const filtering = state.findingFilter !== 'all';
          const dimmed = nodes.map((_, index) => (emphasis !== null && !emphasis.has(index)) || (filtering && !passesFindingFilter(index)));
          const matches = state.matches ? new Set(state.matches) : null;
          // Each element's class is written only when it changes, so a search restyles only what it
          // dims or brightens.
          nodes.forEach((_, index) => {
            state.visible[index] = !area || area.has(index);
            let classes = nodeClasses[index];
            if (!state.visible[index]) classes += ' hidden';
            if (dimmed[index]) classes += ' dim';
            if (index === state.selected) classes += ' selected';
            else if (near && near.has(index)) classes += ' near';
            if (matches && matches.has(index)) classes += ' match';
            if (appliedNodeClasses[index] !== classes) {
              nodeElements[index].setAttribute('class', classes);
              nodeElements[index].setAttribute('aria-pressed', index === state.selected ? 'true' : 'false');
              appliedNodeClasses[index] = classes;
            }
          });
          const categories = primaryCategories();
          links.forEach((link, index) => {
            const category = categories[index];
            const shown = category !== null && state.visible[link.from] && state.visible[link.to];
            const hot = index === state.link || (state.selected >= 0 && (link.from === state.selected || link.to === state.selected));
            let classes = 'link ' + (category || '') + linkClasses[index];
            if (!shown) classes += ' hidden';
            else if (hot) classes += ' hot';
            else if (dimmed[link.from] || dimmed[link.to]) classes += ' dim';
            if (appliedLinkClasses[index] !== classes) {
              linkElements[index].setAttribute('class', classes);
              appliedLinkClasses[index] = classes;
            }
            if (category && appliedMarkers[index] !== category) {
              linkElements[index].setAttribute('marker-end', 'url(#arrow-' + category + ')');
              appliedMarkers[index] = category;
            }
          });
          const focusChanged = (area !== null) !== (focusLayout !== null) || area !== null;
          if (focusChanged) {
            for (const band of bandElements) band.classList.toggle('hidden', !!area);
            applyFocus(area);
            drawMinimap();
          }
          focusButton.setAttribute('aria-pressed', state.focus ? 'true' : 'false');
          renderPanel();
        }

        function select(index, center) {
          state.selected = index;
          state.link = -1;
          if (index < 0) state.focus = false;
          refresh();
          if (index >= 0 && center) centerOn(index);
          if (state.focus) fitVisible();
        }

        function selectLink(index) {
          state.selected = -1;
          state.focus = false;
          state.link = index;
          refresh();
        }

        function setFocus(on) {
          const was = state.focus;
          state.focus = on && state.selected >= 0;
          refresh();
          if (state.focus) fitVisible();
          else if (was && state.selected >= 0) centerOn(state.selected);
        }

        function showGroup(group) {
          state.group = group;
          state.selected = -1;
          state.link = -1;
          state.focus = false;
          refresh();
          if (group >= 0) fitTo(nodes.map((_, index) => index).filter((index) => nodes[index].group === group), 1.2);
        }

        function search(text) {
          state.query = text.trim().toLowerCase();
          state.matches = state.query ? lowerNames.map((_, index) => index).filter((index) => lowerNames[index].includes(state.query)) : null;
          state.selected = -1;
          state.link = -1;
          state.focus = false;
          refresh();
        }

        function clearSearch() {
          searchBox.value = '';
          search('');
        }

        function showKeys() {
          const keys = [['/', 'search'], ['Enter', 'select the first match'], ['← →', 'go to a module this one is shown from / shows'],
            ['↑ ↓', 'the module above / below in the same column'], ['f', 'focus on the selection and its neighbours'], ['1 2 3', 'neighbourhood depth'],
            ['+ −', 'zoom'], ['0', 'fit to the screen'], ['Esc', 'leave focus, clear the selection, then the search']];
          state.selected = -1;
          state.link = -1;
          details.replaceChildren(...section('Keys', undefined, keys.map(([key, what]) => element('li', { class: 'row' }, [element('code', { text: key }), what]))));
        }

        // Moves the selection with the arrow keys, or pans the map when nothing is selected.
        function move(key) {
          if (state.selected < 0) {
            if (state.matches && state.matches.length) { select(state.matches[0], true); return; }
            const step = 80;
            if (key === 'ArrowLeft') state.x += step; else if (key === 'ArrowRight') state.x -= step;
            else if (key === 'ArrowUp') state.y += step; else state.y -= step;
            applyView();
            return;
          }
          const here = position(state.selected);
          let candidates;
          if (key === 'ArrowRight' || key === 'ArrowLeft') {
            const list = key === 'ArrowRight' ? outLinks[state.selected] : inLinks[state.selected];
            candidates = list.filter((link) => linkShown(link)).map((link) => other(link, state.selected)).filter((index) => state.visible[index]);
            candidates.sort((a, b) => Math.abs(position(a).y - here.y) - Math.abs(position(b).y - here.y) || a - b);
          } else {
            const column = nodes.map((_, index) => index).filter((index) => state.visible[index] && position(index).layer === here.layer)
              .sort((a, b) => position(a).y - position(b).y);
            const at = column.indexOf(state.selected);
            candidates = [column[key === 'ArrowUp' ? at - 1 : at + 1]].filter((index) => index !== undefined);
          }
          if (candidates.length) select(candidates[0], true);
        }

        searchBox.addEventListener('input', () => search(searchBox.value));
        document.getElementById('fit').addEventListener('click', fitVisible);
        document.getElementById('zoom-in').addEventListener('click', () => zoomBy(1.25));
        document.getElementById('zoom-out').addEventListener('click', () => zoomBy(0.8));
        focusButton.addEventListener('click', () => setFocus(!state.focus));
        depthSelect.addEventListener('change', () => { state.depth = Number(depthSelect.value); refresh(); if (state.focus) fitVisible(); });

        document.addEventListener('keydown', (event) => {
          if (event.target === searchBox) {
            if (event.key === 'Enter' || event.key === 'ArrowDown') {
              event.preventDefault();
              if (state.matches && state.matches.length) { select(state.matches[0], true); viewport.focus(); }
            } else if (event.key === 'Escape') {
              clearSearch();
              viewport.focus();
            }
            return;
          }
          const tag = event.target.tagName;
          if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || event.metaKey || event.ctrlKey || event.altKey) return;
          switch (event.key) {
            case '/': event.preventDefault(); searchBox.focus(); searchBox.select(); break;
            case 'Escape':
              if (state.focus) setFocus(false);
              else if (state.selected >= 0 || state.link >= 0) select(-1);
              else if (state.group >= 0) showGroup(-1);
              else if (state.matches) clearSearch();
              else renderPanel();
              break;
            case 'f': case 'F': setFocus(!state.focus); break;
            case '0': fitVisible(); break;
            case '+': case '=': zoomBy(1.25); break;
            case '-': case '_': zoomBy(0.8); break;
            case '1': case '2': case '3':
              depthSelect.value = event.key; state.depth = Number(event.key); refresh(); if (state.focus) fitVisible(); break;
            case '?': showKeys(); break;
            case 'ArrowLeft': case 'ArrowRight': case 'ArrowUp': case 'ArrowDown': event.preventDefault(); move(event.key); break;
            default: return;
          }
        });

        const moduleCount = nodes.filter((node) => node.kind === 'module').length;
        const edgeCount = links.reduce((sum, link) => sum + link.edges.length, 0);
        const findingCount = data.findings.length;
        document.getElementById('summary').textContent = moduleCount + ' modules · ' + data.groups.length + ' features · ' + edgeCount + ' edges · '
          + findingCount + ' findings';
        buildFilters();
        refresh();
        firstView();
        document.documentElement.setAttribute('data-ready', String(Math.round(performance.now())));
        })();
        """#
}
