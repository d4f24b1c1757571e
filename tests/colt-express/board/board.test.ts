// The train board's pure parts: text description, layout, strings, and what glows for a choice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { interpolate } from '../../../src/i18n/interpolate.ts';
import { describe, expect, it } from 'vitest';
import { buildPosition, createGame, explain, legalChoices, apply, randomGame, view } from '../../../src/games/colt-express/engine/index.ts';
import type { Choice, GameState } from '../../../src/games/colt-express/engine/types.ts';
import { LANGS, type Strings } from '../../../src/i18n/setup.ts';
import { carName, describeBoard, placeName } from '../../../src/games/colt-express/board/describe.ts';
import { layoutBoard, wideMinWidth, type Rect } from '../../../src/games/colt-express/board/layout.ts';
import { BANDIT_COLOURS } from '../../../src/games/colt-express/board/colors.ts';
import { choiceKey, choiceLabel, marksFor, pendingText } from '../../../src/games/colt-express/widgets/choices.ts';
import { exclusionReason } from '../../../src/games/colt-express/widgets/exclusions.ts';
import { liteT, pickStrings } from '../../../src/widgets/i18n.ts';
import { dynKey } from '../../../src/i18n/keys.ts';

const root = join(import.meta.dirname, '../../../locales');
const stringsOf = (lang: string): Strings => ({
  widgets: JSON.parse(readFileSync(join(root, lang, 'widgets.json'), 'utf8')) as Record<string, unknown>,
  sandbox: JSON.parse(readFileSync(join(root, lang, 'sandbox.json'), 'utf8')) as Record<string, unknown>,
  reasons: JSON.parse(readFileSync(join(root, lang, 'reasons.json'), 'utf8')) as Record<string, unknown>,
});

