// The Colt Super Express board's pure parts (src/games/colt-super-express/board/): the text list
// (line order, facing, stunned, out, loot, uncoupled wagons) in five languages, the layout (line order
// left to right, ≥ 24 px targets, no sideways scrolling on a phone), and the kit's words and marks.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, createGame, explain, RULE_IDS, view } from '../../../src/games/colt-super-express/engine/index.ts';
import { cseRulePages } from '../../../src/games/colt-super-express/player-build.ts';
import { ruleLinkName } from '../../../src/site/rule-names.ts';
import type { GameState, PositionSpec, Seat } from '../../../src/games/colt-super-express/engine/types.ts';
import { describeBoard } from '../../../src/games/colt-super-express/board/describe.ts';
import { layoutBoard, lineOfFire, M, NARROW_W, slotWidth, uncoupled, WIDE_W } from '../../../src/games/colt-super-express/board/layout.ts';
import { coltSuperExpressKit as kit } from '../../../src/games/colt-super-express/player-kit.ts';
import { tokenName, tokenText } from '../../../src/games/colt-super-express/board/TrainBoard.tsx';
import { liteT } from '../../../src/widgets/i18n.ts';
import { loadFile } from '../../../src/cli/files.ts';
import { adapterFor } from '../../../src/scenarios/registry.ts';
import type { Strings } from '../../../src/i18n/setup.ts';
import { LOCALE_CODES as LANGS } from '../../../src/site/locales.mjs';

const json = (lang: string, ns: string): Record<string, unknown> => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;
const stringsOf = (lang: string): Strings => ({
  'board-cse': json(lang, 'board-cse'),
  'narration-cse': json(lang, 'narration-cse'),
  'reasons-cse': json(lang, 'reasons-cse'),
  widgets: json(lang, 'widgets'),
});
const tOf = (lang: string) => liteT(stringsOf(lang));
const en = tOf('en');

