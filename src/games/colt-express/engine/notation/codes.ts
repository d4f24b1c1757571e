// One-character codes of the notation: characters, actions, loot, cards. Each code has its
// writer and its reader here.
//   characters  g b c t d o      (ghost belle cheyenne tuco django doc)
//   actions     m f s x r p      (move floor marShal fire(x) rob punch); upper case = face down
//   loot        a-f purses $250-$500, x hidden purse, J jewel, S strongbox
//   cards       A-Z a-j action cards (character × action), k-p bullets of each character,
//               q neutral bullet, r hidden
import type { ActionKind, CardId, CharacterId, Loot } from '../types.ts';
import { ACTION_KINDS, CHARACTER_IDS } from '../data/characters.ts';
import { HIDDEN_PURSE, JEWEL, STRONGBOX, actionCard, bulletCard, purse } from '../cards.ts';
import { bounded, codeOf, fail, ok, type Parsed } from './parsed.ts';

const CHAR_CODE = 'gbctdo';
const ACTION_CODE = 'mfsxrp';
const PURSE_CODES = 'abcdef';
const PURSE_STEP = 50;
const PURSE_MIN = 250;

export function charCode(c: CharacterId): string {
  return CHAR_CODE[CHARACTER_IDS.indexOf(c)]!;
}
export function parseCharacter(ch: string | undefined, path: string): Parsed<CharacterId> {
  const i = codeOf(ch, CHAR_CODE, path, 'character');
  return i.ok ? ok(CHARACTER_IDS[i.value]!) : i;
}
/** A character of this game (`all`). */
export function parseOwnCharacter(ch: string | undefined, all: readonly CharacterId[], path: string): Parsed<CharacterId> {
  const c = parseCharacter(ch, path);
  if (c.ok && !all.includes(c.value)) return fail('not-in-game', path, `${c.value} is not in the game`);
  return c;
}

export function actionCode(a: ActionKind): string {
  return ACTION_CODE[ACTION_KINDS.indexOf(a)]!;
}
export function parseAction(ch: string | undefined, path: string): Parsed<ActionKind> {
  const i = codeOf(ch, ACTION_CODE, path, 'action');
  return i.ok ? ok(ACTION_KINDS[i.value]!) : i;
}

/** A purse value as its code; null (hidden) as x. */
export function purseCode(v: number | null): string {
  return v === null ? 'x' : (PURSE_CODES[(v - PURSE_MIN) / PURSE_STEP] ?? 'a');
}
export function lootCode(l: Loot): string {
  if (l.kind === 'strongbox') return 'S';
  if (l.kind === 'jewel') return 'J';
  return purseCode(l.value);
}
/** At most `max` loot tokens. */
export function parseLoot(text: string, path: string, max: number): Parsed<Loot[]> {
  const tooMany = bounded(text, max, path, 'loot tokens');
  if (tooMany) return tooMany;
  const out: Loot[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === 'S') out.push(STRONGBOX);
    else if (ch === 'J') out.push(JEWEL);
    else if (ch === 'x') out.push(HIDDEN_PURSE);
    else {
      const k = PURSE_CODES.indexOf(ch);
      if (k < 0) return fail('unknown-code', `${path}[${i}]`, `unknown loot code "${ch}" (expected a-f, x, J or S)`);
      out.push(purse(PURSE_MIN + PURSE_STEP * k));
    }
  }
  return ok(out);
}
/** At most `max` purses (values, null = hidden). */
export function parsePurses(text: string, path: string, max: number): Parsed<(number | null)[]> {
  const loot = parseLoot(text, path, max);
  if (!loot.ok) return loot;
  const out: (number | null)[] = [];
  for (let i = 0; i < loot.value.length; i++) {
    const l = loot.value[i]!;
    if (l.kind !== 'purse') return fail('unknown-code', `${path}[${i}]`, 'only purses lie here');
    out.push(l.value);
  }
  return ok(out);
}

// card codes (built by a pure call, so bundlers drop them when the notation is unused)
const CARD_CODES = /*#__PURE__*/ cardCodes();
function cardCodes(): { toCode: Map<string, string>; toCard: Map<string, CardId> } {
  const ids: CardId[] = [];
  for (const c of CHARACTER_IDS) for (const a of ACTION_KINDS) ids.push(actionCard(c, a));
  for (const c of CHARACTER_IDS) ids.push(bulletCard(c));
  ids.push('bullet.neutral', 'hidden');
  const alpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return {
    toCode: new Map(ids.map((id, k) => [id, alpha[k]!])),
    toCard: new Map(ids.map((id, k) => [alpha[k]!, id])),
  };
}
export function cardsCode(cards: readonly CardId[]): string {
  let out = '';
  for (const c of cards) out += CARD_CODES.toCode.get(c) ?? 'r';
  return out;
}
/** At most `max` cards. */
export function parseCards(text: string, path: string, max: number): Parsed<CardId[]> {
  const tooMany = bounded(text, max, path, 'cards');
  if (tooMany) return tooMany;
  const out: CardId[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = CARD_CODES.toCard.get(text[i]!);
    if (c === undefined) return fail('unknown-code', `${path}[${i}]`, `unknown card code "${text[i]!}"`);
    out.push(c);
  }
  return ok(out);
}
