// /offline.js (this file without its comments, written by src/site/offline.mjs). Offline (issue 22,
// README "Offline and on a phone"): once the page has loaded and gone idle, registers
// the service worker of the page's language (/<lang>/sw.js, made by Workbox at build time:
// src/site/offline.mjs). It finds the language from the page's manifest link, so a page without one
// (the language chooser, an embed) registers nothing. The notes (new version ready, works offline)
// come from /offline-note.js, loaded only when there is something to say.
const link = document.querySelector('link[rel=manifest]');
const sw = navigator.serviceWorker;
if (link && sw) {
  const scope = new URL('.', link.href).pathname;
  const note = (kind, reg) => import('/offline-note.js').then((m) => m.show(kind, reg, scope));
  const start = () =>
    sw.register(scope + 'sw.js', { scope }).then((reg) => {
      // Nothing registered (a browser or test harness that blocks workers resolves with nothing).
      if (!reg) return;
      // No active worker yet: this is the language's first visit, and the install downloads it all.
      const first = !reg.active;
      // A worker waiting from an earlier visit: this page was served by the old one, whole.
      if (reg.waiting && !first) note('update', reg);
      // A worker installing now (found by this page's own navigation, before this ran) or later.
      let tracked;
      const track = (w) => {
        if (!w || w === tracked) return;
        tracked = w;
        w.addEventListener('statechange', () => {
          if (w.state === 'installed' && !first) note('update', reg);
          if (w.state === 'activated' && first) note('ready', reg);
        });
      };
      track(reg.installing);
      reg.addEventListener('updatefound', () => track(reg.installing));
      // A page left open at the table looks for a new version when it comes back into view.
      document.addEventListener('visibilitychange', () => document.hidden || reg.update().catch(() => {}));
    }, () => {});
  addEventListener('load', () => (self.requestIdleCallback ?? setTimeout)(start));
}
