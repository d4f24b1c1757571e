// The engine's refusals in the reader's language. The engine explains a refusal in English for
// developers (`message`) and names it with a closed code (`code`) and where it is (`path`, and
// `params` when the engine gives them); the reader gets a sentence picked by the code
// (locales/<lang>/errors.json `position.*`, `setup.*`; a refused choice, `choice.*`, is kit.tsx's) that names the bandit as the
// glossary does (tests/colt-express/sandbox/sandbox.test.ts checks that every code checkPosition can
// give has one). The English message is never shown, not even folded (issue 19). An unknown code
// falls back to a general sentence, never to the English one.
// Fetched only when needed: by the editor, or by kit.tsx when a link holds an impossible position.

import type { CharacterId, EngineError, GameState, PositionProblem } from '../engine/types.ts';
import { CHARACTER_IDS } from '../engine/types.ts';
import { banditName } from '../board/describe.ts';
import type { Translate } from '../../../widgets/i18n.ts';
import { dynKey } from '../../../i18n/keys.ts';
import type { Notice } from '../../../widgets/sandbox/kit.ts';

type Problem = PositionProblem & { readonly params?: Readonly<Record<string, unknown>> };

const CHARACTERS: readonly string[] = CHARACTER_IDS;

/** Codes whose sentence depends on what is wrong (errors.json `position.<code>.<what>`). */
const GROUPS = new Set(['loot-not-conserved', 'bullets-not-conserved', 'cards-not-conserved']);

/** Sentences that name a bandit: without one, the general sentence of the code is used. */
const NEEDS_BANDIT = new Set(['missing-bandit', 'bad-floor', 'bullets-range', 'bandit-with-marshal', 'bad-seat', 'extra-bandit']);

function banditOf(p: Problem): string | undefined {
  const fromParams = p.params?.['bandit'];
  if (typeof fromParams === 'string' && CHARACTERS.includes(fromParams)) return fromParams;
  const m = /^bandits\.([a-z]+)/.exec(p.path);
  return m?.[1] !== undefined && CHARACTERS.includes(m[1]) ? m[1] : undefined;
}

/** Which tokens a conservation problem is about, from where it is. */
function lootOf(p: Problem): 'strongboxes' | 'jewels' | 'purses' {
  return p.path.endsWith('strongboxes') ? 'strongboxes' : p.path.endsWith('jewels') ? 'jewels' : 'purses';
}

function seatNames(p: Problem, state: GameState | undefined, t: Translate): string {
  const m = /^players\[(\d+)\]/.exec(p.path);
  const seat = m ? state?.config.seats[Number(m[1])] : undefined;
  return seat ? seat.map((b) => banditName(t, b)).join(' / ') : '';
}

/** One problem of a position, in the page's language. */
export function positionProblemText(p: Problem, t: Translate, state?: GameState): string {
  // A code without a sentence of its own (errors.json `position.<code>`) gets the general one.
  const key = `errors:position.${p.code}` as const;
  const code = GROUPS.has(p.code) || (/^[a-z-]+$/.test(p.code) && t(dynKey(key)) !== key) ? p.code : 'other';
  const bandit = banditOf(p);
  const name = bandit ? banditName(t, bandit as CharacterId) : '';
  if (NEEDS_BANDIT.has(code) && !name) return t('errors:position.other');
  switch (code) {
    case 'bad-car':
      return name ? t('errors:position.bad-car', { who: name }) : t('errors:position.marshal-outside');
    case 'loot-not-conserved':
      return t(`errors:position.loot-not-conserved.${lootOf(p)}`);
    case 'bullets-not-conserved':
      return name ? t('errors:position.bullets-not-conserved.bandit', { bandit: name }) : t('errors:position.bullets-not-conserved.neutral');
    case 'cards-not-conserved': {
      const who = seatNames(p, state, t);
      return who ? t('errors:position.cards-not-conserved.seat', { who }) : t('errors:position.cards-not-conserved.any');
    }
    default:
      return t(`errors:position.${code}`, { bandit: name });
  }
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

/** A position the engine refuses (an edit, a link): the reader's sentences only. */
export function positionNotice(lead: string, problems: readonly Problem[], t: Translate, state?: GameState): Notice {
  const items = unique(problems.map((p) => positionProblemText(p, t, state)));
  if (items.length === 0) return { text: `${lead} ${t('errors:position.other')}` };
  if (items.length === 1) return { text: `${lead} ${items[0]}` };
  return { text: lead, items };
}

/** An error of buildPosition: its problems when it has them, else the general sentence. */
export function buildRefusal(lead: string, error: EngineError, t: Translate, state?: GameState): Notice {
  return positionNotice(lead, error.problems ?? [], t, state);
}
