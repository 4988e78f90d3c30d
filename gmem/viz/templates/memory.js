/* gmem memory page: draws the three tiers with cytoscape.js (inlined above), shows one task's run in the
   bottom tier (click a task to switch), explains the traversal and each node in the side panel, and writes
   what it drew into #gmem-summary once the graph is built. */
(function () {
  'use strict';

  const data = JSON.parse(document.getElementById('gmem-data').textContent);
  const meta = data.meta;
  const panel = document.getElementById('panel-body');
  const summary = document.getElementById('gmem-summary');
  const highlight = document.getElementById('highlight');
  const colours = {
    resolved: '#2f9e62', failed: '#d9483b', unknown: '#8d96a0', accent: '#5b47d6', insight: '#d97706',
    agent: '#4a78c2', thought: '#9db8e6', environment: '#a3adb9', reply: '#4a78c2', handoff: '#8b5cf6',
    result: '#14a39a', temporal: '#c3cad4', link: '#c2cad6',
  };

  const style = [
    { selector: 'node', style: {
      'label': 'data(label)', 'font-size': 13, 'color': '#334155', 'text-wrap': 'wrap', 'text-max-width': 150,
      'min-zoomed-font-size': 6, 'text-valign': 'bottom', 'text-margin-y': 5,
      'text-background-color': '#ffffff', 'text-background-opacity': 0.75, 'text-background-padding': 1,
    } },
    { selector: 'node.tier', style: {
      'shape': 'round-rectangle', 'background-color': '#f5f7fb', 'background-opacity': 1, 'border-width': 1,
      'border-color': '#dde3ec', 'padding': 34, 'text-valign': 'top', 'text-halign': 'center', 'font-size': 26,
      'font-weight': 600, 'color': '#475569', 'text-margin-y': -8, 'text-background-opacity': 0,
      'text-max-width': 2000, 'min-zoomed-font-size': 4, 'events': 'no',
    } },
    { selector: 'node.lane', style: {
      'shape': 'rectangle', 'background-color': '#e9eef6', 'border-width': 0, 'padding': 12,
      'text-valign': 'center', 'text-halign': 'left', 'text-margin-x': -12, 'font-size': 16, 'font-weight': 600,
      'color': '#475569', 'text-background-opacity': 0, 'events': 'no', 'min-zoomed-font-size': 4,
    } },
    { selector: 'node.anchor', style: { 'width': 1, 'height': 1, 'opacity': 0, 'events': 'no', 'label': '' } },
    { selector: 'node.task', style: {
      'width': 30, 'height': 30, 'background-color': colours.unknown, 'border-width': 2, 'border-color': '#ffffff',
      'label': '', 'z-index': 4,
    } },
    { selector: 'node.task.resolved', style: { 'background-color': colours.resolved } },
    { selector: 'node.task.failed', style: { 'background-color': colours.failed } },
    { selector: 'node.task.picked', style: {
      'width': 36, 'height': 36, 'border-width': 3, 'border-color': colours.accent, 'z-index': 8,
    } },
    { selector: 'node.task.seed', style: {
      'width': 50, 'height': 50, 'border-width': 5, 'label': 'data(label)', 'font-weight': 600, 'font-size': 15,
      'color': '#1e1b4b', 'z-index': 12,
    } },
    { selector: 'node.task.hop', style: { 'border-style': 'dashed' } },
    { selector: 'node.task.score', style: { 'border-style': 'dotted' } },
    { selector: 'node.task.near', style: {
      'width': 40, 'height': 40, 'border-width': 4, 'border-color': colours.accent, 'border-style': 'dashed',
      'label': 'data(label)', 'z-index': 10,
    } },
    { selector: 'node.task.focus', style: { 'label': 'data(label)', 'font-weight': 700 } },
    { selector: 'node.task.focus.lit', style: {
      'width': 54, 'height': 54, 'border-width': 5, 'border-color': colours.accent, 'font-size': 15, 'z-index': 12,
    } },
    { selector: 'node.task:selected', style: { 'label': 'data(label)' } },
    { selector: 'node.task.excerpt', style: {
      'outline-width': 4, 'outline-color': colours.insight, 'outline-offset': 2, 'outline-opacity': 0.9,
    } },
    { selector: 'node.task.focus', style: { 'shape': 'round-rectangle' } },
    { selector: 'node.query', style: {
      'shape': 'diamond', 'width': 66, 'height': 66, 'background-color': colours.accent, 'font-size': 18,
      'font-weight': 700, 'color': '#1e1b4b', 'text-max-width': 260, 'z-index': 20,
    } },
    { selector: 'node.insight', style: {
      'shape': 'round-rectangle', 'width': 250, 'height': 86, 'background-color': '#fff8e6',
      'border-width': 1.5, 'border-color': '#e8c170', 'text-valign': 'center', 'text-margin-y': 0,
      'text-max-width': 234, 'font-size': 13, 'color': '#57400c', 'text-background-opacity': 0, 'z-index': 6,
    } },
    { selector: 'node.insight.negative', style: { 'background-color': '#f4f4f5', 'border-color': '#c4c4c8', 'color': '#6b7280' } },
    { selector: 'node.insight.picked, node.insight.tied', style: {
      'border-width': 4, 'border-color': colours.insight, 'background-color': '#ffefc2', 'font-weight': 600,
      'z-index': 10,
    } },
    { selector: 'node.utterance', style: {
      'width': 18, 'height': 18, 'background-color': colours.agent, 'font-size': 10, 'text-max-width': 90,
      'border-width': 0, 'min-zoomed-font-size': 8,
    } },
    { selector: 'node.utterance.message', style: { 'background-color': colours.thought, 'shape': 'round-rectangle' } },
    { selector: 'node.utterance.environment', style: { 'background-color': colours.environment, 'shape': 'rectangle' } },
    { selector: 'node.utterance.key', style: { 'border-width': 2.5, 'border-color': '#1f2937', 'width': 22, 'height': 22 } },
    { selector: 'node.utterance.excerpt', style: {
      'outline-width': 4, 'outline-color': colours.insight, 'outline-offset': 1, 'outline-opacity': 0.95,
      'font-weight': 600, 'min-zoomed-font-size': 5,
    } },
    { selector: 'node:selected', style: { 'overlay-color': colours.accent, 'overlay-opacity': 0.22, 'overlay-padding': 6 } },
    { selector: 'edge', style: {
      'width': 1.2, 'line-color': colours.link, 'curve-style': 'bezier', 'opacity': 0.8,
      'target-arrow-color': colours.link,
    } },
    { selector: 'edge.link', style: { 'width': 'mapData(weight, 0.4, 2.5, 0.8, 4)' } },
    { selector: 'edge.link.traversal', style: { 'line-color': colours.accent, 'opacity': 0.55, 'z-index': 5 } },
    { selector: 'edge.pick', style: {
      'line-color': colours.accent, 'width': 3, 'target-arrow-shape': 'triangle', 'target-arrow-color': colours.accent,
      'label': 'data(label)', 'font-size': 13, 'font-weight': 600, 'color': '#3730a3', 'text-background-color': '#ffffff',
      'text-background-opacity': 0.9, 'text-background-padding': 2, 'z-index': 8, 'opacity': 1,
    } },
    { selector: 'edge.hyper', style: { 'line-style': 'dashed', 'line-dash-pattern': [5, 5], 'width': 1, 'opacity': 0.45 } },
    { selector: 'edge.hyper.supports', style: { 'line-color': '#7cc79a' } },
    { selector: 'edge.hyper.contradicts', style: { 'line-color': '#e79a92' } },
    { selector: 'edge.hyper.traversal', style: {
      'line-style': 'solid', 'line-color': colours.insight, 'width': 1, 'opacity': 0.35, 'z-index': 6,
    } },
    { selector: 'edge.hyper.traversal.seed', style: { 'width': 2.4, 'opacity': 0.8 } },
    { selector: 'edge.flow', style: {
      'width': 1.4, 'target-arrow-shape': 'triangle', 'arrow-scale': 0.7, 'line-color': colours.temporal,
      'target-arrow-color': colours.temporal,
    } },
    { selector: 'edge.flow.result', style: { 'line-color': colours.result, 'target-arrow-color': colours.result, 'width': 1.8 } },
    { selector: 'edge.flow.reply', style: {
      'line-color': colours.reply, 'target-arrow-color': colours.reply, 'curve-style': 'unbundled-bezier',
      'control-point-distances': [-40], 'control-point-weights': [0.5], 'width': 1.8,
    } },
    { selector: 'edge.flow.handoff', style: {
      'line-color': colours.handoff, 'target-arrow-color': colours.handoff, 'line-style': 'dashed', 'width': 2,
    } },
    { selector: '.faded', style: { 'opacity': 0.16, 'text-opacity': 0.3 } },
    { selector: 'edge.hover', style: { 'opacity': 1, 'width': 3, 'z-index': 30 } },
  ];

  const cy = cytoscape({
    container: document.getElementById('cy'),
    elements: data.elements,
    style: style,
    layout: { name: 'preset', fit: false },
    minZoom: 0.03,
    maxZoom: 5,
    boxSelectionEnabled: false,
  });
  const lit = !cy.nodes('.lit').empty();  // something to keep bright: a query's traversal or a task's neighbours
  let shownRun = null;

  function element(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }

  function statusTag(status) {
    return element('span', status, 'tag ' + status);
  }

  function focusOn(id) {
    const target = cy.getElementById(id);
    if (target.empty()) return;
    cy.$(':selected').unselect();
    target.select();
    cy.animate({ center: { eles: target }, zoom: Math.max(cy.zoom(), 0.9) }, { duration: 250 });
    showDetails(target);
  }

  function pickList(tag, items, render) {
    const list = element(tag, null, 'picks');
    items.forEach(function (item) {
      const li = element('li');
      render(li, item);
      li.addEventListener('click', function () { focusOn(item.id); });
      list.appendChild(li);
    });
    return list;
  }

  function legend() {
    const box = element('div', null, 'legend');
    const rows = [
      ['', colours.resolved, 'task resolved'], ['', colours.failed, 'task failed'],
      ['', colours.unknown, 'task outcome unknown'], ['', colours.accent, 'query, and what its traversal ranked'],
      ['square', '#ffefc2', 'insight (gold frame: taken up for the query)'],
      ['', colours.insight, 'run excerpt shown to the team (gold ring)'],
      ['', colours.agent, 'agent utterance (rounded: a message or thought)'],
      ['square', colours.environment, 'environment observation'],
      ['line', colours.result, 'result edge'], ['line', colours.reply, 'reply edge'],
      ['line', colours.handoff, 'hand-off edge'], ['line', colours.temporal, 'next in time'],
    ];
    rows.forEach(function (row) {
      const swatch = element('span', null, 'swatch ' + row[0]);
      swatch.style.background = row[1];
      box.appendChild(swatch);
      box.appendChild(element('span', row[2]));
    });
    return box;
  }

  function showOverview() {
    panel.replaceChildren();
    const t = data.traversal;
    if (meta.query !== null) {
      panel.appendChild(element('h2', 'Traversal for the query'));
      panel.appendChild(element('div', meta.query, 'quote'));
      panel.appendChild(element('p', 'Seeds are the nearest past tasks by score; hops are their neighbours in ' +
        'the query graph. Up: insights tied to the ranked tasks, by relevance. Down: key steps of the best ' +
        'resolved and failed runs.'));
      panel.appendChild(element('h3', 'Tasks ranked (' + t.tasks.length + ')'));
      panel.appendChild(pickList('ol', t.tasks, function (li, item) {
        li.appendChild(element('span', item.score.toFixed(2) + ' ', 'score'));
        li.appendChild(element('span', item.text));
        li.appendChild(statusTag(item.status));
        li.appendChild(element('span', item.via, 'tag via'));
      }));
      panel.appendChild(element('h3', 'Insights taken up (' + t.insights.length + ')'));
      panel.appendChild(pickList('ol', t.insights, function (li, item) {
        li.appendChild(element('span', item.relevance.toFixed(2) + ' ', 'score'));
        li.appendChild(element('span', item.text));
      }));
      panel.appendChild(element('h3', 'Excerpts shown (' + t.excerpts.length + ')'));
      panel.appendChild(pickList('ul', t.excerpts, function (li, item) {
        li.appendChild(element('span', item.task + ': ' + item.utterances + ' utterances'));
      }));
    } else {
      panel.appendChild(element('h2', meta.title));
      panel.appendChild(element('p', 'Click a node to read it; click a task to show its run in the bottom tier.'));
      if (t.near.length) {
        panel.appendChild(element('h3', 'Neighbours in the query graph (' + t.near.length + ')'));
        panel.appendChild(pickList('ol', t.near, function (li, item) {
          li.appendChild(element('span', item.text));
          li.appendChild(statusTag(item.status));
        }));
      }
    }
    panel.appendChild(element('h3', 'Drawn'));
    panel.appendChild(element('p', meta.note));
    panel.appendChild(element('h3', 'Legend'));
    panel.appendChild(legend());
  }

  function showDetails(node) {
    const details = node.data('details');
    if (!details) return;
    panel.replaceChildren();
    panel.appendChild(element('h2', details.title));
    const table = element('table', null, 'fields');
    details.fields.forEach(function (pair) {
      const row = element('tr');
      row.appendChild(element('th', pair[0]));
      row.appendChild(element('td', pair[1]));
      table.appendChild(row);
    });
    panel.appendChild(table);
    panel.appendChild(element('div', details.text, 'quote'));
  }

  function showRun(taskId) {
    if (!taskId || !data.runs[taskId] || taskId === shownRun) return;
    cy.batch(function () {
      cy.remove('.run');
      cy.add(data.runs[taskId].elements);
      cy.$('node.task').removeClass('focus');
      cy.getElementById('task:' + taskId).addClass('focus');
    });
    shownRun = taskId;
    applyHighlight();
    writeSummary();
  }

  function applyHighlight() {
    cy.elements().removeClass('faded');
    if (!lit || highlight.getAttribute('aria-pressed') !== 'true') return;
    cy.elements('node.task, node.insight, edge.link, edge.hyper').not('.lit, .traversal').addClass('faded');
  }

  function writeSummary() {
    const drawn = cy.nodes().filter(function (n) {
      return !n.hasClass('tier') && !n.hasClass('lane') && !n.hasClass('anchor');
    });
    summary.textContent = JSON.stringify({
      ready: true,
      nodes: drawn.map(function (n) { return n.id(); }),
      edges: cy.edges().length,
      picked: cy.nodes('.picked').map(function (n) { return n.id(); }),
      excerpt: cy.nodes('.utterance.excerpt').map(function (n) { return n.id(); }),
      traversal_edges: cy.edges('.traversal').length,
      run: shownRun,
      faded: cy.elements('.faded').length,
    });
    summary.dataset.ready = 'true';
  }

  document.getElementById('title').textContent = meta.title;
  document.getElementById('note').textContent = meta.note;
  highlight.hidden = !lit;
  highlight.textContent = meta.query === null ? 'Neighbourhood only' : 'Traversal only';
  highlight.addEventListener('click', function () {
    highlight.setAttribute('aria-pressed', highlight.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
    applyHighlight();
    writeSummary();
  });
  document.getElementById('fit').addEventListener('click', function () { cy.fit(undefined, 30); });
  document.getElementById('overview').addEventListener('click', function () {
    cy.$(':selected').unselect();
    showOverview();
  });

  cy.on('tap', 'node', function (event) {
    const node = event.target;
    showDetails(node);
    if (node.hasClass('task')) showRun(node.data('task'));
  });
  cy.on('tap', function (event) {
    if (event.target === cy) showOverview();
  });
  cy.on('mouseover', 'node', function (event) { event.target.connectedEdges().addClass('hover'); });
  cy.on('mouseout', 'node', function (event) { event.target.connectedEdges().removeClass('hover'); });

  // Until the reader pans or zooms, keep the whole memory in view as the window settles or is resized.
  let touched = false;
  cy.on('tapstart', function () { touched = true; });
  cy.container().addEventListener('wheel', function () { touched = true; }, { passive: true });
  function refit() {
    if (touched) return;
    cy.resize();
    cy.fit(undefined, 30);
  }
  window.addEventListener('resize', refit);
  window.addEventListener('load', refit);

  showOverview();
  showRun(meta.focus);
  applyHighlight();
  refit();
  writeSummary();
})();
