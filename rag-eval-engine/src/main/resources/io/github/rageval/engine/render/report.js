document.querySelectorAll('table.sortable').forEach(function (table) {
  var headers = table.tHead.rows[0].cells;
  Array.prototype.forEach.call(headers, function (th, column) {
    var button = th.querySelector('button');
    if (!button) { return; }
    button.addEventListener('click', function () {
      var ascending = th.getAttribute('aria-sort') !== 'ascending';
      Array.prototype.forEach.call(headers, function (h) { h.removeAttribute('aria-sort'); });
      th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      var numeric = th.getAttribute('data-type') === 'number';
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = a.cells[column].getAttribute('data-sort');
        var y = b.cells[column].getAttribute('data-sort');
        var d;
        if (numeric) {
          x = parseFloat(x); y = parseFloat(y);
          d = x < y ? -1 : x > y ? 1 : 0;
        } else {
          d = x.localeCompare(y);
        }
        if (!ascending) { d = -d; }
        return d !== 0 ? d : a.getAttribute('data-index') - b.getAttribute('data-index');
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  });
});
