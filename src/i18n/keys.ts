// The UI strings' keys as a type, as Starlight's `I18nKeys` (issue 21, "Typed i18n keys"): a key that no
// English file holds fails `npm run check`, instead of showing a reader the raw key. English is the
// shape every language copies (tests/unit/locales.test.ts: the same files and keys in each), so its
// JSON files are the source: `ns:path.to.key`, the form `tFor` (src/i18n/resources.ts) and `liteT`
// (src/widgets/i18n.ts) read.
//
// Not i18next's own `CustomTypeOptions['resources']`: the islands never load i18next (they read the
// same JSON with `liteT`, to keep a rules page under its script budget), so both readers take this one
// type. Types only: nothing here ships.
//
// A new namespace (`locales/en/<ns>.json`) gets a line in `Resources`; tests/unit/i18n-keys.test.ts fails
// until it has one.

import type boardCse from '../../locales/en/board-cse.json';
import type cli from '../../locales/en/cli.json';
import type common from '../../locales/en/common.json';
import type computer from '../../locales/en/computer.json';
import type errors from '../../locales/en/errors.json';
import type examples from '../../locales/en/examples.json';
import type learn from '../../locales/en/learn.json';
import type narrationCse from '../../locales/en/narration-cse.json';
import type narration from '../../locales/en/narration.json';
import type offline from '../../locales/en/offline.json';
import type reasons from '../../locales/en/reasons.json';
import type reasonsCse from '../../locales/en/reasons-cse.json';
import type ruleNotes from '../../locales/en/rule-notes.json';
import type rulesIndex from '../../locales/en/rules-index.json';
import type sandbox from '../../locales/en/sandbox.json';
import type widgets from '../../locales/en/widgets.json';

/** The English strings, namespace by namespace. */
export type Resources = {
  'board-cse': typeof boardCse;
  cli: typeof cli;
  common: typeof common;
  computer: typeof computer;
  errors: typeof errors;
  examples: typeof examples;
  learn: typeof learn;
  'narration-cse': typeof narrationCse;
  narration: typeof narration;
  offline: typeof offline;
  reasons: typeof reasons;
  'reasons-cse': typeof reasonsCse;
  'rule-notes': typeof ruleNotes;
  'rules-index': typeof rulesIndex;
  sandbox: typeof sandbox;
  widgets: typeof widgets;
};

export type Namespace = keyof Resources;

/** The dotted paths to the strings of a tree: `{ a: { b: 'x' }, c: 'y' }` → `'a.b' | 'c'`. */
export type KeyPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${KeyPaths<T[K]>}` : never;
}[keyof T & string];

/** The keys of one namespace, written with it: `widgets:board.car`. */
export type KeyIn<NS extends Namespace> = `${NS}:${KeyPaths<Resources[NS]>}`;

/** Every UI string's key, `ns:path`. */
export type I18nKey = { [NS in Namespace]: KeyIn<NS> }[Namespace];

/** The part of a namespace's keys after `prefix`: `KeyTail<'widgets:board.'>` is `'car' | 'roof' | …`. */
export type KeyTail<Prefix extends string> = I18nKey extends infer K ? (K extends `${Prefix}${infer Rest}` ? Rest : never) : never;

/** `value` is one of `list` (a closed list of codes): narrows a code so that a key made from it type-checks. */
export function isOneOf<T extends string>(value: string, list: readonly T[]): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * A key built at run time from a value no type closes (a code read from a file, a field name): the one
 * greppable way around the key type. The namespace is still checked; the rest is the reader's to
 * prove (a test that every value has its string). Prefer a template literal over a closed union
 * (`` `reasons:${WhyCode}` ``), which needs no escape.
 */
export function dynKey<NS extends Namespace>(key: `${NS}:${string}`): I18nKey {
  return key as I18nKey;
}
