// Issue #11, "Text and picture agree": where a rules page describes the position of an example it
// embeds, the words and the board say the same thing, in all five languages. (The Fire page said that
// Tuco and Cheyenne stand on the third wagon; the example right below drew them on wagon 2.)
//
// Which words describe which example: an "Example" paragraph of the rule section that ends right before
// one or more <Scenario> embeds (and the words between them) describes one of them; a paragraph that links to an example
// (`[…](#scenario-<id>)`) describes that one. Such a paragraph, when it speaks of places, must fit one of
// its examples: every bandit it names is in that example, and every "bandit … wagon" it pairs is true at
// some step of it (the start, or after a step: "… and is pushed onto the roof of the fourth wagon").
//
// Wagons are counted as the board labels them: the locomotive, then wagon 1 (the first wagon), wagon 2
// (the second) and so on; the caboose is the last one.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario, walkScenario, type Scenario } from '../../src/scenarios/index.ts';
import type { GameState } from '../../src/games/colt-express/engine/types.ts';
import { blocksOf, filesUnder, type Block } from './mdx-blocks.ts';
import { LOCALE_CODES as LANGS } from '../../src/site/locales.mjs';

const root = join(import.meta.dirname, '../..');
type Lang = (typeof LANGS)[number];

/** A word or phrase, not part of a longer word (JavaScript's \b knows no ä, ș, ...). */
const word = (source: string) => new RegExp(`(?<![\\p{L}\\d])(?:${source})(?![\\p{L}\\d])`, 'giu');

/** Where a place phrase points: a car index, given the number of cars (locomotive included). */
type Resolve = (match: RegExpExecArray, cars: number) => number;
type Vocab = {
  /** how an example paragraph starts */
  example: RegExp;
  /** the Marshal's name on the pages */
  marshal: RegExp;
  /** place phrases, most specific first (an overlapping later match is dropped) */
  places: [RegExp, Resolve][];
  /** words that make a paragraph speak of places (then its bandits must be the example's) */
  positional: RegExp;
  /** how a sentence that supposes starts */
  conditional: RegExp;
  /** the two floors */
  roof: RegExp;
  inside: RegExp;
};

const ordinal = (words: readonly string[]) => (m: RegExpExecArray) => words.indexOf(m[1]!.toLowerCase()) + 1;
const numbered: Resolve = (m) => Number(m[1]);
const last: Resolve = (_m, cars) => cars - 1;
const beforeLast: Resolve = (_m, cars) => cars - 2;
const locomotive: Resolve = () => 0;

const EN = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const IT = ['primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto'];
const NL = ['eerste', 'tweede', 'derde', 'vierde', 'vijfde', 'zesde'];
const RO = ['primul', 'doilea', 'treilea', 'patrulea', 'cincilea', 'șaselea'];
const SV = ['första', 'andra', 'tredje', 'fjärde', 'femte', 'sjätte'];
/** An ordinal counts when it names a wagon: "the third wagon", or "the third" standing alone ("… of the fourth."). */
const ordinalOf = (words: readonly string[], wagon: string, joins: string) =>
  word(`(${words.join('|')})(?=\\s+${wagon}|\\s*[,.;:)]|\\s*$|\\s+(?:${joins})(?![\\p{L}]))`);

