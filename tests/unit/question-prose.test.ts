// Issue #11, "Questions that are questions", review of the prose above the examples (all five
// languages had it): the widget hid the answer until the reader answered, but the rules text right
// above it said it. "Ghost may shoot Tuco or Cheyenne, but not Doc" stood above "Whom can Ghost
// shoot?"; "Moving forward, he can reach the roof of the third, the second or the first wagon" above
// "Where can Tuco's Move card take him?"; "Her shot has no effect" above "Can Cheyenne shoot through
// the roof at Belle?"; "Django must hit Tuco" above "Can Django shoot Belle?".
//
// The prose right above an example (the paragraphs between it, or the group of embeds it belongs to,
// and the previous heading, rule or embed) sets the scene; the sentences that give the answer come
// after the embed. Checked mechanically for every question of every example on every page, in every
// language, from the scenario's own data (the question step's `expect:` and `possible:`):
// - a question answered by choosing targets (the engine's legal targets, or the bandit a Colt Super
//   Express shot hits): no paragraph names all the right bandits together with the one who acts and a
//   verb of the action;
// - a question answered by choosing where to move: no paragraph names the one who moves, a verb of
//   moving and every wagon the move may end on;
// - a `possible:` question about a bandit: no sentence has the one who acts, a verb of the action, the
//   bandit and a "not" (when the option is ruled out), or the three without it (when it is allowed);
//   no sentence says whom the actor hits instead; and when nothing at all can be done, no paragraph
//   naming the actor says the card has no effect.
// Questions answered from the scenario's own `answers:` are worded freely; they are not checked here.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findScenarioFiles, loadFile } from '../../src/cli/files.ts';
import { CHARACTER_IDS, type GameState } from '../../src/games/colt-express/engine/types.ts';
import { walkScenario, type Scenario } from '../../src/scenarios/index.ts';
import { blocksOf, filesUnder, type Block } from './mdx-blocks.ts';
import { LOCALE_CODES as LANGS } from '../../src/site/locales.mjs';

const root = join(import.meta.dirname, '../..');
type Lang = (typeof LANGS)[number];

/** A word or phrase, not part of a longer word (JavaScript's \b knows no ä, ș, ...). */
const word = (source: string) => new RegExp(`(?<![\\p{L}\\d])(?:${source})(?![\\p{L}\\d])`, 'iu');

type Action = 'fire' | 'move';
type Vocab = {
  /** verbs of each action a question asks about (not the card's name: "Fire", "Schiet", "Skjut-kort") */
  verbs: Record<Action, RegExp>;
  /** words that say an option is ruled out */
  not: RegExp;
  /** "the card has no effect" */
  noEffect: RegExp;
  /** how a wagon is named by its number (index 0 is the locomotive's) */
  wagon: (n: number, last: boolean) => RegExp;
};

const ordinals: Record<Lang, readonly string[]> = {
  en: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'],
  it: ['primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto'],
  nl: ['eerste', 'tweede', 'derde', 'vierde', 'vijfde', 'zesde'],
  ro: ['primul', 'doilea', 'treilea', 'patrulea', 'cincilea', 'șaselea'],
  sv: ['första', 'andra', 'tredje', 'fjärde', 'femte', 'sjätte'],
};
const lastWagon: Record<Lang, string> = { en: 'caboose', it: 'vagone di coda', nl: 'laatste wagon', ro: 'ultim(?:ul|ului) vagon', sv: 'kabyss\\p{L}*|sista vagnen' };
const locomotive: Record<Lang, string> = { en: 'locomotive', it: 'locomotiva', nl: 'locomotief', ro: 'locomotiv\\p{L}*', sv: 'lok\\p{L}*' };
const wagonIn = (lang: Lang) => (n: number, last: boolean) =>
  word(n === 0 ? locomotive[lang] : [ordinals[lang][n - 1], String(n), ...(last ? [lastWagon[lang]] : [])].join('|'));

