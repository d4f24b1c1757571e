// Inline script for every page's <head>: a link to `#scenario-…` (a FAQ answer, "Copy link") or to a rule
// must land on its target. Examples above the target grow when their islands hydrate, which pushes the
// target out of view after the browser has scrolled to it; this keeps the target in view while the page
// settles (at most 4 s), and stops as soon as the reader scrolls, types or clicks.
export const KEEP_ANCHOR_SCRIPT = `(function(){
  var id = decodeURIComponent(location.hash.slice(1));
  if (!id || !window.ResizeObserver) return;
  var until = Date.now() + 4000, stopped = false;
  function stop() { stopped = true; }
  ['wheel', 'touchstart', 'keydown', 'mousedown'].forEach(function (e) { addEventListener(e, stop, { once: true, passive: true }); });
  function keep() {
    if (stopped || Date.now() > until) return ro.disconnect();
    var el = document.getElementById(id);
    if (el) el.scrollIntoView({ block: 'start' });
  }
  var ro = new ResizeObserver(keep);
  addEventListener('DOMContentLoaded', function () { ro.observe(document.documentElement); ro.observe(document.body); var main = document.querySelector('main'); if (main) ro.observe(main); });
})();`;