const VOCAB: Record<Lang, Vocab> = {
  en: {
    example: /^\*\*Example\b/,
    conditional: /^(If|Had|Were)\b/,
    marshal: word('Marshal'),
    places: [
      [word('wagon (\\d)'), numbered],
      [ordinalOf(EN, 'wagon', 'or|and'), ordinal(EN)],
      [word('caboose'), last],
      [word('locomotive'), locomotive],
    ],
    positional: word('wagons?|roofs?|inside|locomotive|caboose'),
    roof: word('roofs?'),
    inside: word('inside'),
  },
  it: {
    example: /^(\*\*)?Esempio\b/,
    conditional: /^(Se|Qualora)\b/,
    marshal: word('Sceriffo'),
    places: [
      [word('vagone di coda'), last],
      [word('penultimo(?: vagone)?'), beforeLast],
      [word('vagone (\\d)'), numbered],
      [ordinalOf(IT, 'vagone', 'o|e'), ordinal(IT)],
      [word('locomotiva'), locomotive],
    ],
    positional: word('vagon[ei]|tett[oi]|interno|dentro|locomotiva'),
    roof: word('tett[oi]'),
    inside: word("(?:all')?interno|dentro"),
  },
  nl: {
    example: /^(\*\*)?Voorbeeld\b/,
    conditional: /^(Als|Zou|Was|Had|Stond|Staat)\b|, dan\b/,
    marshal: word('Marshal'),
    places: [
      [word('voorlaatste(?: wagon)?'), beforeLast],
      [word('laatste wagon'), last],
      [word('wagon (\\d)'), numbered],
      [ordinalOf(NL, 'wagon', 'of|en'), ordinal(NL)],
      [word('locomotief'), locomotive],
    ],
    positional: word('wagons?|dak(en)?|binnen|locomotief'),
    roof: word('dak(?:en)?'),
    inside: word('binnen'),
  },
  ro: {
    example: /^(\*\*)?Exemplu\b/,
    conditional: /^Dacă(?![\p{L}])/u,
    marshal: word('ofițer(?:ul|ului)?(?: federal)?'),
    places: [
      [word('penultim(?:ul|ului)(?: vagon)?'), beforeLast],
      [word('ultim(?:ul|ului) vagon'), last],
      [word('vagon(?:ul|ului)? (\\d)'), numbered],
      [word('prim(?:ul|ului) vagon'), () => 1],
      [word(`(?:celui de-)?al (${RO.slice(1).join('|')})(?: vagon)?`), (m) => RO.indexOf(m[1]!.toLowerCase()) + 1],
      [word('locomotiv(?:a|ă|ei)'), locomotive],
    ],
    positional: word('vagon\\p{L}*|acoperiș\\p{L}*|interior\\p{L}*|locomotiv\\p{L}*'),
    roof: word('acoperiș\\p{L}*'),
    inside: word('interior\\p{L}*'),
  },
  sv: {
    example: /^\*\*Exempel\b/,
    conditional: /^(Om|Hade|Vore)\b/,
    marshal: word('[Ss]heriff(?:en|ens)?'),
    places: [
      [word('näst sista(?: vagnen)?'), beforeLast],
      [word('sista vagnen'), last],
      [word('kabyss(?:en|ens)?'), last],
      [word('vagn (\\d)'), numbered],
      [ordinalOf(SV, 'vagn', 'eller|och|står|Ghost|Belle|Cheyenne|Tuco|Django|Doc'), ordinal(SV)],
      [word('lok(?:omotiv)?(?:et|ets)?'), locomotive],
    ],
    positional: word('vagn\\p{L}*|tak\\p{L}*|inne|lok\\p{L}*|kabyss\\p{L}*'),
    roof: word('tak\\p{L}*'),
    inside: word('inne'),
  },
};

const BANDIT = word("(Ghost|Belle|Cheyenne|Tuco|Django|Doc)(?:s|'s|’s)?");

type Who = string; // a bandit id, or 'marshal'
type Floor = 'roof' | 'inside';
type Claim = { who: Who; place: number; floor: Floor | undefined; text: string };

/** Every "who … where" pair a paragraph states, clause by clause (a clause ends at , ; : . ! ?). */
export function claimsOf(paragraph: string, vocab: Vocab, cars: number): { names: Set<Who>; claims: Claim[] } {
  const names = new Set<Who>();
  const claims: Claim[] = [];
  const text = paragraph.replace(/<[^>]+>/g, ' ').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\*\*/g, '');
  // A sentence that supposes ("If the fourth wagon had been the caboose, …") says nothing about the picture.
  const stated = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !vocab.conditional.test(sentence.trim()))
    .join(' ');
  for (const clause of stated.split(/[,;:.!?()—]+/)) {
    type Token = { at: number; end: number } & ({ kind: 'who'; who: Who } | { kind: 'place'; place: number });
    const tokens: Token[] = [];
    for (const m of clause.matchAll(BANDIT)) tokens.push({ kind: 'who', who: m[1]!.toLowerCase(), at: m.index, end: m.index + m[0].length });
    for (const m of clause.matchAll(vocab.marshal)) tokens.push({ kind: 'who', who: 'marshal', at: m.index, end: m.index + m[0].length });
    const places: (Token & { kind: 'place' })[] = [];
    for (const [re, resolve] of vocab.places) {
      for (const m of clause.matchAll(re)) {
        const end = m.index + m[0].length;
        if (places.some((p) => m.index < p.end && p.at < end)) continue;
        places.push({ kind: 'place', place: resolve(m, cars), at: m.index, end });
      }
    }
    places.sort((a, b) => a.at - b.at);
    tokens.push(...places);
    tokens.sort((a, b) => a.at - b.at);
    for (const t of tokens) if (t.kind === 'who' && t.who !== 'marshal') names.add(t.who);
    /** The floor a stretch of the clause names, when it names exactly one. */
    const floorIn = (from: number, to: number): Floor | undefined => {
      const part = clause.slice(from, to);
      const roof = new RegExp(vocab.roof.source, 'iu').test(part);
      const inside = new RegExp(vocab.inside.source, 'iu').test(part);
      return roof === inside ? undefined : roof ? 'roof' : 'inside';
    };
    // One place in the clause: it is where everyone the clause names stands ("Inne i den andra står
    // Ghost"); several: each place goes with the names since the previous one ("Doc is on the roof of the
    // third wagon and Ghost is inside the fourth").
    if (places.length === 1) {
      // … unless names come before it: then it is theirs ("Django står på lokomotivets tak och skjuter på Belle").
      const only = places[0]!;
      const floor = floorIn(0, clause.length);
      const before = tokens.filter((t) => t.kind === 'who' && t.at < only.at);
      for (const t of before.length > 0 ? before : tokens) if (t.kind === 'who') claims.push({ who: t.who, place: only.place, floor, text: clause.trim() });
    } else {
      let pending: Who[] = [];
      let from = 0;
      for (const t of tokens) {
        if (t.kind === 'who') pending.push(t.who);
        else {
          const floor = floorIn(from, t.end);
          for (const who of pending) claims.push({ who, place: t.place, floor, text: clause.trim() });
          pending = [];
          from = t.end;
        }
      }
    }
  }
  return { names, claims };
}

