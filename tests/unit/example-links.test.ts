import { describe, expect, it } from 'vitest';
import { embedCode, exampleLink, hereAtStep } from '../../src/widgets/player/Links.tsx';

// Issue #11 "Links, embeds and handouts": the links an example gives, and the address it leaves behind
// when the reader opens the sandbox (review 2026-11-26: Back from the sandbox came to step 0).
describe('example links', () => {
  it.each([
    // [page, id, step, revealed, expected]
    ['https://x.test/it/rules/fire/', 'fire-no-target', 2, false, 'https://x.test/it/rules/fire/?example=fire-no-target&step=2#scenario-fire-no-target'],
    ['https://x.test/sv/rules/fire/?example=old&step=9#top', 'fire-no-target', 0, true, 'https://x.test/sv/rules/fire/?example=fire-no-target&step=0&reveal=1#scenario-fire-no-target'],
  ] as const)('the page %s at %s, step %i', (page, id, step, revealed, expected) => {
    expect(exampleLink(page, new URL(page).pathname, id, step, revealed)).toBe(expected);
    expect(hereAtStep(page, id, step, revealed, false)).toBe(expected);
  });
  it.each([
    // an embed page keeps its own address and says the step (and the answer shown) in ?step=/&reveal=
    ['https://x.test/ro/embed/fire-no-target/', 3, false, 'https://x.test/ro/embed/fire-no-target/?step=3'],
    ['https://x.test/ro/embed/fire-no-target/?step=1&reveal=1', 0, false, 'https://x.test/ro/embed/fire-no-target/?step=0'],
    ['https://x.test/ro/embed/fire-no-target/', 1, true, 'https://x.test/ro/embed/fire-no-target/?step=1&reveal=1'],
  ] as const)('on the embed page %s, step %i', (page, step, revealed, expected) => {
    expect(hereAtStep(page, 'fire-no-target', step, revealed, true)).toBe(expected);
  });
  it('embed code: an iframe of the embed page, the title escaped', () => {
    expect(embedCode('https://x.test/', 'nl', 'a', 2, 'Schot "binnen" <b>')).toBe(
      '<iframe src="https://x.test/nl/embed/a/?step=2" title="Schot &quot;binnen&quot; &lt;b&gt;" width="100%" height="820" style="border:0" loading="lazy" allow="clipboard-write"></iframe>',
    );
  });
});