const VOCAB: Record<Lang, Vocab> = {
  en: {
    verbs: { fire: word('shoot|shoots|shot|hits?|fires? at|must hit'), move: word('reach|reaches|moves?|runs?|go|goes') },
    not: word("not|cannot|can't|never"),
    noEffect: word('no effect'),
    wagon: wagonIn('en'),
  },
  it: {
    verbs: { fire: word('spara\\p{L}*|colpisc\\p{L}*|colpir\\p{L}*'), move: word('raggiung\\p{L}*|arriva\\p{L}*|corr\\p{L}*|muove') },
    not: word('non|mai'),
    noEffect: word('non ha effetto|nessun effetto|va a vuoto'),
    wagon: wagonIn('it'),
  },
  nl: {
    verbs: { fire: word('schieten|schiet op|raken|raakt|geraakt|kiezen'), move: word('bereiken|bereikt|lopen|loopt|komen|komt') },
    not: word('niet|nooit'),
    noEffect: word('geen effect|gebeurt niets'),
    wagon: wagonIn('nl'),
  },
  ro: {
    verbs: { fire: word('împușca|împuște|împușcă|lovește|nimerește'), move: word('ajunge|ajungă|merge|mută') },
    not: word('nu|nici'),
    noEffect: word('nu are efect|niciun efect'),
    wagon: wagonIn('ro'),
  },
  sv: {
    verbs: { fire: word('skjuta|skjuter|sköt|träffa|träffar'), move: word('nå|når|springa|springer|gå|går') },
    not: word('inte|aldrig'),
    noEffect: word('ingen verkan'),
    wagon: wagonIn('sv'),
  },
};

const NAME = (id: string) => word(`${id}(?:s|'s|’s)?`);
const plain = (text: string) => text.replace(/<[^>]+>/g, ' ').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\*\*/g, '');
const sentencesOf = (paragraph: string) => plain(paragraph).split(/(?<=[.!?])\s+|\n\s*-\s+/);
const banditsOf = (phrase: string) => CHARACTER_IDS.filter((id) => new RegExp(`\\b${id}\\b`).test(phrase));
const actionOf = (phrase: string): Action | undefined => (/^fire\b/.test(phrase) ? 'fire' : /^move\b/.test(phrase) ? 'move' : undefined);

/** What a question's answer is, read from the scenario: the step's `expect:` and `possible:`. */
type Asked =
  | { kind: 'targets'; actor: string; action: Action; right: string[] }
  | { kind: 'destinations'; actor: string; right: number[]; cars: number }
  | { kind: 'possible'; actor: string; action: Action; target: string; legal: boolean; instead: string[]; nothing: boolean }
  | { kind: 'unchecked' };

function asked(s: Scenario, i: number): Asked {
  const step = s.steps[i]!;
  const frame = walkScenario(s).frames[i];
  const actor = frame?.offer?.actor;
  const ex = (step.expect ?? {}) as { targets?: string[]; hit?: string };
  if (actor === undefined) return { kind: 'unchecked' };
  if (step.answer?.kind === 'possible') {
    const { option } = step.answer;
    const [target] = banditsOf(option);
    const action = actionOf(option);
    if (target === undefined || action === undefined) return { kind: 'unchecked' };
    const instead = ex.targets ?? (ex.hit ? [ex.hit] : []);
    const offered = frame!.offer!.choices;
    return { kind: 'possible', actor, action, target, legal: offered.includes(option), instead, nothing: instead.length === 0 && offered.every((c) => /\bnobody\b/.test(c)) };
  }
  if (step.answer !== undefined) return { kind: 'unchecked' };
  if (ex.targets !== undefined || ex.hit !== undefined) return { kind: 'targets', actor, action: 'fire', right: ex.targets ?? [ex.hit!] };
  // Otherwise the game's legal options are the right answers (a Move's distances and directions).
  const moves = frame!.offer!.choices.map((c) => /^move: (\d) (forward|back)$/.exec(c));
  if (moves.length > 0 && moves.every((m) => m !== null) && s.game === 'colt-express') {
    const before = frame!.before as GameState;
    const from = before.bandits[actor as keyof GameState['bandits']]!.car;
    return { kind: 'destinations', actor, cars: before.cars.length, right: moves.map((m) => from + (m![2] === 'forward' ? -1 : 1) * Number(m![1])) };
  }
  return { kind: 'unchecked' };
}