function built(spec: PositionSpec): GameState {
  const r = buildPosition(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A scenario's starting position, as the player gets it (the same adapter, the same file). */
function fromFile(file: string): GameState {
  const sc = loadFile(`content/scenarios/super-express/${file}`, process.cwd()).scenario;
  if (sc === undefined) throw new Error(`cannot load ${file}`);
  const r = adapterFor('colt-super-express')!.start(sc);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
  return r.value as GameState;
}

/** content/scenarios/super-express/cards/fire-crowded.yaml (004 Händelsekort › Skjut): Doc lies stunned in front of Tuco. */
const crowded = fromFile('cards/fire-crowded.yaml');

/** content/scenarios/super-express/end/locomotive-loot-value.yaml (004 Spelet tar slut): three in the locomotive, two wagon cards held. */
const lastRound = fromFile('end/locomotive-loot-value.yaml');

/**
 * 004 Förberedelser: seven players, everyone in one line (ours: the crowdest line a board must draw);
 * revealing, since round 1's planning is the setup itself (issue 20).
 */
const st = { stack: ['turn', 'floor', 'move'] } as const;
const seven = built({
  bandits: { belle: st, cheyenne: st, django: st, doc: st, ghost: st, mei: st, tuco: { ...st, facing: 'back' } },
  train: [{}, { roof: ['belle', 'cheyenne', 'django', 'doc', 'ghost', 'mei', 'tuco'] }, {}, {}, {}, {}, {}, {}, {}],
});

describe('describeBoard: the text list says the line order, the facing, stunned, out, loot', () => {
  const rows: [string, GameState, (t: ReturnType<typeof describeBoard>) => unknown, unknown][] = [
    // fire-crowded: the line in wagon 1 is read from the locomotive end, Tuco first, Doc stunned behind him
    ['line order and stunned', crowded, (d) => d.cars[1]?.inside, 'Tuco (facing the rear), then Doc (stunned, facing the rear)'],
    // fire-crowded: Ghost alone on the roof of wagon 3, nobody inside
    ['an empty floor', crowded, (d) => d.cars[3], { car: 3, name: 'Wagon 3', roof: 'Ghost (facing the rear)', inside: 'nobody' }],
    // the last wagon is named as the narration names it
    ['the last wagon', crowded, (d) => d.cars[5]?.name, 'Wagon 5 (last)'],
    // a bandit's own line: place, order in the line, facing
    ['Doc’s line', crowded, (d) => d.bandits.find((b) => b.id === 'doc')?.text, 'Doc: Wagon 1, inside, 2 of 2 in the line, stunned, facing the rear; loot: none'],
    ['alone on a floor', crowded, (d) => d.bandits.find((b) => b.id === 'belle')?.text, 'Belle: Wagon 2, inside, alone on this floor, facing the locomotive; loot: none'],
    // locomotive-loot-value: wagon cards taken, and the wagons already gone
    ['loot held', lastRound, (d) => d.bandits.find((b) => b.id === 'tuco')?.text, 'Tuco: Locomotive, inside, 1 of 3 in the line, facing the rear; loot: $301, $312'],
    // (a built position cannot know which wagon carried which card: the engine files the held cards by value)
    ['uncoupled wagons', lastRound, (d) => d.gone, 'Uncoupled: Wagon 2 ($301), Wagon 3 ($312), Wagon 4 ($323).'],
    ['no uncoupled wagon yet', crowded, (d) => d.gone, ''],
  ];
  for (const [name, state, pick, want] of rows) it(name, () => expect(pick(describeBoard(state, en))).toEqual(want));

  it('a bandit out of the game is said to be out, with its loot', () => {
    // 004 Händelsekort › Gå: off the end of the train, out of the game (move-off-rear.yaml)
    const s = fromFile('cards/move-off-rear.yaml');
    const r = apply(s, { kind: 'reveal' });
    if (!r.ok) throw new Error(r.error.message);
    expect(describeBoard(r.value.state, en).bandits.find((b) => b.id === 'cheyenne')?.text).toBe('Cheyenne: out of the game; loot: none');
  });

  for (const lang of LANGS) {
    it(`${lang}: every word comes from the locale files (no raw key, nothing left uninterpolated)`, () => {
      const t = tOf(lang);
      for (const s of [crowded, lastRound, seven]) {
        const d = describeBoard(s, t);
        const all = [d.summary, d.gone, ...d.cars.flatMap((c) => [c.name, c.roof, c.inside]), ...d.bandits.map((b) => b.text)].join('\n');
        expect(all).not.toMatch(/board-cse:|narration-cse:|\{\{/);
      }
    });
  }
  it('Swedish uses the book’s words (004: kabyss, bedövad)', () => {
    const d = describeBoard(crowded, tOf('sv'));
    expect(d.cars[1]?.inside).toContain('bedövad');
    expect(d.cars[1]?.inside).toContain('kabyssen');
  });
});

describe('layoutBoard', () => {
  for (const o of ['wide', 'narrow'] as const) {
    for (const [name, s] of [['crowded', crowded], ['last round', lastRound], ['seven in a line', seven]] as const) {
      const l = layoutBoard(s, o);
      it(`${o}, ${name}: within ${o === 'wide' ? WIDE_W : NARROW_W} units (no sideways scrolling)`, () => {
        expect(l.width).toBeLessThanOrEqual(o === 'wide' ? WIDE_W : NARROW_W);
        for (const c of l.cars) expect(c.body.x + c.body.w).toBeLessThanOrEqual(l.width);
        for (const h of l.holdings) for (const r of [h.rect, ...h.loot.map((x) => x.rect)]) expect(r.x + r.w).toBeLessThanOrEqual(l.width);
      });
      it(`${o}, ${name}: every bandit on the train is a target of at least 24 × 24 px (narrow: 1 unit ≈ 1 px)`, () => {
        for (const p of l.pieces) {
          expect(Math.min(p.rect.w, p.rect.h)).toBeGreaterThanOrEqual(26);
          expect(p.rect.x + p.rect.w).toBeLessThanOrEqual(l.width);
        }
      });
    }
  }
  it('draws each line in order, left (locomotive side) to right, without overlap', () => {
    // 004 Händelsekort: how bandits stand relative to each other matters
    for (const o of ['wide', 'narrow'] as const) {
      const l = layoutBoard(seven, o);
      const roof = l.pieces.filter((p) => p.car === 1 && p.floor === 'roof');
      expect(roof.map((p) => p.id)).toEqual(['belle', 'cheyenne', 'django', 'doc', 'ghost', 'mei', 'tuco']);
      for (let i = 1; i < roof.length; i++) expect(roof[i]!.rect.x).toBeGreaterThanOrEqual(roof[i - 1]!.rect.x + roof[i - 1]!.rect.w);
    }
  });
  it('keeps facing and stunned for the token, the locomotive first', () => {
    const l = layoutBoard(crowded, 'wide');
    expect(l.pieces.map((p) => [p.id, p.facing, p.stunned])).toEqual([
      ['tuco', 'back', false],
      ['doc', 'back', true],
      ['belle', 'forward', false],
      ['ghost', 'back', false],
    ]);
    expect(l.cars[0]?.locomotive).toBe(true);
    expect(l.cars.at(-1)?.last).toBe(true);
  });
  it('draws the uncoupled wagons apart, after the train, with their cards, and a loot strip', () => {
    // 004 Slutet på rundan: the last wagon uncouples; its card is taken loot side up
    expect(uncoupled(lastRound)).toEqual([{ car: 2, value: 301 }, { car: 3, value: 312 }, { car: 4, value: 323 }]);
    const l = layoutBoard(lastRound, 'narrow');
    expect(l.cars.filter((c) => c.gone).map((c) => [c.car, c.value, c.coupled])).toEqual([[2, 301, false], [3, 312, false], [4, 323, false]]);
    expect(l.holdings.map((h) => [h.id, h.loot.map((x) => x.value)])).toEqual([['tuco', [301, 312]], ['doc', [323]]]);
    // nobody holds loot and nobody is out: no strip
    expect(layoutBoard(crowded, 'wide').holdings).toEqual([]);
  });
  it('keeps a board with 7 wagons and a crowded line to a phone’s height budget (board and Step together at 390×844)', () => {
    expect(layoutBoard(seven, 'narrow').height).toBeLessThanOrEqual(440);
    expect(M.slot.h).toBeGreaterThanOrEqual(26);
  });
});

describe('the kit: answers on the board, reasons in the reader’s language', () => {
  it('a Fire reveal points at whom it hits; every other bandit says why not (fire-crowded.yaml)', () => {
    const ex = explain(crowded);
    const marks = kit.marksFor(ex, crowded, en, (e) => kit.exclusionReason(e, crowded, en));
    expect(marks).toEqual({
      'bandit:belle': { status: 'legal', note: 'Reveal Fire: Belle is hit' },
      'bandit:doc': { status: 'excluded', note: 'Doc lies stunned: the bullets fly past.' },
      'bandit:ghost': { status: 'excluded', note: 'Ghost is on the other floor (on the roof).' },
    });
    expect(kit.keyLabel('bandit:doc', crowded, en)).toBe('Doc: Wagon 1, inside');
    expect(kit.pendingText(crowded, en)).toBe('Tuco reveals the next card (Fire)');
  });
  for (const lang of LANGS) {
    it(`${lang}: reasons and pending text have no raw key`, () => {
      const t = tOf(lang);
      const ex = explain(crowded);
      const text = [kit.pendingText(crowded, t), ...ex.excluded.map((e) => kit.exclusionReason(e, crowded, t)), ...ex.legal.map((c) => kit.choiceLabel(c, crowded, t))].join('\n');
      expect(text).not.toMatch(/board-cse:|narration-cse:|reasons-cse:|\{\{/);
    });
  }
  it('narration never shows a rule id to the reader (the rule travels beside the sentence)', () => {
    const r = apply(crowded, { kind: 'reveal' });
    if (!r.ok) throw new Error(r.error.message);
    const s = kit.narrate(r.value.log, stringsOf('en'), r.value.state, en, true);
    expect(s.length).toBeGreaterThan(0);
    for (const x of s) {
      expect(x.text).not.toContain(x.rule);
      expect(x.rule).toMatch(/^[a-z]/);
    }
    expect(s.map((x) => x.text)).toContain('Tuco fires and hits Belle, the first bandit in the line of fire.');
  });
});

describe('rule names: a link says the rule’s heading on its page, never its id', () => {
  for (const lang of LANGS) {
    it(`${lang}: every rule of the engine has a page with its heading, and no two rules share a name`, () => {
      const pages = cseRulePages(RULE_IDS, lang, ruleLinkName);
      expect(RULE_IDS.filter((id) => pages[id] === undefined)).toEqual([]);
      const names = Object.values(pages).map((p) => p.name);
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
      for (const p of Object.values(pages)) expect(existsSync(`content/docs/${lang}/${p.page}.mdx`) || existsSync(`content/docs/${lang}/${p.page}.md`), p.page).toBe(true);
    });
  }
  it('a rule links only where its page holds its heading (no dead links while the pages are written)', () => {
    // src/games/colt-super-express/player-build.ts: the pages are /<lang>/super-express/<page>/
    const cards = (_: string, page: string, rule: string) => (page === 'super-express/cards' && rule === 'cards.fire.line-of-fire' ? 'Fire: the first bandit' : undefined);
    expect(cseRulePages(['cards.fire.line-of-fire', 'cards.fire.push', 'round.plan'], 'sv', cards)).toEqual({
      'cards.fire.line-of-fire': { page: 'super-express/cards', name: 'Fire: the first bandit' },
    });
  });
  it('a reading of ours says so: its name carries the title of the page of readings', () => {
    // The brief: a reading of ours is always marked as ours (content/docs/<lang>/super-express/readings.mdx).
    const ours = RULE_IDS.filter((id) => id.startsWith('options.'));
    expect(ours.length).toBeGreaterThan(0);
    for (const lang of LANGS) for (const id of ours) expect(cseRulePages([id], lang, ruleLinkName)[id]?.name, `${lang} ${id}`).toMatch(/ \(.+Colt Super Express\)$/);
  });
});

describe('token names on the board', () => {
  // Dutch and Italian reviews: "Cheye." on the boards of the Colt Super Express pages (a token of about 40 units).
  it.each([
    ['Doc', 40, 6.6, 'Doc', undefined],
    ['Cheyenne', 40, 6.6, 'Cheyenne', 40],
    ['Cheyenne', 44.5, 6.6, 'Cheyenne', 44],
    ['Cheyenne', 33, 6.6, 'Chey.', undefined],
  ] as const)('%s in %d units: %s', (name, room, charW, text, squeezed) => {
    const out = tokenName(name, room, charW);
    expect(out.children).toBe(text);
    expect(out.textLength).toBe(squeezed);
    if (squeezed !== undefined) expect(out.lengthAdjust).toBe('spacingAndGlyphs');
  });
});

// Issue 22: a lying (stunned) bandit's name was cut on its low token. Whole, narrowed at most by a third,
// in every slot a line of one to seven bandits gives it, on the desktop and the phone pictures.
describe('a long name fits its lying-down token', () => {
  for (const maxW of [WIDE_W, NARROW_W, NARROW_W - 2 * M.joint]) {
    for (let k = 1; k <= 7; k++) {
      const slot = slotWidth(k, maxW);
      it(`Cheyenne lying in a slot of ${slot} units (${k} in the line, ${maxW} units)`, () => {
        const out = tokenText('Cheyenne', slot, true);
        expect(out.children).toBe('Cheyenne');
        expect(out.textLength ?? slot).toBeGreaterThanOrEqual('Cheyenne'.length * 5.6 / 1.5);
        expect(out.textLength ?? 0).toBeLessThanOrEqual(slot - 5);
      });
    }
  }
});

// Issue 22: on a phone the train wraps onto rows with nothing joining them, even where the line of fire
// crosses the wrap (fire-crowded.yaml, 004 Skjut: Tuco in wagon 1 fires to the rear, along the floor).
describe('a train on several rows: joints and the line of fire across them', () => {
  it('a joint from each row\'s last car round the row\'s end to the next row\'s first car', () => {
    const l = layoutBoard(crowded, 'narrow');
    const rows = Math.max(...l.cars.map((c) => c.row));
    expect(rows).toBeGreaterThan(0);
    expect(l.joints.map((j) => j.row)).toEqual(Array.from({ length: rows }, (_, r) => r));
    for (const j of l.joints) {
      const last = l.cars.filter((c) => c.row === j.row).at(-1)!;
      const first = l.cars.find((c) => c.row === j.row + 1)!;
      expect(j.points[0]!.x).toBe(last.body.x + last.body.w);
      expect(j.points.at(-1)!.x).toBe(first.body.x);
      for (const p of j.points) expect(p.x >= 0 && p.x <= l.width, `x ${p.x}`).toBe(true);
      // along the gap between the rows: under the names of this row, above the roofs of the next
      const run = j.points.filter((p) => p.y === l.between[j.row]);
      expect(run).toHaveLength(2);
      expect(l.between[j.row]!).toBeGreaterThan(last.label.y + 3);
      expect(l.between[j.row]!).toBeLessThan(first.roof.y);
      // no car of the next row sits where the joint comes down
      expect(Math.min(...j.points.map((p) => p.x))).toBeLessThan(first.body.x);
    }
  });
  it('one row on a desktop: no joint', () => {
    expect(layoutBoard(crowded, 'wide').joints).toEqual([]);
  });
  for (const o of ['wide', 'narrow'] as const) {
    it(`${o}: Tuco's line of fire runs from his token along the inside, to the rear end of the train`, () => {
      const l = layoutBoard(crowded, o);
      const line = lineOfFire(l, 'tuco');
      const tuco = l.pieces.find((p) => p.id === 'tuco')!;
      const lastCar = l.cars.filter((c) => !c.gone).at(-1)!;
      expect(line[0]).toEqual({ x: tuco.rect.x + tuco.rect.w, y: l.cars[1]!.body.y + l.cars[1]!.body.h / 2 });
      expect(line.at(-1)!.x).toBeGreaterThan(lastCar.body.x + lastCar.body.w);
      expect(line.at(-1)!.y).toBe(lastCar.body.y + lastCar.body.h / 2);
      // across each wrap between Tuco's row and the last: twice on the line between the rows
      const crossings = lastCar.row - l.cars[1]!.row;
      expect(line.filter((p) => l.between.includes(p.y))).toHaveLength(2 * crossings);
      if (o === 'narrow') expect(crossings).toBeGreaterThan(0);
    });
  }
  it('facing the locomotive, a line of fire goes back up the rows to the locomotive', () => {
    const l = layoutBoard(seven, 'narrow');
    const rows = Math.max(...l.cars.map((c) => c.row));
    expect(rows).toBeGreaterThan(0);
    // Belle (facing the locomotive) on wagon 1's roof, a row of its own: up across the wrap, to the
    // locomotive's front at the height of its roof
    const belle = lineOfFire(l, 'belle');
    const wagon1 = l.cars[1]!;
    expect(wagon1.row).toBeGreaterThan(l.cars[0]!.row);
    expect(belle.filter((p) => l.between.includes(p.y))).toHaveLength(2 * (wagon1.row - l.cars[0]!.row));
    expect(belle.at(-1)).toEqual({ x: l.cars[0]!.body.x - 4, y: l.cars[0]!.body.y - Math.min(l.cars[0]!.roof.h, M.slot.h) / 2 });
    // Tuco (facing the rear) to the last wagon, on the last row
    const tuco = lineOfFire(l, 'tuco');
    expect(tuco.filter((p) => l.between.includes(p.y))).toHaveLength(2 * (rows - wagon1.row));
  });
});

// issue 20: view() now hides the coupled wagons' cards (004: face down until taken); the board
// never drew them, so a seat's view draws and reads exactly as the full state does.
describe('a view draws like the full state', () => {
  const start = createGame({ seed: 5, players: 4 });
  if (!start.ok) throw new Error(start.error.message);
  let later = start.value;
  while (later.round.index === 0 && later.pending !== null) {
    const r = apply(later, explain(later).legal[0]!);
    if (!r.ok) throw new Error(r.error.message);
    later = r.value.state;
  }
  it.each([['the start', start.value], ['after the first uncoupling', later]] as const)('%s', (_n, state) => {
    const v = view(state, 0 as Seat);
    expect(v.train.slice(1).every((c) => c.card === 'hidden')).toBe(true);
    for (const lang of LANGS) expect(describeBoard(v, tOf(lang))).toEqual(describeBoard(state, tOf(lang)));
    for (const o of ['wide', 'narrow'] as const) expect(layoutBoard(v, o)).toEqual(layoutBoard(state, o));
    expect(uncoupled(v)).toEqual(uncoupled(state));
  });
});