/** Example paragraphs and the examples they describe: the rule section right before a group of embeds, or a link. */
function bindings(blocks: readonly Block[], vocab: Vocab): { para: Block; ids: string[] }[] {
  const out: { para: Block; ids: string[] }[] = [];
  const linked = (b: Block) => [...b.text.matchAll(/\]\(#scenario-([a-z0-9-]+)\)/g)].map((m) => m[1]!);
  for (const b of blocks) if (b.kind === 'para' && linked(b).length > 0) out.push({ para: b, ids: linked(b) });
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i]!.kind !== 'scenario' || blocks[i - 1]?.kind === 'scenario') continue;
    const ids: string[] = [];
    // The group runs on past the words that follow an embed (the answer to its question, given after
    // it: tests/unit/question-prose.test.ts), up to the next rule, heading or example paragraph.
    for (let j = i; j < blocks.length; j++) {
      const b = blocks[j]!;
      if (b.kind === 'scenario') ids.push(b.id!);
      else if (b.kind !== 'para' || vocab.example.test(b.text)) break;
    }
    let k = i - 1;
    while (blocks[k]?.kind === 'rule-close') k--;
    for (; k >= 0 && blocks[k]!.kind === 'para'; k--) {
      const para = blocks[k]!;
      if (vocab.example.test(para.text) && linked(para).length === 0) out.push({ para, ids });
    }
  }
  return out;
}

const scenarios = new Map<string, Scenario>();
for (const file of filesUnder(join(root, 'content/scenarios'), '.yaml')) {
  const r = loadScenario(readFileSync(file, 'utf8'), relative(root, file));
  if (r.ok) scenarios.set(r.scenario.id, r.scenario);
}

/** The example's position at its start and after each of its steps. */
function statesOf(id: string): GameState[] {
  const walk = walkScenario(scenarios.get(id)!);
  return [walk.initial, ...walk.frames.map((f) => f.after)].filter((s): s is GameState => s !== undefined);
}

/** Where someone is: "car" or "car roof" / "car inside" (the Marshal is always inside). */
function at(s: GameState, who: Who, withFloor: boolean): string {
  if (who === 'marshal') return String(s.marshal);
  const b = s.bandits[who as keyof GameState['bandits']];
  return b === undefined ? 'nowhere' : withFloor ? `${b.car} ${b.floor}` : String(b.car);
}

