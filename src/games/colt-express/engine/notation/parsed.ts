// The result of parsing one field of the notation: a value, or a typed error naming the field
// (as chessops' fen.ts does). No exceptions: every parser returns, whatever the text.
import type { NotationErrorCode } from '../types.ts';

export type NotationError = { readonly code: NotationErrorCode; readonly path: string; readonly message: string };
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: NotationError };
export type Failed = { readonly ok: false; readonly error: NotationError };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = (code: NotationErrorCode, path: string, message: string): Failed => ({ ok: false, error: { code, path, message } });

/** Parse every item; the first error wins. */
export function each<T>(items: readonly string[], parse: (item: string, i: number) => Parsed<T>): Parsed<T[]> {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) {
    const r = parse(items[i]!, i);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}

/** `text` split on `sep` into exactly `n` parts. */
export function parts(text: string, sep: string, n: number, path: string): Parsed<string[]> {
  const p = text.split(sep, n + 1);
  if (p.length !== n) return fail('field-count', path, `expected ${n} parts separated by "${sep}", found ${p.length > n ? 'more' : p.length}`);
  return ok(p);
}

/** A list of at most `max` one-character codes. */
export function bounded(text: string, max: number, path: string, what: string): Failed | null {
  return text.length > max ? fail('too-long', path, `${text.length} ${what}: a game has at most ${max}`) : null;
}

/** A base-36 number from 0 to `max`, canonical (no leading zero). Reads at most one digit past `max`. */
export function base36(text: string | undefined, path: string, max: number): Parsed<number> {
  if (text === undefined || text === '') return fail('missing', path, 'missing');
  if (text.length > 1 && text[0] === '0') return fail('not-canonical', path, `"${text.slice(0, 12)}": a number is written without leading zeros`);
  let v = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : -1;
    if (d < 0) return fail('bad-number', path, `"${text.slice(0, 12)}" is not a base-36 number`);
    v = v * 36 + d;
    // a bound first: a long run of digits is refused without being read to its end
    if (v > max) return fail('out-of-range', path, `"${text.slice(0, 12)}${text.length > 12 ? '…' : ''}" is out of range (expected 0 to ${max})`);
  }
  return ok(v);
}

/** The index of `ch` in `alphabet` (one code per character). */
export function codeOf(ch: string | undefined, alphabet: string, path: string, what: string): Parsed<number> {
  const i = ch === undefined || ch === '' ? -1 : alphabet.indexOf(ch);
  if (i < 0) return fail('unknown-code', path, `unknown ${what} code "${ch ?? ''}" (expected one of ${alphabet})`);
  return ok(i);
}
