/**
 * The verification page's one script (issue 29.1): the page is written in the company's zone and says so; in a
 * browser this turns every `<time datetime>` into YYYY-MM-DD HH:mm:ss of the reader's own zone and names that zone
 * in `[data-time-zone]`, so the page shows the dates the portal shows its reader. Served from our origin (the
 * content security policy allows no inline script).
 */
export const LOCAL_TIME_SCRIPT = `(function () {
  'use strict';
  var zone;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch (e) {
    return;
  }
  if (!zone) return;
  var format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23'
  });
  function parts(d) {
    var p = {};
    format.formatToParts(d).forEach(function (x) { p[x.type] = x.value; });
    return p;
  }
  function shown(d) {
    var p = parts(d);
    return p.year + '-' + p.month + '-' + p.day + ' ' + p.hour + ':' + p.minute + ':' + p.second;
  }
  function offset(d) {
    var p = parts(d);
    var asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
    var minutes = Math.round((asUtc - Math.floor(d.getTime() / 1000) * 1000) / 60000);
    var abs = Math.abs(minutes);
    var pad = function (n) { return (n < 10 ? '0' : '') + n; };
    return (minutes < 0 ? '-' : '+') + pad(Math.floor(abs / 60)) + ':' + pad(abs % 60);
  }
  var times = document.querySelectorAll('time[datetime]');
  for (var i = 0; i < times.length; i++) {
    var d = new Date(times[i].getAttribute('datetime'));
    if (!isNaN(d.getTime())) times[i].textContent = shown(d);
  }
  var label = document.querySelector('[data-time-zone]');
  if (label) label.textContent = zone + ' (UTC' + offset(new Date()) + ')';
})();
`;
