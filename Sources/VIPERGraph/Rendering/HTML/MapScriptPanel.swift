extension MapScript {
    /// The second part of the page's script: the side panel. Its filters (edge kinds, findings)
    /// stay; below them, the selected module (findings with file:line, routes out and in, deep
    /// links, files by role, its cycle), the selected link, the search results, or an overview
    /// of the app. Every text goes in as text, never as markup.
    static let panel = #"""
        function element(tag, properties, children) {
          const created = document.createElement(tag);
          for (const key in properties || {}) {
            if (key === 'text') created.textContent = properties[key];
            else if (key === 'onclick') created.addEventListener('click', properties[key]);
            else created.setAttribute(key, properties[key]);
          }
          for (const child of children || []) if (child) created.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
          return created;
        }

        function moduleButton(index) {
          return element('button', { type: 'button', class: 'linkish', 'data-go': index, text: nodes[index].name, onclick: () => select(index, true) });
        }

        function chip(text, kind) { return element('span', { class: 'chip ' + (kind || ''), text }); }
        function at(places) { return places && places.length ? element('div', { class: 'at', text: places.slice(0, 3).join(', ') + (places.length > 3 ? ' (+' + (places.length - 3) + ')' : '') }) : null; }
        function section(title, count, items, empty) {
          const heading = element('h3', { text: title + (count === undefined ? '' : ' (' + count + ')') });
          const list = element('ul', {}, items.length ? items : [element('li', { class: 'empty', text: empty || 'None' })]);
          return [heading, list];
        }

        const filterBox = element('section', { id: 'filters' });
        const details = element('section', { id: 'details' });
        panel.append(filterBox, details);

        function buildFilters() {
          const kinds = element('div', { class: 'filters' }, data.categories.map((category) => {
            const box = element('input', { type: 'checkbox', 'data-category': category.id });
            box.checked = true;
            box.addEventListener('change', () => { if (box.checked) state.hidden.delete(category.id); else state.hidden.add(category.id); refresh(); });
            return element('label', {}, [box, element('span', { class: 'swatch ' + category.id }), category.label + ' (' + category.count + ')']);
          }));
          const select = element('select', { id: 'finding-filter', 'aria-label': 'Show modules with' });
          const rules = [...new Set(data.findings.map((finding) => finding.rule))].sort();
          const options = [['all', 'All modules'], ['any', 'With findings'], ['error', 'With errors'], ['unreached', 'Unreached'], ['cycle', 'In a navigation cycle']]
            .concat(rules.map((rule) => ['rule:' + rule, 'Rule: ' + rule]));
          for (const [value, label] of options) select.appendChild(element('option', { value, text: label }));
          select.addEventListener('change', () => { state.findingFilter = select.value; refresh(); });
          filterBox.append(element('h3', { text: 'Edges' }), kinds, element('h3', { text: 'Highlight' }), select);
        }

        function passesFindingFilter(index) {
          const node = nodes[index];
          const filter = state.findingFilter;
          if (filter === 'all') return true;
          if (filter === 'any') return node.findings.length > 0;
          if (filter === 'error') return node.worst === 'error';
          if (filter === 'unreached') return node.unreached;
          if (filter === 'cycle') return node.cycle !== null && node.cycle !== undefined;
          const rule = filter.slice(5);
          return node.findings.some((finding) => data.findings[finding].rule === rule);
        }

        function findingItem(index, showNode) {
          const finding = data.findings[index];
          return element('li', { class: 'finding' }, [
            element('div', { class: 'row' }, [chip(finding.severity, finding.severity), element('code', { text: finding.rule }),
              showNode && finding.node !== null && finding.node !== undefined ? moduleButton(finding.node) : null]),
            element('p', { class: 'message', text: finding.message }), at([finding.at]),
          ]);
        }

        function edgeItems(linkIndex, towards) {
          const link = links[linkIndex];
          const other = towards === 'out' ? link.to : link.from;
          return link.edges.filter((edge) => !state.hidden.has(edge.category)).map((edge) => element('li', { class: 'route-' + towards }, [
            element('div', { class: 'row' }, [
              towards === 'in' ? moduleButton(other) : null, towards === 'in' ? '→' : null,
              element('span', { class: 'swatch ' + edge.category }), element('span', { text: edge.label }),
              towards === 'out' ? '→' : null, towards === 'out' ? moduleButton(other) : null,
              link.cycle ? chip('cycle', 'cycle') : null,
            ]),
            edge.detail ? element('div', { class: 'meta', text: edge.detail }) : null, at(edge.at),
          ]));
        }

        function typeItems(node) {
          const byRole = {};
          for (const type of node.types) (byRole[type.role] = byRole[type.role] || []).push(type);
          return ROLE_ORDER.filter((role) => byRole[role]).map((role) => element('li', {}, [
            element('div', { class: 'meta', text: ROLE_LABEL[role] }),
            ...byRole[role].map((type) => element('div', { class: 'row' }, [element('code', { text: type.name }), type.contract ? chip('contract') : null, at([type.at])])),
          ]));
        }

        function showModule(index) {
          const node = nodes[index];
          const errors = node.findings.filter((finding) => data.findings[finding].severity === 'error').length;
          const warnings = node.findings.length - errors;
          const group = node.group !== null && node.group !== undefined ? data.groups[node.group].name : null;
          const header = [
            element('h2', { text: node.name }),
            element('div', { class: 'meta', text: [group ? 'Feature: ' + group : null, node.kind === 'module' ? null : node.kind].filter(Boolean).join(' · ') }),
            node.folder ? element('div', { class: 'at', text: node.folder + '/' }) : null,
            element('div', { class: 'row' }, [
              errors ? chip(errors + ' error' + (errors > 1 ? 's' : ''), 'error') : null,
              warnings ? chip(warnings + ' warning' + (warnings > 1 ? 's' : ''), 'warning') : null,
              node.unreached ? chip('unreached', 'unreached') : null,
              node.cycle !== null && node.cycle !== undefined ? chip('navigation cycle', 'cycle') : null,
            ]),
            element('div', { class: 'row' }, [
              element('button', { type: 'button', text: state.focus ? 'Show all' : 'Focus on neighbourhood', onclick: () => setFocus(!state.focus) }),
              element('button', { type: 'button', text: 'Centre', onclick: () => { state.scale = Math.max(state.scale, 1); centerOn(index); } }),
            ]),
          ];
          const deepLinks = inLinks[index].filter((link) => nodes[links[link].from].kind === 'deepLinks');
          const routesIn = inLinks[index].filter((link) => !deepLinks.includes(link));
          const out = outLinks[index].flatMap((link) => edgeItems(link, 'out'));
          const incoming = routesIn.flatMap((link) => edgeItems(link, 'in'));
          const linked = deepLinks.flatMap((link) => edgeItems(link, 'link'));
          const members = node.cycle === null || node.cycle === undefined ? [] : nodes.map((_, other) => other).filter((other) => nodes[other].cycle === node.cycle && other !== index);
          details.replaceChildren(...header,
            ...section('Findings', node.findings.length, node.findings.map((finding) => findingItem(finding, false))),
            ...section('Routes out', out.length, out),
            ...section('Routes in', incoming.length, incoming, node.unreached ? 'None: nothing builds or routes to this module' : 'None'),
            ...section('Deep links', linked.length, linked),
            ...(node.kind === 'module' ? section('Files by role', node.types.length, typeItems(node)) : []),
            ...(members.length ? section('In a navigation cycle with', members.length, members.map((other) => element('li', {}, [moduleButton(other)]))) : []));
        }

        function showLink(index) {
          const link = links[index];
          details.replaceChildren(
            element('h2', {}, [moduleButton(link.from), ' → ', moduleButton(link.to)]),
            ...section('Edges', link.edges.length, edgeItems(index, 'link')));
        }

        function showSearch() {
          const found = state.matches;
          const shown = found.slice(0, 60).map((index) => element('li', {}, [element('div', { class: 'row' }, [moduleButton(index),
            nodes[index].group !== null && nodes[index].group !== undefined ? element('span', { class: 'meta', text: data.groups[nodes[index].group].name }) : null])]));
          details.replaceChildren(...section('Search results', found.length, shown, 'No module matches “' + state.query + '”'));
        }

        function showOverview() {
          const modules = nodes.map((_, index) => index).filter((index) => nodes[index].kind === 'module');
          const errors = data.findings.filter((finding) => finding.severity === 'error').length;
          const groupCounts = data.groups.map((_, group) => modules.filter((index) => nodes[index].group === group).length);
          const groups = data.groups.map((group, index) => element('li', {}, [element('div', { class: 'row' }, [
            element('button', { type: 'button', class: 'linkish', 'data-group': index, text: group.name, onclick: () => showGroup(index) }),
            element('span', { class: 'meta', text: groupCounts[index] + ' modules' })])]));
          const unreached = modules.filter((index) => nodes[index].unreached).map((index) => element('li', {}, [moduleButton(index)]));
          const cycleCount = Math.max(-1, ...modules.map((index) => nodes[index].cycle ?? -1)) + 1;
          const cycles = Array.from({ length: cycleCount }, (_, cycle) => element('li', { class: 'row' },
            modules.filter((index) => nodes[index].cycle === cycle).map(moduleButton)));
          const ranked = modules.filter((index) => nodes[index].findings.length)
            .sort((a, b) => (nodes[a].worst === 'error' ? 0 : 1) - (nodes[b].worst === 'error' ? 0 : 1) || nodes[b].findings.length - nodes[a].findings.length || a - b)
            .slice(0, 12).map((index) => element('li', { class: 'row' }, [moduleButton(index), chip(String(nodes[index].findings.length), nodes[index].worst)]));
          const loose = data.findings.map((_, index) => index).filter((index) => data.findings[index].node === null || data.findings[index].node === undefined);
          details.replaceChildren(
            element('h2', { text: 'Overview' }),
            element('div', { class: 'meta', text: modules.length + ' modules · ' + links.reduce((sum, link) => sum + link.edges.length, 0) + ' edges · '
              + data.findings.length + ' findings (' + errors + ' errors)' }),
            element('p', { class: 'meta', text: 'Select a module to see its findings, routes, deep links and files. Click a feature to show only it.' }),
            ...section('Features', data.groups.length, groups),
            ...section('Most findings', ranked.length, ranked),
            ...section('Unreached modules', unreached.length, unreached),
            ...section('Navigation cycles', cycles.length, cycles),
            ...section('Findings outside any module', loose.length, loose.slice(0, 100).map((index) => findingItem(index, false))));
        }

        function renderPanel() {
          if (state.selected >= 0) showModule(state.selected);
          else if (state.link >= 0) showLink(state.link);
          else if (state.matches) showSearch();
          else showOverview();
        }
        """#
}
