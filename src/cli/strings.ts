// The CLI's words in the reader's language: `locales/<lang>/cli.json` for
// its own messages, `locales/<lang>/narration.json` for log sentences,
// `locales/<lang>/reasons.json` (through `namespace`) for why an option is excluded (shared with the widgets).
// English fills any gap so a missing string never prints a raw key.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { interpolate } from '../i18n/interpolate.ts';
import type { NarrationStrings } from '../games/colt-express/narrate.ts';
import { FEMALE_SUFFIX } from '../i18n/gender.ts';
import { LOCALE_CODES } from '../site/locales.mjs';
import type { KeyPaths, Resources } from '../i18n/keys.ts';

/** The languages `--lang` takes: the site's (src/site/locales.mjs). */
export const CLI_LANGS = LOCALE_CODES;
export type CliLang = (typeof CLI_LANGS)[number];

type Tree = { readonly [k: string]: string | Tree };

function readJson(root: string, lang: string, ns: string): Tree {
  try {
    return JSON.parse(readFileSync(join(root, 'locales', lang, `${ns}.json`), 'utf8')) as Tree;
  } catch {
    return {};
  }
}

/** Looks up `a.b.c`; rule ids (which contain dots) are whole keys inside `checks`. */
function lookup(tree: Tree, key: string): string | undefined {
  const direct = tree[key];
  if (typeof direct === 'string') return direct;
  const dot = key.indexOf('.');
  if (dot < 0) return undefined;
  const head = tree[key.slice(0, dot)];
  return typeof head === 'object' ? lookup(head, key.slice(dot + 1)) : undefined;
}

/** A key of the CLI's own messages (`locales/en/cli.json`, whose shape every language copies): a misspelt one fails `npm run check`. */
export type CliKey = KeyPaths<Resources['cli']>;

export interface Strings {
  readonly lang: CliLang;
  /** A CLI message; `fallback` is used when neither the language nor English has the key. */
  t(key: CliKey, vars?: Readonly<Record<string, string>>, fallback?: string): string;
  /** Whether a key built at run time (`checks.<what>`) has a message: the guard that makes it a `CliKey`. */
  has(key: string): key is CliKey;
  readonly narration: NarrationStrings;
  /** Another namespace of `locales/<lang>/` (a game's own narration), English filling the gaps. */
  namespace(ns: string): unknown;
}

export function loadStrings(root: string, lang: CliLang): Strings {
  const cli = readJson(root, lang, 'cli');
  const cliEn = lang === 'en' ? cli : readJson(root, 'en', 'cli');
  const nar = readJson(root, lang, 'narration');
  const narEn = lang === 'en' ? nar : readJson(root, 'en', 'narration');
  return {
    lang,
    t: (key, vars = {}, fallback) => interpolate(lookup(cli, key) ?? lookup(cliEn, key) ?? fallback ?? key, vars),
    has: (key): key is CliKey => lookup(cli, key) !== undefined || lookup(cliEn, key) !== undefined,
    narration: merge(narEn, nar) as unknown as NarrationStrings,
    namespace: (ns) => merge(readJson(root, 'en', ns), lang === 'en' ? {} : readJson(root, lang, ns)),
  };
}

/** `over` on top of `base`; a `_female` twin comes only from `over`'s own language, never from English. */
function merge(base: Tree, over: Tree): Tree {
  const out: Record<string, string | Tree> = Object.fromEntries(Object.entries(base).filter(([k]) => !k.endsWith(FEMALE_SUFFIX)));
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? merge(b, v) : v;
  }
  return out;
}
