import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { embedCode, exampleLink, hereAtStep } from '../../src/widgets/player/Links.tsx';
import { EMBED_HEIGHT, embedHeightMessage, embedListener } from '../../src/widgets/player/embed-height.ts';

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
  it('embed code: an iframe of the embed page, the title escaped, then the listener for its height', () => {
    const [frame, script] = embedCode('https://x.test/', 'nl', 'a', 2, 'Schot "binnen" <b>').split('\n');
    expect(frame).toBe(
      '<iframe src="https://x.test/nl/embed/a/?step=2" title="Schot &quot;binnen&quot; &lt;b&gt;" width="100%" height="820" style="border:0" loading="lazy" allow="clipboard-write" data-colt-rules-embed="a"></iframe>',
    );
    // the listener trusts the site's origin only (the page's address, whatever its path)
    expect(script).toBe(embedListener('https://x.test'));
    expect(embedCode('https://x.test:8080/ro/rules/fire/?example=a', 'ro', 'a', 0, 't')).toContain('e.origin!=="https://x.test:8080"');
  });
});

// Issue 22 (teachers): the copied lines resize only the frame that sent the message, from the site's origin.
describe('the embed code listener', () => {
  type Frame = { contentWindow: object; style: { height: string }; getAttribute: (name: string) => string | null };
  const frame = (id: string): Frame => ({ contentWindow: {}, style: { height: '' }, getAttribute: (name) => (name === 'data-colt-rules-embed' ? id : null) });
  /** Runs the copied script (twice: two embeds on one slide) in a page holding `frames`; returns its message handlers. */
  function install(frames: Frame[]): ((e: { origin: string; source: object; data: unknown }) => void)[] {
    const handlers: ((e: { origin: string; source: object; data: unknown }) => void)[] = [];
    const win: Record<string, unknown> = { addEventListener: (type: string, h: (typeof handlers)[number]) => type === 'message' && handlers.push(h) };
    const doc = { querySelectorAll: (sel: string) => (sel === 'iframe[data-colt-rules-embed]' ? frames : []) };
    const body = /<script>([\s\S]*)<\/script>/.exec(embedListener('https://x.test'))![1]!;
    for (let i = 0; i < 2; i++) runInNewContext(body, { window: win, document: doc });
    return handlers;
  }
  const a = frame('fire-a');
  const b = frame('fire-b');
  const handlers = install([a, b]);
  it('is installed once however many embeds the page holds', () => expect(handlers).toHaveLength(1));
  it.each([
    // [what, message event, expected heights of a and b]
    ['a message of another origin', { origin: 'https://evil.test', source: a.contentWindow, data: embedHeightMessage('fire-a', 900) }, ['', '']],
    ['a message of another kind', { origin: 'https://x.test', source: a.contentWindow, data: { type: 'other', id: 'fire-a', height: 900 } }, ['', '']],
    ['a message naming another example than its frame', { origin: 'https://x.test', source: a.contentWindow, data: embedHeightMessage('fire-b', 900) }, ['', '']],
    ['a height that is no number', { origin: 'https://x.test', source: a.contentWindow, data: { type: EMBED_HEIGHT, id: 'fire-a', height: '9e9px' } }, ['', '']],
    ['the first frame', { origin: 'https://x.test', source: a.contentWindow, data: embedHeightMessage('fire-a', 947.2) }, ['948px', '']],
    ['the second frame', { origin: 'https://x.test', source: b.contentWindow, data: embedHeightMessage('fire-b', 700) }, ['948px', '700px']],
  ] as const)('%s', (_what, event, [ha, hb]) => {
    handlers[0]!(event);
    expect([a.style.height, b.style.height]).toEqual([ha, hb]);
  });
});
