// Strings for the widgets. Every visible word comes from the i18next resources in
// locales/<lang>/<namespace>.json; the islands receive only their page language's
// strings as props (see src/components/island-props.ts).
//
// In the browser the widgets use `liteT`, a tiny reader of the same i18next JSON
// (`ns:a.b.c` keys, `{{name}}` interpolation, `$t(ns:key)` nesting, `context`) instead of the
// whole i18next runtime, to keep a rules page under its JavaScript budget. The locale
// files avoid plural suffixes (the locale test wants the same keys in every language),
// so this subset is everything they use. On the server, Astro components may pass
// i18next's own `t` (tFor(lang)): both satisfy `Translate`.

import { interpolate } from '../i18n/interpolate.ts';
import type { Strings } from '../i18n/setup.ts';
import type { I18nKey } from '../i18n/keys.ts';

/** A string of the page's language by its key (`ns:path`, one of the English files'; src/i18n/keys.ts). */
export type Translate = (key: I18nKey, options?: Record<string, unknown>) => string;

function lookup(strings: Strings, key: string, defaultNs: string): string | undefined {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
  const path = (colon > 0 ? key.slice(colon + 1) : key).split('.');
  let node: unknown = strings[ns];
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A `t` over one language's strings. A missing key returns the key itself (as i18next does),
 * which the locale tests make impossible for keys that exist in English.
 * Interpolated values are inserted as text: the widgets render text nodes, which Preact escapes.
 */
export function liteT(strings: Strings, defaultNs = 'widgets'): Translate {
  const t: Translate = (key, options) => {
    // i18next's context: `{ context: 'female' }` reads `<key>_female` when the language has it (i18n/gender.ts)
    const context = typeof options?.['context'] === 'string' ? lookup(strings, `${key}_${options['context']}`, defaultNs) : undefined;
    const raw = context ?? lookup(strings, key, defaultNs);
    if (raw === undefined) return key;
    // a `$t(ns:key)` written inside a string: no type reaches it (the locale files hold none today)
    const nested = raw.replace(/\$t\(([^)]+)\)/g, (_, inner: string) => t(inner.trim() as I18nKey, options));
    const vars: Record<string, string> = {};
    for (const k in options) if (options[k] != null) vars[k] = String(options[k]);
    // Shared with the narrators: a value that ends a sentence takes the template's "." (no "!.").
    return interpolate(nested, vars);
  };
  return t;
}

/** Only the keys of `strings` under the given `ns:prefix` paths (islands get no more than they use). */
export function pickStrings(strings: Strings, paths: readonly string[]): Strings {
  const out: Strings = {};
  for (const path of paths) {
    const colon = path.indexOf(':');
    const ns = colon > 0 ? path.slice(0, colon) : path;
    const rest = colon > 0 ? path.slice(colon + 1).split('.') : [];
    const source = strings[ns];
    if (source === undefined) continue;
    if (rest.length === 0) {
      out[ns] = source;
      continue;
    }
    let from: unknown = source;
    const target = (out[ns] ??= {}) as Record<string, unknown>;
    let to: Record<string, unknown> = target;
    for (let i = 0; i < rest.length; i++) {
      const part = rest[i] as string;
      if (from === null || typeof from !== 'object') break;
      from = (from as Record<string, unknown>)[part];
      if (from === undefined) break;
      if (i === rest.length - 1) to[part] = from;
      else to = (to[part] ??= {}) as Record<string, unknown>;
    }
  }
  return out;
}