/** Why this prose gives the answer away ([] when it does not). */
export function givenAway(paragraphs: readonly string[], a: Asked, lang: Lang): string[] {
  const v = VOCAB[lang];
  const out: string[] = [];
  const has = (text: string, ...res: RegExp[]) => res.every((re) => re.test(text));
  // In one sentence the one who acts comes first ("… kan inte skjuta på Doc, för Tuco och Cheyenne
  // står emellan" says nothing about what Cheyenne may do).
  const says = (sentence: string, actor: string, ...res: RegExp[]) => {
    const at = NAME(actor).exec(sentence);
    return at !== null && has(sentence.slice(at.index + at[0].length), ...res);
  };
  for (const paragraph of paragraphs) {
    const text = plain(paragraph);
    switch (a.kind) {
      case 'targets':
        if (has(text, NAME(a.actor), v.verbs[a.action], ...a.right.map(NAME))) out.push(`names ${a.actor}, a verb of ${a.action} and ${a.right.join(' + ')}: "${paragraph}"`);
        break;
      case 'destinations':
        if (has(text, NAME(a.actor), v.verbs.move, ...a.right.map((n) => v.wagon(n, n === a.cars - 1)))) out.push(`names ${a.actor}, a verb of moving and every wagon he may reach (${a.right.join(', ')}): "${paragraph}"`);
        break;
      case 'possible':
        for (const sentence of sentencesOf(paragraph)) {
          const about = says(sentence, a.actor, v.verbs[a.action], NAME(a.target));
          if (about && a.legal) out.push(`says ${a.actor} may ${a.action} at ${a.target}: "${sentence}"`);
          if (about && !a.legal && v.not.test(sentence)) out.push(`says ${a.actor} may not ${a.action} at ${a.target}: "${sentence}"`);
          if (!a.legal && a.instead.length > 0 && says(sentence, a.actor, v.verbs[a.action], ...a.instead.map(NAME))) out.push(`says whom ${a.actor} hits instead: "${sentence}"`);
        }
        if (a.nothing && has(text, NAME(a.actor), v.noEffect)) out.push(`says ${a.actor}'s card has no effect: "${paragraph}"`);
        break;
      case 'unchecked':
        break;
    }
  }
  return out;
}

/** The prose a reader meets right above each embed: back to the previous heading, rule or embed. */
function proseAbove(blocks: readonly Block[]): Map<number, Block[]> {
  const out = new Map<number, Block[]>();
  blocks.forEach((b, i) => {
    if (b.kind !== 'scenario') return;
    let k = i - 1;
    while (blocks[k]?.kind === 'scenario' || blocks[k]?.kind === 'rule-close') k--;
    const run: Block[] = [];
    for (; k >= 0 && blocks[k]!.kind === 'para'; k--) run.unshift(blocks[k]!);
    out.set(i, run);
  });
  return out;
}

const cwd = process.cwd();
const scenarios = new Map(
  findScenarioFiles(['content/scenarios'], cwd).files.flatMap((f) => loadFile(f, cwd).scenario ?? []).map((s) => [s.id, s] as const),
);
const questions = [...scenarios.values()].flatMap((s) => s.steps.flatMap((st, i) => (st.ask ? [{ s, i, a: asked(s, i) }] : [])));

