// Where each example is shown: the page of each language that embeds `<Scenario id="…" />`.
// A link to an example (the FAQ's answers, `<Example id>`) lands on that page at the example's own
// anchor, `#scenario-<id>` (the id the scenario player gives its <figure>).
// Pure: callers pass the MDX texts (Vite's import.meta.glob at build time, node:fs in the tests).

const SCENARIO_TAG = /<Scenario\s+id="([^"]+)"/g;

/** The anchor of an embedded example on its page. */
export const scenarioAnchor = (id: string): string => `scenario-${id}`;

/** `content/docs/en/rules/fire.mdx` → { lang: 'en', slug: 'rules/fire' } (index pages: slug ''). */
export function pageOfPath(path: string): { lang: string; slug: string } | undefined {
  const m = /content\/docs\/([a-z]{2})\/(.+)\.mdx$/.exec(path);
  if (!m) return undefined;
  const slug = m[2] === 'index' ? '' : m[2]!.replace(/\/index$/, '');
  return { lang: m[1]!, slug };
}

/** The ids of the examples a page embeds, in page order. */
export function embeddedScenarios(text: string): string[] {
  return [...text.matchAll(SCENARIO_TAG)].map((m) => m[1]!);
}

/** lang → scenario id → slug of the first page of that language that embeds it. */
export function scenarioPages(files: Readonly<Record<string, string>>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const path of Object.keys(files).sort()) {
    const page = pageOfPath(path);
    if (!page) continue;
    const byId = out.get(page.lang) ?? new Map<string, string>();
    for (const id of embeddedScenarios(files[path]!)) if (!byId.has(id)) byId.set(id, page.slug);
    out.set(page.lang, byId);
  }
  return out;
}

/** The URL of an example in a language: its page and anchor, or undefined when no page embeds it. */
export function exampleHref(pages: Map<string, Map<string, string>>, lang: string, id: string): string | undefined {
  const slug = pages.get(lang)?.get(id);
  if (slug === undefined) return undefined;
  return `/${lang}/${slug ? `${slug}/` : ''}#${scenarioAnchor(id)}`;
}