/** Why the paragraph does not fit this example ([] when it does). */
function misfits(paragraph: string, vocab: Vocab, id: string): string[] {
  const states = statesOf(id);
  const first = states[0];
  if (!first) return [`${id} does not start`];
  const { names, claims } = claimsOf(paragraph, vocab, first.cars.length);
  const problems: string[] = [];
  for (const who of names) if (first.bandits[who as keyof GameState['bandits']] === undefined) problems.push(`${who} is not in it`);
  for (const c of claims) {
    if (names.has(c.who) && first.bandits[c.who as keyof GameState['bandits']] === undefined) continue;
    const withFloor = c.floor !== undefined && c.who !== 'marshal';
    const claimed = withFloor ? `${c.place} ${c.floor}` : String(c.place);
    if (!states.some((s) => at(s, c.who, withFloor) === claimed)) {
      const where = [...new Set(states.map((s) => at(s, c.who, withFloor)))].join(', then ');
      problems.push(`"${c.text}": ${c.who} at car ${claimed}, but the board has ${c.who} at car ${where}`);
    }
  }
  return problems;
}

describe('the claims reader', () => {
  const en = VOCAB.en;
  it('pairs each bandit with the wagon of its clause, as the board numbers them', () => {
    const { claims } = claimsOf(
      '**Example.** Ghost is on the roof of the first wagon, Tuco and Cheyenne stand together on the roof of the third wagon, and Doc is on the roof of the fourth.',
      en,
      5,
    );
    expect(claims.map((c) => `${c.who}@${c.place}`)).toEqual(['ghost@1', 'tuco@3', 'cheyenne@3', 'doc@4']);
  });
  it('reads several places in one clause in order, the caboose and the locomotive, and ignores other ordinals', () => {
    const { claims } = claimsOf('Doc is on the roof of the third wagon and Ghost is inside the caboose. The first bandit you meet wins. Django sits in the locomotive.', en, 5);
    expect(claims.map((c) => `${c.who}@${c.place}`)).toEqual(['doc@3', 'ghost@4', 'django@0']);
  });
  it('reads place-first clauses (Swedish) and numbered wagons (Romanian)', () => {
    expect(claimsOf('Inne i den andra står Ghost, inne i den fjärde Django.', VOCAB.sv, 6).claims.map((c) => `${c.who}@${c.place}`)).toEqual(['ghost@2', 'django@4']);
    expect(claimsOf('Django este pe acoperișul vagonului 1, Cheyenne pe acoperișul ultimului vagon.', VOCAB.ro, 5).claims.map((c) => `${c.who}@${c.place}`)).toEqual(['django@1', 'cheyenne@4']);
    expect(claimsOf('Doc e Ghost partono nel Vagone di coda, Django nel penultimo Vagone.', VOCAB.it, 5).claims.map((c) => `${c.who}@${c.place}`)).toEqual(['doc@4', 'ghost@4', 'django@3']);
  });
  it('the checker catches the Fire page mismatch of issue #11', () => {
    const before = '**Example.** Ghost is on the roof of the first wagon, Tuco and Cheyenne stand together on the roof of the third wagon, and Doc is on the roof of the fourth.';
    expect(misfits(before, en, 'fire-line-of-sight-book')).toEqual([
      expect.stringContaining('tuco at car 3 roof, but the board has tuco at car 2 roof'),
      expect.stringContaining('cheyenne at car 3 roof, but the board has cheyenne at car 2 roof'),
    ]);
    expect(misfits(before.replace('third', 'second'), en, 'fire-line-of-sight-book')).toEqual([]);
  });
});

for (const lang of LANGS) {
  describe(`${lang}: every example paragraph fits the example it describes`, () => {
    const vocab = VOCAB[lang];
    const files = filesUnder(join(root, 'content/docs', lang), '.mdx');
    let bound = 0;
    for (const file of files) {
      const blocks = blocksOf(readFileSync(file, 'utf8'));
      const embedded = blocks.filter((b) => b.kind === 'scenario').map((b) => b.id);
      for (const { para, ids } of bindings(blocks, vocab)) {
        if (!new RegExp(vocab.positional.source, 'iu').test(para.text)) continue;
        bound++;
        it(`${relative(root, file)}:${para.line} → ${ids.join(' | ')}`, () => {
          for (const id of ids) expect(scenarios.has(id), `${id} is a scenario`).toBe(true);
          // A link to an example points to one on the same page (the link is #scenario-<id>).
          for (const id of ids) expect(embedded, `${id} is on this page`).toContain(id);
          const fits = ids.map((id) => ({ id, problems: misfits(para.text, vocab, id) }));
          expect(
            fits.some((f) => f.problems.length === 0),
            `${para.text}\n\nfits none of its examples:\n${fits.map((f) => `- ${f.id}: ${f.problems.join('; ')}`).join('\n')}`,
          ).toBe(true);
        });
      }
    }
    it('finds example paragraphs to check', () => {
      expect(bound).toBeGreaterThanOrEqual(8);
    });
  });
}
