// Run at the end of a copy of report.html: measures the page as laid out and writes what it found into the page,
// as JSON in a pre element with the id page-probe, for ReportPageInBrowserTest to read from the dumped DOM.
(function () {
  var root = document.documentElement;
  var out = {clientWidth: root.clientWidth, scrollWidth: root.scrollWidth, sticksOut: [], scrollers: [], counts: {},
    metricChanged: {}, flips: {}, rows: 0, misses: 0, bars: 0, unlabelled: []};
  function describe(e) {
    var css = e.getAttribute('class');
    return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (css ? '.' + css : '');
  }
  document.body.querySelectorAll('*').forEach(function (e) {
    if (e.closest('.scroll') || out.sticksOut.length >= 10) { return; }
    var box = e.getBoundingClientRect();
    if (box.right > root.clientWidth + 0.5) { out.sticksOut.push(describe(e) + ' ends at ' + Math.round(box.right)); }
  });
  document.querySelectorAll('.scroll').forEach(function (e) {
    out.scrollers.push({table: describe(e.firstElementChild), scrollWidth: e.scrollWidth, clientWidth: e.clientWidth});
  });
  document.querySelectorAll('[data-count]').forEach(function (e) {
    out.counts[e.getAttribute('data-count')] = Number(e.textContent);
  });
  document.querySelectorAll('td[data-metric-changed]').forEach(function (td) {
    out.metricChanged[td.parentNode.cells[0].textContent] = Number(td.textContent.split(' ')[0]);
  });
  document.querySelectorAll('table[data-flips-of]').forEach(function (table) {
    out.flips[table.getAttribute('data-flips-of')] = table.tBodies[0].rows.length;
  });
  document.querySelectorAll('#queries tbody tr').forEach(function (row) {
    out.rows++;
    if (row.querySelector('td.result').textContent === 'MISS') { out.misses++; }
  });
  document.querySelectorAll('figure svg rect').forEach(function (rect) {
    var title = rect.querySelector('title');
    if (!title) { return; }
    out.bars++;
    var value = /(\d+\.\d\d)(?!\d)/.exec(title.textContent)[1];
    var text = rect.nextElementSibling;
    if (!text || text.tagName !== 'text' || text.textContent !== value) {
      out.unlabelled.push(title.textContent + ': no value written');
      return;
    }
    var chart = rect.ownerSVGElement.getBoundingClientRect();
    var label = text.getBoundingClientRect();
    if (label.width === 0 || label.left < chart.left || label.right > chart.right || label.top < chart.top
        || label.bottom > chart.bottom) {
      out.unlabelled.push(title.textContent + ': its value is not inside the chart');
    }
  });
  var probe = document.createElement('pre');
  probe.id = 'page-probe';
  probe.textContent = JSON.stringify(out);
  document.body.appendChild(probe);
})();