describe('the checker (rows: the cases the review found, in their old wording)', () => {
  const q = (id: string, n = 0) => questions.filter((x) => x.s.id === id)[n]!.a;
  it('reads each question\'s answer from the scenario data', () => {
    expect(q('fire-line-of-sight-book')).toEqual({ kind: 'targets', actor: 'ghost', action: 'fire', right: ['tuco', 'cheyenne'] });
    expect(q('fire-line-of-sight-book', 1)).toMatchObject({ kind: 'targets', actor: 'tuco', right: ['ghost', 'doc'] });
    expect(q('move-roof-one-to-three')).toMatchObject({ kind: 'destinations', actor: 'tuco', right: [1, 2, 3, 5, 6] });
    expect(q('fire-no-target')).toMatchObject({ kind: 'possible', actor: 'cheyenne', target: 'belle', legal: false, nothing: true });
    expect(q('belle-protected-from-fire')).toMatchObject({ kind: 'possible', actor: 'django', target: 'belle', legal: false, instead: ['tuco'] });
    expect(q('fire-at-the-locomotive-roof')).toMatchObject({ kind: 'possible', actor: 'cheyenne', target: 'doc', legal: true });
    expect(q('cse-card-fire-same-wagon')).toMatchObject({ kind: 'targets', actor: 'tuco', right: ['doc'] });
  });
  const rows: [Lang, string, number, string][] = [
    // content/docs/en/rules/fire.mdx, issue #11's headline case
    ['en', 'fire-line-of-sight-book', 0, '**Example.** Ghost is on the roof of the first wagon, Tuco and Cheyenne stand together on the roof of the second wagon, and Doc is on the roof of the fourth. Ghost may shoot Tuco or Cheyenne, but not Doc.'],
    // content/docs/nl/rules/fire.mdx, the same answer as a list under the scene
    ['nl', 'fire-line-of-sight-book', 1, '- Tuco kan schieten op Ghost (aan de ene kant) of op Doc (aan de andere kant).'],
    // content/docs/en/rules/move.mdx
    ['en', 'move-roof-one-to-three', 0, '**Example.** Tuco is on the roof of the fourth wagon, in a train of six wagons. Moving forward, he can reach the roof of the third, the second or the first wagon. Moving backward, he can reach the roof of the fifth wagon or of the sixth, the caboose.'],
    // content/docs/sv/rules/move.mdx
    ['sv', 'move-roof-one-to-three', 0, '**Exempel.** Tuco står på taket av den fjärde vagnen, i ett tåg med sex vagnar. Framåt kan han nå taket på den tredje, den andra eller den första vagnen. Bakåt kan han nå taket på den femte vagnen eller på den sjätte, kabyssen.'],
    // content/docs/en/rules/fire.mdx
    ['en', 'fire-no-target', 0, '**Example.** Cheyenne planned a Fire from the roof of the second wagon, but Ghost and Doc are inside their wagons and nobody else stands on the roofs. Her shot has no effect and she keeps all her bullets.'],
    // content/docs/en/rules/characters.mdx
    ['en', 'belle-protected-from-fire', 0, '**Example.** Belle and Tuco stand side by side on the roof of the third wagon and Django shoots from the roof of the first. Django must hit Tuco.'],
    // content/docs/sv/rules/characters.mdx
    ['sv', 'belle-protected-from-fire', 0, '**Exempel.** Belle och Tuco står på samma tak, i Djangos skottlinje. Django måste skjuta på Tuco.'],
    // a made-up row: the allowed option said outright
    ['it', 'fire-at-the-locomotive-roof', 0, 'Esempio: Cheyenne, sul tetto del terzo Vagone, può sparare a Doc sul tetto della Locomotiva.'],
  ];
  for (const [lang, id, n, old] of rows) {
    it(`${lang} ${id}: the old wording gives the answer away`, () => {
      expect(givenAway([old], q(id, n), lang)).not.toEqual([]);
    });
  }
  it('a scene that only says who is where gives nothing away', () => {
    expect(givenAway(['**Example.** Ghost is on the roof of the first wagon, Tuco and Cheyenne stand together on the roof of the second wagon, and Doc is on the roof of the fourth.'], q('fire-line-of-sight-book'), 'en')).toEqual([]);
    expect(givenAway(['**Example.** Tuco is on the roof of the fourth wagon, in a train of six wagons, and plays a Move.'], q('move-roof-one-to-three'), 'en')).toEqual([]);
  });
});

for (const lang of LANGS) {
  describe(`${lang}: the prose above an example with a question does not answer it`, () => {
    let checked = 0;
    for (const file of filesUnder(join(root, 'content/docs', lang), '.mdx')) {
      const blocks = blocksOf(readFileSync(file, 'utf8'));
      const above = proseAbove(blocks);
      blocks.forEach((b, at) => {
        if (b.kind !== 'scenario') return;
        for (const { s, i, a } of questions.filter((x) => x.s.id === b.id)) {
          if (a.kind === 'unchecked') continue;
          checked++;
          it(`${relative(root, file)}:${b.line} ${s.id} "${s.steps[i]!.ask![lang]}"`, () => {
            expect(givenAway(above.get(at)!.map((p) => p.text), a, lang)).toEqual([]);
          });
        }
      });
    }
    it('finds questions to check', () => {
      expect(checked).toBeGreaterThanOrEqual(10);
    });
  });
}

// The page's worked answer after a question example is folded under <Answer> (Answer.astro: the example
// asks first; printed open), never a paragraph that opens with the word (review 2026-11-26).
describe('worked answers are folded', () => {
  const opener = /^(?:\*\*)?(?:Answer|Risposta|Antwoord|Răspuns|Svar)[.:](?:\*\*)?(?:\s|$)/;
  it.each(LANGS)('%s: no paragraph opens with the word for "answer"', (lang) => {
    const found: string[] = [];
    for (const file of filesUnder(join(root, 'content/docs', lang), '.mdx')) {
      for (const b of blocksOf(readFileSync(file, 'utf8'))) if (b.kind === 'para' && opener.test(b.text)) found.push(`${relative(root, file)}:${b.line}`);
    }
    expect(found).toEqual([]);
  });
});
