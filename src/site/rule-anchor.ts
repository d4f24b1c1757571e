// The language picker keeps the reader on the same rule. Rule ids (`actions.fire.roof-line-of-sight`),
// example anchors (`scenario-<id>`) and section headings (`## … {#powers-that-change-a-shot}`, the same
// id in every language: tests/unit/content-parity.test.ts) are shared; the headings inside a rule are
// slugs of each language's own text and mean nothing on the other page. So the anchor carried over is
// the one in the address when it is shared, else the nearest shared anchor above it, else none (the
// top of the page). The rule index gives each entry its rule's anchor in every language too
// (`[data-rule-entry]`, src/components/RulesIndex.astro).

/** Elements whose id is the same on every language's page. */
export const SHARED_ANCHORS = 'section.rule[id], [data-widget="scenario"][id], main h2[id], [data-rule-entry][id]';

export function sharedAnchorFor(doc: Document, id: string): string {
  if (id === '') return '';
  const target = doc.getElementById(id);
  if (!target) return '';
  if (target.matches(SHARED_ANCHORS)) return id;
  let above = '';
  for (const anchor of doc.querySelectorAll(SHARED_ANCHORS)) {
    const before = anchor.contains(target) || (anchor.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    if (!before) break;
    above = anchor.id;
  }
  return above;
}

/** The address of the same page in another language (`path` from the picker), on the same rule. */
export function switchedUrl(doc: Document, loc: Pick<Location, 'hash' | 'search'>, path: string): string {
  let id = '';
  try {
    id = decodeURIComponent(loc.hash.slice(1));
  } catch {
    id = '';
  }
  const anchor = sharedAnchorFor(doc, id);
  return `${path}${loc.search}${anchor ? `#${encodeURIComponent(anchor).replace(/%2E/gi, '.')}` : ''}`;
}
