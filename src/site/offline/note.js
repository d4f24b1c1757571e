// /offline-note.js (this file without its comments). Offline (issue 22): the note at the foot of the
// screen, loaded by /offline.js only when it has something to say, in the page's language
// (/<lang>/offline.json, from locales/<lang>/offline.json). One note a page at a time.
//   'update': a new version of the site is installed and waits. The page keeps the version it was
//   served with, whole (HTML, scripts and styles of one build); "Reload" switches the worker and
//   reloads, and closing every tab of the site (or the installed app) switches it too.
//   'ready': the first visit of the language finished storing it; it now works with no network.
let strings;
export async function show(kind, reg, scope) {
  strings ??= fetch(scope + 'offline.json').then((r) => r.json());
  const t = await strings;
  if (document.getElementById('offline-note')) return;
  const box = document.createElement('div');
  box.id = 'offline-note';
  box.dataset.kind = kind;
  box.setAttribute('role', 'status');
  box.style.cssText =
    'position:fixed;z-index:1000;left:50%;bottom:max(.75rem,env(safe-area-inset-bottom));transform:translateX(-50%);' +
    'width:max-content;max-width:calc(100vw - 1.5rem);box-sizing:border-box;display:flex;flex-wrap:wrap;align-items:center;' +
    'gap:.5rem .75rem;padding:.6rem .75rem;border:1px solid var(--sl-color-text-accent);border-radius:.5rem;' +
    'background:var(--sl-color-bg-nav);color:var(--sl-color-white);box-shadow:var(--sl-shadow-md);font-size:var(--sl-text-sm)';
  const text = document.createElement('span');
  text.textContent = kind === 'update' ? t.update.ready : t.offlineReady;
  text.style.flex = '1 1 14rem';
  // The buttons keep together, at the end of the line or of the note.
  const buttons = document.createElement('span');
  buttons.style.cssText = 'display:flex;gap:.5rem;margin-left:auto';
  box.append(text, buttons);
  const button = (label, act) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.style.cssText = 'min-height:2.75rem;padding:0 .9rem;border-radius:.4rem;font:inherit;cursor:pointer;border:1px solid var(--sl-color-text-accent)';
    b.addEventListener('click', act);
    buttons.append(b);
    return b;
  };
  if (kind === 'update') {
    const go = button(t.update.reload, () => {
      const waiting = reg.waiting;
      if (!waiting) return location.reload();
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
      // Workbox's worker activates on this message (generateSW with skipWaiting: false).
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
    go.style.background = 'var(--sl-color-text-accent)';
    go.style.color = 'var(--sl-color-black)';
    button(t.update.later, () => box.remove());
  } else {
    button(t.close, () => box.remove());
  }
  document.body.append(box);
}
