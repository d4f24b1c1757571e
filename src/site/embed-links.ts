// Build time only: which rules page shows each example, per language, found by reading the pages
// (content/docs/<lang>/**/*.mdx) for `<Scenario id="…">`. The embed pages link back to it.

import type { Lang } from '../i18n/setup.ts';

const pages = import.meta.glob<string>('/content/docs/*/**/*.mdx', { query: '?raw', import: 'default', eager: true });

export type PageRef = { readonly path: string; readonly title: string };

/** `/content/docs/it/rules/fire.mdx` → `/it/rules/fire/`; `…/index.mdx` → its folder. */
export function pagePathOf(file: string): string {
  const rel = file.replace(/^\/content\/docs\//, '').replace(/\.mdx$/, '');
  return `/${rel.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');
}

function titleOf(text: string): string {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const line = /^title:\s*(.+)$/m.exec(front)?.[1]?.trim() ?? '';
  return line.replace(/^(['"])(.*)\1$/, '$2');
}

let index: Map<string, PageRef> | undefined;

/** The first page of `lang` (in file order) that shows the example `id`, if any. */
export function pageShowing(lang: Lang, id: string): PageRef | undefined {
  if (!index) {
    index = new Map();
    for (const [file, text] of Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) {
      const pageLang = file.split('/')[3];
      for (const m of text.matchAll(/<Scenario\s+id=["']([a-z0-9-]+)["']/g)) {
        const key = `${pageLang}:${m[1]}`;
        if (!index.has(key)) index.set(key, { path: pagePathOf(file), title: titleOf(text) });
      }
    }
  }
  return index.get(`${lang}:${id}`);
}