function built(spec: Parameters<typeof buildPosition>[0]): GameState {
  const r = buildPosition(spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The rulebook's line-of-sight picture: Ghost on roof 1, Tuco and Cheyenne on roof 2, Doc on roof 4. */
const lineOfSight = built({
  bandits: {
    ghost: { car: 1, floor: 'roof' },
    tuco: { car: 2, floor: 'roof', loot: ['jewel', 300] },
    cheyenne: { car: 2, floor: 'roof' },
    doc: { car: 4, floor: 'roof' },
  },
  cars: [{ inside: ['strongbox'] }, {}, { inside: [250, 'purse'] }, {}, { roof: ['jewel'] }],
  pile: [{ bandit: 'ghost', card: 'fire' }],
});

describe('liteT (the widgets’ reader of i18next JSON)', () => {
  // the reader's own rows: made-up strings, whose keys are not the site's (src/i18n/keys.ts types those)
  type AnyKey = (key: string, options?: Record<string, unknown>) => string;
  const t = liteT({ widgets: { a: { b: 'Hello {{name}}', c: '$t(widgets:a.b) and {{ x }}' } }, other: { d: 'D' } }) as AnyKey;
  it('looks up namespaced keys and interpolates', () => {
    expect(t('widgets:a.b', { name: 'Tuco' })).toBe('Hello Tuco');
    expect(t('a.b', { name: 'Doc' })).toBe('Hello Doc');
    expect(t('other:d')).toBe('D');
    expect(t('widgets:a.c', { name: 'Belle', x: 3 })).toBe('Hello Belle and 3');
  });
  it('returns the key when it is missing and leaves unknown placeholders', () => {
    expect(t('widgets:nope')).toBe('widgets:nope');
    expect(t('widgets:a')).toBe('widgets:a');
    expect(t('widgets:a.b')).toBe('Hello {{name}}');
    expect(t('widgets:__proto__.x')).toBe('widgets:__proto__.x');
  });
  // An Italian review: "Non questa: Perdono entrambi tutto il loro Bottino.." and "Ora: … Prendi tutto!."
  it.each([
    ['Now: {{what}}.', 'End of round: Take It All!', 'Now: End of round: Take It All!'],
    ['Not this one: {{label}}.', 'Both lose all their loot.', 'Not this one: Both lose all their loot.'],
    ['Is it {{who}}?', 'Doc?', 'Is it Doc??'],
    ['Not this one: {{label}}.', 'Belle', 'Not this one: Belle.'],
    ['{{n}}. {{label}}', '3', '3. {{label}}'],
  ])('a value ending a sentence takes the "." after it: %s + %s', (template, value, out) => {
    const tt = liteT({ widgets: { s: template } }) as AnyKey;
    expect(tt('widgets:s', { what: value, label: value, who: value, n: value })).toBe(out.replace('{{label}}', value));
    expect(interpolate(template, { what: value, label: value, who: value, n: value })).toBe(out.replace('{{label}}', value));
  });
  it('inserts values as text, not markup (Preact escapes it when rendering)', () => {
    expect(t('widgets:a.b', { name: '<img src=x onerror=alert(1)>' })).toBe('Hello <img src=x onerror=alert(1)>');
  });
  it('pickStrings keeps only the listed subtrees', () => {
    const picked = pickStrings({ widgets: { a: { b: 'x' }, z: { y: 'y' } }, n: { k: 'v' } }, ['widgets:a', 'n']);
    expect(picked).toEqual({ widgets: { a: { b: 'x' } }, n: { k: 'v' } });
  });
});

describe('text description of the board', () => {
  const t = liteT(stringsOf('en'));
  // A Dutch review (Marshal page, original rules): after "the neutral bullet pile leaves the game" the
  // board still said "Neutral bullets: 1".
  it('says when the neutral bullets have left the game, in every language', () => {
    for (const lang of LANGS) {
      const tl = liteT(stringsOf(lang));
      const kept = describeBoard({ ...lineOfSight, neutralBullets: 1, neutralDeckRemoved: false }, tl, { showPurseValues: false }).neutral;
      const gone = describeBoard({ ...lineOfSight, neutralBullets: 1, neutralDeckRemoved: true }, tl, { showPurseValues: false }).neutral;
      expect(kept, lang).toMatch(/\b1\b/);
      expect(gone, lang).not.toMatch(/\d/);
      expect(gone, lang).not.toBe(kept);
    }
  });
  it('says who and what is where, car by car, and each bandit’s bullets and loot', () => {
    const d = describeBoard(lineOfSight, t, { showPurseValues: true });
    expect(d.cars.map((c) => `${c.name} — ${c.roof} | ${c.inside}`)).toEqual([
      'Locomotive — nothing | Marshal, strongbox',
      'Wagon 1 — Ghost | nothing',
      expect.stringMatching(/^Wagon 2 — Tuco, Cheyenne \| purse \$\d+, purse \$\d+$/),
      'Wagon 3 — nothing | nothing',
      'Caboose (wagon 4) — Doc, jewel | nothing',
    ]);
    const tuco = d.bandits.find((b) => b.id === 'tuco')?.text ?? '';
    expect(tuco).toContain('Wagon 2, roof');
    expect(tuco).toContain('bullets left 6');
    expect(tuco).toMatch(/jewel/);
    expect(d.neutral).toBe('Neutral bullets: 13');
    expect(d.summary).toContain('Ghost: Wagon 1, roof');
    expect(d.summary).toContain('Marshal: Locomotive, inside');
  });

  it('hides purse values when asked, or when the state comes from view()', () => {
    const hidden = describeBoard(lineOfSight, t, { showPurseValues: false });
    expect(hidden.cars[2]?.inside).toBe('purse (value hidden), purse (value hidden)');
    const seen = describeBoard(view(lineOfSight, 0 as never), t, { showPurseValues: true });
    expect(seen.cars[2]?.inside).toBe('purse (value hidden), purse (value hidden)');
  });

  for (const lang of LANGS) {
    it(`${lang}: no raw key in the description of random positions`, () => {
      const tl = liteT(stringsOf(lang));
      for (const seed of [1, 2, 3]) {
        const r = randomGame(seed, { players: 3 + seed });
        if (!r.ok) throw new Error(r.error.message);
        const g = r.value;
        const d = describeBoard(g.state, tl, { showPurseValues: true });
        const all = [d.summary, d.neutral, ...d.cars.flatMap((c) => [c.name, c.roof, c.inside]), ...d.bandits.map((b) => b.text)].join('\n');
        expect(all).not.toMatch(/widgets:|\{\{/);
      }
    });
  }
});

describe('board layout', () => {
  const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const inside = (a: Rect, b: Rect) => a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.w <= b.x + b.w + 0.01 && a.y + a.h <= b.y + b.h + 0.01;
  const crowded = built({
    characters: ['ghost', 'belle', 'cheyenne', 'tuco', 'django', 'doc'],
    bandits: {
      ghost: { car: 3, floor: 'roof' },
      belle: { car: 3, floor: 'roof' },
      cheyenne: { car: 3, floor: 'roof' },
      tuco: { car: 3, floor: 'roof' },
      django: { car: 3, floor: 'roof' },
      doc: { car: 3, floor: 'roof' },
    },
    cars: [{}, {}, {}, { roof: [250, 300, 'jewel', 'jewel', 'strongbox'], inside: [350, 400, 450, 500, 'jewel'] }],
    marshal: 3,
  });
  for (const state of [lineOfSight, crowded]) {
    for (const orientation of ['wide', 'narrow'] as const) {
      it(`${orientation}: pieces never overlap and stay on their floor (${state.config.bandits.length} bandits)`, () => {
        const l = layoutBoard(state, orientation);
        for (let i = 0; i < l.pieces.length; i++) {
          for (let j = i + 1; j < l.pieces.length; j++) {
            expect(overlaps(l.pieces[i]!.rect, l.pieces[j]!.rect), `${l.pieces[i]!.key} / ${l.pieces[j]!.key}`).toBe(false);
          }
          const p = l.pieces[i]!;
          const zone = l.zones.find((z) => z.car === p.car && z.floor === p.floor)!;
          expect(inside(p.rect, zone.rect), p.key).toBe(true);
          expect(p.rect.x + p.rect.w).toBeLessThanOrEqual(l.width);
        }
        expect(l.pieces.filter((p) => p.kind === 'bandit')).toHaveLength(state.config.bandits.length);
        expect(l.pieces.filter((p) => p.kind === 'marshal')).toHaveLength(1);
      });
    }
  }
  it('edit mode: every floor has a free slot that no piece covers (its own ≥ 24 px target)', () => {
    for (const orientation of ['wide', 'narrow'] as const) {
      const l = layoutBoard(crowded, orientation, { slots: true });
      for (const z of l.zones) {
        expect(z.slot, z.key).toBeDefined();
        expect(inside(z.slot!, z.rect), z.key).toBe(true);
        expect(z.slot!.w).toBeGreaterThanOrEqual(28);
        for (const p of l.pieces) expect(overlaps(z.slot!, p.rect), `${z.key} / ${p.key}`).toBe(false);
      }
    }
  });
  it('widgets.css switches to the narrow picture where layout.ts says', () => {
    const css = readFileSync(join(import.meta.dirname, '../../../src/styles/widgets.css'), 'utf8');
    for (const cars of [2, 3, 4, 5, 6, 7, 8]) {
      const m = new RegExp(`@container board \\(max-width: (\\d+)px\\) \\{[^@]*data-cars='${cars}'`).exec(css);
      expect(m, `no container query for ${cars} cars`).not.toBeNull();
      expect(Number(m![1]) + 1, `${cars} cars`).toBe(wideMinWidth(cars));
    }
  });
  it('the narrow picture is as wide as a phone’s text column', () => {
    expect(layoutBoard(crowded, 'narrow').width).toBeLessThanOrEqual(328);
  });
  it('bandit colours keep their text readable (contrast ≥ 4.5:1)', () => {
    const lum = (hex: string) => {
      const c = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    for (const [id, c] of Object.entries(BANDIT_COLOURS)) {
      const [a, b] = [lum(c.fill), lum(c.text)].sort((x, y) => y - x) as [number, number];
      expect((a + 0.05) / (b + 0.05), id).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('what glows: engine choices on the board', () => {
  const t = liteT(stringsOf('en'));
  it('Ghost’s Fire: Tuco and Cheyenne glow, Doc is excluded with the line-of-sight reason', () => {
    const ex = explain(lineOfSight);
    const marks = marksFor(ex, lineOfSight, t, (e) => exclusionReason(e, lineOfSight, t));
    expect(marks['bandit:tuco']?.status).toBe('legal');
    expect(marks['bandit:cheyenne']?.status).toBe('legal');
    expect(marks['bandit:doc']).toEqual({ status: 'excluded', note: 'Tuco stands between Ghost and Doc: no line of sight.' });
    expect(ex.excluded.find((e) => e.why === 'line-of-sight')?.params).toEqual({ bandit: 'ghost', target: 'doc', blocker: 'tuco' });
    expect(pendingText(lineOfSight, t)).toBe("Ghost's Fire card is resolved");
  });

  for (const lang of LANGS) {
    it(`${lang}: every choice and exclusion of random games has a label and a reason, no raw key`, () => {
      const tl = liteT(stringsOf(lang));
      for (const [seed, config] of [[1, { players: 4 }], [2, { players: 3, options: { mode: 'two-bandits' as const }, preset: 'revised' as const }], [3, { players: 2, options: { mode: 'team-two-player' as const } }]] as const) {
        const g = createGame({ seed, ...config });
        if (!g.ok) throw new Error(g.error.message);
        let s = g.value;
        for (let i = 0; i < 150 && s.pending !== null; i++) {
          const ex = explain(s);
          const texts = [pendingText(s, tl), ...ex.legal.map((c) => choiceLabel(c as unknown as { kind: string }, s, tl)), ...ex.excluded.flatMap((e) => [choiceLabel(e.choice, s, tl), exclusionReason(e, s, tl)])];
          for (const text of texts) expect(text, JSON.stringify(s.pending)).not.toMatch(/widgets:|sandbox:|reasons:|\{\{|undefined|\s\s|^\s|\s$/);
          const legal = legalChoices(s);
          const c = legal[(i * 7) % legal.length] as Choice;
          const key = choiceKey(c as unknown as { kind: string }, s);
          if (c.kind === 'fire' && c.target !== null) expect(key).toBe(`bandit:${c.target}`);
          const r = apply(s, c);
          if (!r.ok) throw new Error(r.error.message);
          s = r.value.state;
        }
      }
    });
  }
});

// Review 2026-11-26: a question about playing face down at all (`possible: any card face down`) named
// no card and read "Play  face down".
describe('an option that names no card', () => {
  it.each([
    ['en', 'Play a card face down'],
    ['it', 'Gioca una carta a faccia in giù'],
    ['nl', 'Speel een kaart, gesloten'],
    ['ro', 'Jucați o carte, cu fața în jos'],
    ['sv', 'Spela ett kort med framsidan nedåt'],
  ] as const)('%s: %s', (lang, want) => {
    const g = createGame({ seed: 1, players: 3 });
    if (!g.ok) throw new Error(g.error.message);
    expect(choiceLabel({ kind: 'play', faceDown: true }, g.value, liteT(stringsOf(lang)))).toBe(want);
  });
});

// A Swedish reader's review: the status offered a pass ("eller står över") that the position did not
// allow. The planning status names only what the seat may do now (002 FASE 1: play a card or draw
// three; a pass only with neither possible, planning/play.ts).
describe('the planning status names only what the seat may do', () => {
  const t = liteT(stringsOf('en'));
  const g = createGame({ seed: 4, players: 3 });
  if (!g.ok) throw new Error(g.error.message);
  let planning: GameState = g.value;
  while (planning.pending !== null && planning.pending.kind !== 'plan') planning = (apply(planning, legalChoices(planning)[0]!) as { ok: true; value: { state: GameState } }).value.state;
  const seat = planning.pending?.kind === 'plan' ? planning.pending.seat : 0;
  const withPlayer = (change: { hand?: readonly never[]; deck?: readonly never[] }): GameState => ({
    ...planning,
    players: planning.players.map((p, i) => (i === seat ? { ...p, ...change } : p)),
  });
  const rows: [name: string, state: GameState, kinds: string[], text: RegExp][] = [
    ['cards in hand and in the deck', planning, ['draw', 'play'], /^\w+ plays a card or draws three cards$/],
    ['an empty deck', withPlayer({ deck: [] }), ['play'], /^\w+ plays a card \(no cards left to draw\)$/],
    ['an empty hand', withPlayer({ hand: [] }), ['draw'], /^\w+ has no card to play and draws three cards$/],
    ['neither', withPlayer({ hand: [], deck: [] }), ['pass'], /^\w+ can neither play nor draw, and passes$/],
  ];
  for (const [name, state, kinds, text] of rows) {
    it(name, () => {
      expect([...new Set(legalChoices(state).map((c) => c.kind))].sort()).toEqual(kinds);
      expect(pendingText(state, t)).toMatch(text);
    });
  }
});

// A Swedish reader's review at 390 px: on the stacked (narrow) board a wagon's name sat nearer the
// wheels of the wagon above than its own roof, and read as that wagon's name.
describe('narrow board: each name sits on its own wagon', () => {
  for (const players of [3, 4, 6]) {
    it(`${players} players`, () => {
      const g = createGame({ seed: 9, players });
      if (!g.ok) throw new Error(g.error.message);
      const { cars } = layoutBoard(g.value, 'narrow');
      const TEXT_H = 10; // the label's cap height in board units (≈ CSS px on a phone)
      for (const c of cars.slice(1).filter((c) => !c.caboose)) {
        const above = cars[c.car - 1]!;
        const toOwn = c.body.y - c.label.y;
        const toAbove = c.label.y - TEXT_H - (above.wheels.y + above.wheels.r);
        expect(toOwn, `wagon ${c.car}`).toBeLessThan(toAbove);
      }
    });
  }
});

// Issue 22, a 390 px phone: on the stacked board Cheyenne on wagon 3's roof seemed to hang under wagon 2.
// A roof is a band of its own car (drawn with it, touching its body), its pieces stand in it, and each
// piece is nearer its own car's body than the car above it (the wheels' gap between them).
describe('narrow board: a roof belongs to its own wagon', () => {
  const sixPlayers = createGame({ seed: 9, players: 6 });
  if (!sixPlayers.ok) throw new Error(sixPlayers.error.message);
  const rows: [string, GameState][] = [
    // issue 22: the fire page's "Line of sight on the roofs" (Tuco and Cheyenne on roof 2, Doc on roof 4)
    ['the rulebook line of sight (5 cars)', lineOfSight],
    // issue 22: "Side by side" on the fire page, a train of 6 cars with bandits on roofs 0, 2 and 4
    [
      'side by side (6 cars)',
      built({
        bandits: { tuco: { car: 0, floor: 'roof' }, ghost: { car: 2, floor: 'roof' }, cheyenne: { car: 2, floor: 'roof' }, django: { car: 2, floor: 'roof' }, doc: { car: 4, floor: 'roof' } },
        cars: [{}, {}, {}, {}, {}, {}],
      }),
    ],
    // a crowded roof wraps onto two rows: the band grows with it
    [
      'six bandits on one roof (two rows)',
      built({
        characters: ['ghost', 'belle', 'cheyenne', 'tuco', 'django', 'doc'],
        bandits: { ghost: { car: 3, floor: 'roof' }, belle: { car: 3, floor: 'roof' }, cheyenne: { car: 3, floor: 'roof' }, tuco: { car: 3, floor: 'roof' }, django: { car: 3, floor: 'roof' }, doc: { car: 3, floor: 'roof' } },
        cars: [{}, {}, {}, { roof: [250, 'jewel'] }, {}, {}, {}],
      }),
    ],
    // 000/001 setup: six players, locomotive + 6 wagons, everyone inside the last two wagons
    ['a new six-player game (7 cars)', sixPlayers.value],
  ];
  for (const [name, state] of rows) {
    it(name, () => {
      const { cars, pieces } = layoutBoard(state, 'narrow');
      for (const c of cars) {
        expect(c.roof.y + c.roof.h, `car ${c.car}: roof on its body`).toBe(c.body.y);
        expect([c.roof.x, c.roof.w], `car ${c.car}: roof as wide as its body`).toEqual([c.body.x, c.body.w]);
        const above = cars[c.car - 1];
        if (above === undefined) continue;
        const aboveFoot = above.wheels.y + above.wheels.r;
        expect(c.roof.y - aboveFoot, `car ${c.car}: apart from the wheels of the car above`).toBeGreaterThanOrEqual(2);
        for (const p of pieces.filter((p) => p.car === c.car && p.floor === 'roof')) {
          expect(p.rect.y >= c.roof.y && p.rect.y + p.rect.h <= c.roof.y + c.roof.h, `${p.key} inside its roof`).toBe(true);
          // From the roof's first row (a crowded roof's upper rows are further up its band).
          const toAbove = p.rect.y - (above.body.y + above.body.h);
          expect(toAbove, `${p.key}: clear of the car above`).toBeGreaterThan(8);
          if (p.rect.y + 2 * p.rect.h > c.body.y) expect(c.body.y - (p.rect.y + p.rect.h), `${p.key}: nearer its own car than the one above`).toBeLessThan(toAbove);
        }
      }
    });
  }
  // Issue 22: a train of seven cars, its question and the controls on a 390 × 844 screen (70 units a car).
  it('a train of seven cars stays within 520 units (it was 559)', () => {
    expect(layoutBoard(sixPlayers.value, 'narrow').height).toBeLessThanOrEqual(520);
  });
});

// Italian and Dutch reviews: "Spostati in Locomotiva", "spinto in Vagone 1", "Stuur de Marshal naar
// Locomotief", "Neem buit van Laatste wagon (wagon 3)". A place after "to" or "from" takes its
// language's own form where it has one (`locomotive_into`…); the others keep the plain name.
describe('a place after "to" or "from", in each language', () => {
  const label = (lang: string, key: string, place: string) => liteT(stringsOf(lang))(dynKey(`widgets:choice.${key}`), { place, car: place });
  it.each([
    ['it', 'move', 0, 'into', 'Spostati nella Locomotiva, tetto'],
    ['it', 'move', 2, 'into', 'Spostati nel Vagone 2, tetto'],
    ['it', 'robFloor', 4, 'from', 'Prendi bottino dal Vagone di coda (Vagone 4), tetto'],
    ['nl', 'move', 0, 'into', 'Verplaats naar de locomotief, dak'],
    ['nl', 'robFloor', 4, 'from', 'Neem buit van de laatste wagon (wagon 4), dak'],
    ['en', 'move', 2, 'into', 'Move to Wagon 2, roof'],
    ['sv', 'move', 2, 'into', 'Gå till Vagn 2, tak'],
  ] as const)('%s %s to car %i (%s)', (lang, key, car, context, text) => {
    const t = liteT(stringsOf(lang));
    expect(label(lang, key, placeName(t, car, 'roof', 5, context))).toBe(text);
  });
  it('it, nl: the Marshal is sent into a wagon, not "to Locomotief"', () => {
    expect(liteT(stringsOf('it'))('widgets:choice.marshal', { car: carName(liteT(stringsOf('it')), 1, 5, 'into') })).toBe('Sposta lo Sceriffo nel Vagone 1');
    expect(liteT(stringsOf('nl'))('widgets:choice.marshal', { car: carName(liteT(stringsOf('nl')), 0, 5, 'into') })).toBe('Stuur de Marshal naar de locomotief');
  });
});
