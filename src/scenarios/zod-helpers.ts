// Small zod building blocks that produce messages a person can act on:
// unknown fields and unknown words get a "did you mean", and custom parsers
// (places, loot, phrases) report their own wording instead of zod's.

import { z } from 'zod';
import { didYouMean, listOf } from './suggest.ts';
import { LANGS } from './types.ts';
import { LOCALES } from '../site/locales.mjs';

import { bad, ok, show } from './parsed.ts';
import type { Parsed } from './parsed.ts';

export { bad, ok, show };
export type { Parsed };

/**
 * A mapping with known fields. Unknown fields are errors (a typo such as
 * `expcet:` must not silently skip the assertions) and name the closest field.
 */
export function fields<S extends z.ZodRawShape>(shape: S, what = 'field') {
  const known = Object.keys(shape);
  return z.looseObject(shape).superRefine((obj, ctx) => {
    for (const key of Object.keys(obj)) {
      if (!known.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `unknown ${what} "${key}"${didYouMean(key, known)}; expected one of ${listOf(known)}`,
        });
      }
    }
  }) as unknown as z.ZodType<z.infer<z.ZodObject<S>>>;
}

/** Wraps a parser `(value) → Parsed<T>` as a zod schema with the parser's own message. */
export function parsed<T>(parse: (v: unknown) => Parsed<T>): z.ZodType<T> {
  return z.unknown().transform((v, ctx) => {
    const r = parse(v);
    if (r.ok) return r.value;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  }) as unknown as z.ZodType<T>;
}

/** A word from a fixed list, with "did you mean". */
export function word<T extends string>(what: string, values: readonly T[]): z.ZodType<T> {
  return parsed((v) => {
    if (typeof v !== 'string' && typeof v !== 'number') return bad(`expected ${what}, got ${show(v)}`);
    const s = String(v);
    if ((values as readonly string[]).includes(s)) return ok(s as T);
    const lower = s.toLowerCase();
    const hit = values.find((x) => x.toLowerCase() === lower);
    if (hit !== undefined) return ok(hit);
    return bad(`"${s}" is not ${what}${didYouMean(s, values)}`);
  });
}

/**
 * A mapping whose keys are words of the game (bandit names, places): each key parsed by
 * `parseKey`, each value by `value`, in the order written, as [key, value, key as written].
 */
export function byKey<K, T>(parseKey: (k: string) => Parsed<K>, value: z.ZodType<T>) {
  return z.record(z.string(), z.unknown()).transform((rec, ctx) => {
    const out: [K, T, string][] = [];
    for (const [k, v] of Object.entries(rec)) {
      const key = parseKey(k);
      if (!key.ok) {
        ctx.addIssue({ code: 'custom', path: [k], message: key.message });
        continue;
      }
      const r = value.safeParse(v);
      if (!r.success) {
        forwardIssues(ctx, r.error.issues, [k], v);
        continue;
      }
      out.push([key.value, r.data, k]);
    }
    return out;
  });
}

/**
 * A starting position: the game's notation (text starting with `prefix`) or a mapping read by
 * `mapping`; `what` names the mapping's main fields for the message.
 */
export function notationOrMapping<T>(prefix: string, what: string, mapping: z.ZodType<T>) {
  return z.unknown().transform((v, ctx): { readonly kind: 'notation'; readonly text: string } | { readonly kind: 'mapping'; readonly data: T } => {
    if (typeof v === 'string') {
      if (v.trim().startsWith(prefix)) return { kind: 'notation', text: v.trim() };
      ctx.addIssue({ code: 'custom', message: `a position is a mapping (${what}) or the engine's notation ("${prefix}1…"), got ${show(v)}` });
      return z.NEVER;
    }
    const r = mapping.safeParse(v);
    if (r.success) return { kind: 'mapping', data: r.data };
    forwardIssues(ctx, r.error.issues, [], v);
    return z.NEVER;
  });
}

/** A list in YAML, also accepting a single item for convenience (`rules: x`). */
export function listOf1<T>(item: z.ZodType<T>): z.ZodType<T[]> {
  return z.preprocess((v) => (Array.isArray(v) ? v : v === undefined || v === null ? v : [v]), z.array(item)) as unknown as z.ZodType<T[]>;
}

/** Each language's English name, for messages to a scenario's author ("missing … in Swedish (sv)"). */
const LANG_NAMES: Readonly<Record<string, string>> = Object.fromEntries(LOCALES.map((l) => [l.code, l.name]));

