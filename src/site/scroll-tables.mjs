// Inline script for every page: a table wider than the text column scrolls inside its own box
// (Starlight's style), which a keyboard cannot reach unless the box takes the focus (WCAG 2.1.1; axe:
// scrollable-region-focusable). Such a table becomes a focusable region named by the heading above
// it; a table that fits gets no extra tab stop. Checked again when the window is resized. Written
// small: every page carries it (JavaScript budget).
export const SCROLL_TABLES_SCRIPT = `(function(){
function mark(){document.querySelectorAll('.sl-markdown-content table').forEach(function(t){
var s=t.scrollWidth>t.clientWidth+1;if(s===t.hasAttribute('data-scrolls'))return;
['data-scrolls','tabindex','role','aria-labelledby'].forEach(function(a){t.removeAttribute(a)});if(!s)return;
t.setAttribute('data-scrolls','');t.setAttribute('tabindex','0');t.setAttribute('role','region');
var h=null;document.querySelectorAll('main h2[id],main h3[id],main h4[id]').forEach(function(x){if(x.compareDocumentPosition(t)&4)h=x});
if(h)t.setAttribute('aria-labelledby',h.id)})}
addEventListener('DOMContentLoaded',mark);var w;addEventListener('resize',function(){clearTimeout(w);w=setTimeout(mark,150)})})();`;
