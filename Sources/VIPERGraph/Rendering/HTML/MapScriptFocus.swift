extension MapScript {
    /// The part of the page's script that draws a focus: the selected module and its
    /// neighbourhood, laid out on their own in columns by hops (what leads to the module on the
    /// left, what it leads to on the right), so a neighbourhood reads at full size however far
    /// apart its modules are on the whole map.
    static let focus = #"""
        let focusLayout = null;
        const originalPaths = linkElements.map((path) => path.getAttribute('d'));

        function position(index) {
          return focusLayout && focusLayout.has(index) ? focusLayout.get(index) : nodes[index];
        }

        function layoutFocus(area) {
          const column = new Map([[state.selected, 0]]);
          const queue = [state.selected];
          for (let head = 0; head < queue.length; head++) {
            const node = queue[head];
            for (const link of outLinks[node]) {
              const next = links[link].to;
              if (area.has(next) && linkShown(link) && !column.has(next)) { column.set(next, column.get(node) + 1); queue.push(next); }
            }
            for (const link of inLinks[node]) {
              const next = links[link].from;
              if (area.has(next) && linkShown(link) && !column.has(next)) { column.set(next, column.get(node) - 1); queue.push(next); }
            }
          }
          const columns = new Map();
          for (const [node, key] of column) {
            if (!columns.has(key)) columns.set(key, []);
            columns.get(key).push(node);
          }
          const layout = new Map();
          let x = 0;
          for (const key of [...columns.keys()].sort((a, b) => a - b)) {
            const members = columns.get(key).sort((a, b) => nodes[a].y - nodes[b].y || a - b);
            const width = Math.max(...members.map((member) => nodes[member].w));
            const height = members.length * 40 - 14;
            members.forEach((member, row) => layout.set(member, { x: x + width / 2, y: row * 40 - height / 2, layer: key }));
            x += width + 110;
          }
          return layout;
        }

        function placeNode(index) {
          const at = position(index);
          nodeElements[index].setAttribute('transform', 'translate(' + (at.x - nodes[index].w / 2) + ',' + (at.y - nodes[index].h / 2) + ')');
        }

        function placeLink(index) {
          const link = links[index];
          const path = linkElements[index];
          if (!focusLayout || !focusLayout.has(link.from) || !focusLayout.has(link.to)) { path.setAttribute('d', originalPaths[index]); return; }
          const from = position(link.from), to = position(link.to);
          const fromHalf = nodes[link.from].w / 2, toHalf = nodes[link.to].w / 2;
          if (to.layer === from.layer) {
            const x1 = from.x + fromHalf, x2 = to.x + toHalf;
            path.setAttribute('d', 'M' + x1 + ',' + from.y + 'C' + (x1 + 60) + ',' + from.y + ' ' + (x2 + 60) + ',' + to.y + ' ' + x2 + ',' + to.y);
            return;
          }
          const forwards = to.layer > from.layer;
          const points = forwards ? [from.x + fromHalf, from.y, to.x - toHalf, to.y] : [from.x - fromHalf, from.y, to.x + toHalf, to.y];
          path.setAttribute('d', pathData(points, 0));
        }

        // Lays the focus out (or back on the whole map) when the area shown changes.
        function applyFocus(area) {
          const was = focusLayout !== null;
          focusLayout = area ? layoutFocus(area) : null;
          if (focusLayout || was) {
            nodes.forEach((_, index) => placeNode(index));
            links.forEach((_, index) => placeLink(index));
          }
          labelLayer.style.display = focusLayout ? 'none' : '';
          minimap.style.visibility = focusLayout ? 'hidden' : '';
        }
        """#
}