/** Control characters (but tab and line breaks) and the bidirectional overrides: invisible, or turning text around. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The longest title, in characters: a heading and a link text (the longest book example's is 68). */
export const MAX_TITLE = 120;

/**
 * Text in all five languages, none empty (the site shows every scenario in every language), with no
 * control characters and, when `max` is given, at most `max` characters in each language.
 */
export function localized(max?: number) {
  return parsed((v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
      return bad(`expected the text in every language (${LANGS.join(', ')}), got ${show(v)}`);
    }
    const rec = v as Record<string, unknown>;
    const missing = LANGS.filter((l) => typeof rec[l] !== 'string' || (rec[l] as string).trim() === '');
    const extra = Object.keys(rec).filter((k) => !(LANGS as readonly string[]).includes(k));
    if (extra.length > 0) {
      const k = extra[0] ?? '';
      return bad(`"${k}" is not one of the site's languages${didYouMean(k, LANGS)}; use ${LANGS.join(', ')}`);
    }
    if (missing.length > 0) {
      return bad(`missing or empty text in ${missing.map((l) => `${LANG_NAMES[l]} (${l})`).join(', ')}`);
    }
    for (const l of LANGS) {
      const text = (rec[l] as string).trim();
      const c = CONTROL.exec(text);
      if (c !== null) return bad(`the ${LANG_NAMES[l]} (${l}) text has a control character (U+${c[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} at character ${c.index + 1}): write plain text`);
      if (max !== undefined && [...text].length > max) return bad(`the ${LANG_NAMES[l]} (${l}) text is ${[...text].length} characters long: at most ${max}`);
    }
    const out: Record<string, string> = {};
    for (const l of LANGS) out[l] = (rec[l] as string).trim();
    return ok(out as Record<(typeof LANGS)[number], string>);
  });
}

/** Readable message for zod's own issues (custom ones already carry ours). */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'custom':
      return issue.message;
    case 'invalid_type':
      if (input === undefined) return 'is missing';
      return `expected ${article(issue.expected)}, got ${show(input)}`;
    case 'too_small':
      if (issue.origin === 'array') return `needs at least ${String(issue.minimum)} item${issue.minimum === 1 ? '' : 's'}`;
      if (issue.origin === 'string') return 'is empty';
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array') return `has more than ${String(issue.maximum)} items`;
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.message;
    case 'invalid_value':
      return `must be ${listOf(issue.values.map(String))}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${listOf(issue.keys, 'and')}`;
    default:
      return issue.message;
  }
}

function article(expected: string): string {
  const names: Record<string, string> = {
    array: 'a list',
    object: 'a mapping',
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
  };
  return names[expected] ?? expected;
}

/** Value at a path inside parsed YAML data (to show what was written). */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = data;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg];
  }
  return v;
}

/** Re-raises the issues of a nested parse under `prefix`, keeping readable messages. */
export function forwardIssues(ctx: z.RefinementCtx, issues: readonly z.core.$ZodIssue[], prefix: readonly (string | number)[], input: unknown): void {
  for (const i of issues) {
    const rel = i.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
    ctx.addIssue({ code: 'custom', path: [...prefix, ...rel], message: describeIssue(i, valueAt(input, rel)) });
  }
}

/** One `excluded:` entry of an `expect:` block: the option its key names and the rule that excludes it. */
export type ExcludedEntry<O> = { readonly key: string; readonly option: O; readonly rule: string };

/**
 * An `excluded:` block (both games): a mapping from an option (a key each game reads with
 * `option`) to the rule id that excludes it (`ruleId`, the game's schema). Every wrong key or
 * rule id is its own issue, at its key.
 */
export function excludedSchema<O>(ruleId: z.ZodType<string>, option: (key: string) => Parsed<O>) {
  return z.record(z.string(), z.unknown()).transform((rec, ctx) => {
    const out: ExcludedEntry<O>[] = [];
    for (const [k, v] of Object.entries(rec)) {
      const rule = ruleId.safeParse(v);
      if (!rule.success) {
        ctx.addIssue({ code: 'custom', path: [k], message: rule.error.issues[0]?.message ?? 'bad rule id' });
        continue;
      }
      const o = option(k);
      if (o.ok) out.push({ key: k, option: o.value, rule: rule.data });
      else ctx.addIssue({ code: 'custom', path: [k], message: o.message });
    }
    return out;
  });
}
