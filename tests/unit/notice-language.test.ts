// Issue 19, "Words for readers": "No English inside a localized page, details included." The engine
// explains every refusal in English for developers (`message`); a reader must never meet it, not in
// a sandbox message, not in a fold under it, not copied into a translation. And the words the
// reader meets speak of the rules, not of the program ("Checked by the rules engine", "Seed
// (shuffles)", "the engine's notation", "The engine refuses this choice" were the bug).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/i18n/setup.ts';
import { liteT, type Translate } from '../../src/widgets/i18n.ts';
import { createGame as createCe } from '../../src/games/colt-express/engine/index.ts';
import { createGame as createCse } from '../../src/games/colt-super-express/engine/index.ts';
import { NoticeBody, ProblemAlert, StatusLine } from '../../src/widgets/sandbox/NoticeView.tsx';
import type { Notice } from '../../src/widgets/sandbox/kit.ts';
import { choiceRefusal as ceChoiceRefusal, urlNotice as ceUrlNotice } from '../../src/games/colt-express/sandbox/kit.tsx';
import { buildRefusal, positionNotice } from '../../src/games/colt-express/sandbox/problems.ts';
import { urlNotice as cseUrlNotice } from '../../src/games/colt-super-express/sandbox/kit.tsx';
import { refusal as cseRefusal } from '../../src/games/colt-super-express/sandbox/edit.ts';

const root = join(import.meta.dirname, '../..');
const localeDir = join(root, 'locales');

/** Every string literal of a TypeScript file (comments skipped; a template's text between its `${…}`). */
function literals(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"' || c === '`') {
      let text = '';
      let depth = 0;
      i++;
      for (; i < source.length; i++) {
        const d = source[i]!;
        if (d === '\\') { text += source[i + 1] ?? ''; i++; continue; }
        if (c === '`' && depth === 0 && d === '$' && source[i + 1] === '{') { out.push(text); text = ''; depth = 1; i++; continue; }
        if (depth > 0) { if (d === '{') depth++; else if (d === '}') depth--; continue; }
        if (d === c) break;
        text += d;
      }
      out.push(text);
      i++;
    } else i++;
  }
  return out;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** The engines' English sentences: their string literals of four words or more (ids and codes have none). */
const engineEnglish = [...new Set(
  ['src/games/colt-express/engine', 'src/games/colt-super-express/engine']
    .flatMap((d) => filesUnder(join(root, d)))
    .flatMap((f) => literals(readFileSync(f, 'utf8')))
    .map((s) => s.trim().replace(/[.:;,]$/, ''))
    .filter((s) => s.split(/\s+/).length >= 4 && /^[\x20-\x7e]+$/.test(s) && /[a-z]{3}/.test(s)),
)];

type Tree = { [key: string]: string | Tree };
function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : strings(v, `${prefix}${k}.`)));
}
function namespaces(lang: string): Record<string, Tree> {
  return Object.fromEntries(readdirSync(join(localeDir, lang)).filter((f) => f.endsWith('.json')).map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(localeDir, lang, f), 'utf8')) as Tree]));
}
function tOf(lang: Lang): Translate {
  return liteT(namespaces(lang) as never, 'sandbox');
}

/** The program's name in each language, which a reader-facing string never uses (the CLI is for developers). */
const PROGRAM: Record<Lang, RegExp> = {
  en: /\bengine\b|\bnotation\b|\bseed\b/i,
  it: /\bmotore\b|\bnotazione\b|\bseme\b/i,
  nl: /\bmotor\b|regelmotor|\bnotatie\b|startgetal/i,
  ro: /\bmotor(ul|ului)?\b|\bnotați[ae]\b|sămân[țt]/i,
  sv: /\bmotorn?\b|regelmotor|\bnotation\b|\bfrö(et)?\b/i,
};

describe('the engine’s English never reaches a translation', () => {
  it('finds the engines’ sentences', () => {
    // a few the engines are known to say (engine sources): the scan must see them, or it proves nothing
    expect(engineEnglish).toEqual(expect.arrayContaining(['The game is over: no choice can be applied']));
    expect(engineEnglish.length).toBeGreaterThan(50);
  });
  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang}: no string of locales/${lang}/ holds an engine sentence`, () => {
      const found = Object.entries(namespaces(lang)).flatMap(([ns, tree]) =>
        strings(tree).flatMap(([key, value]) => engineEnglish.filter((e) => value.toLowerCase().includes(e.toLowerCase())).map((e) => `${ns}:${key} ⊃ "${e}"`)),
      );
      expect(found).toEqual([]);
    });
  }
  for (const lang of LANGS) {
    it(`${lang}: a reader-facing string speaks of the rules, not of the program (issue 19)`, () => {
      const found = Object.entries(namespaces(lang))
        .filter(([ns]) => ns !== 'cli')
        .flatMap(([ns, tree]) => strings(tree).filter(([, v]) => PROGRAM[lang].test(v)).map(([k, v]) => `${ns}:${k}: ${v}`));
      expect(found).toEqual([]);
    });
  }
});

describe('a sandbox message shows the reader’s language only, details included', () => {
  const SENTINEL = 'ENGLISH ENGINE SENTENCE';
  const ce = createCe({ seed: 3, players: 4 });
  const cse = createCse({ seed: 4, players: 4 });
  if (!ce.ok || !cse.ok) throw new Error('setup');
  const bandit = cse.value.config.bandits[0]!;
  // every way the sandboxes turn an engine refusal into a message (src/widgets/sandbox/)
  const producers: [string, (t: Translate) => Notice][] = [
    ['Colt Express link, impossible', (t) => ceUrlNotice({ code: 'impossible', param: 'p', detail: SENTINEL }, t)],
    ['Colt Express link, damaged', (t) => ceUrlNotice({ code: 'damaged', param: 'p', detail: SENTINEL }, t)],
    ['Colt Express link, illegal history', (t) => ceUrlNotice({ code: 'illegal-history', param: 'c', index: 2, detail: SENTINEL }, t)],
    ['Colt Express choice refused', (t) => ceChoiceRefusal({ code: 'illegal-choice', message: SENTINEL }, t)],
    ['Colt Express choice refused, other code', (t) => ceChoiceRefusal({ code: 'internal' as never, message: SENTINEL }, t)],
    ['Colt Express position, several problems', (t) => positionNotice('Lead.', [{ code: 'bandit-with-marshal', message: SENTINEL, path: 'bandits.tuco' }, { code: 'bullets-range', message: SENTINEL, path: 'bandits.doc.bulletsLeft' }], t, ce.value)],
    ['Colt Express edit, no problems listed', (t) => buildRefusal('Lead.', { code: 'position', message: SENTINEL }, t, ce.value)],
    ['Colt Super Express link, impossible', (t) => cseUrlNotice({ code: 'impossible', param: 'p', detail: SENTINEL, found: [{ code: 'stack-size', message: SENTINEL, path: 'players[0].stack' }] }, t)],
    ['Colt Super Express edit refused', (t) => cseRefusal({ code: 'position', message: SENTINEL, problems: [{ code: 'stunned-out', message: SENTINEL, path: `bandits.${bandit}.stunned` }] } as never, cse.value, t)],
  ];
  for (const lang of LANGS) {
    const t = tOf(lang);
    for (const [name, make] of producers) {
      it(`${lang}: ${name}`, () => {
        const notice = make(t);
        // the message itself: a sentence of the page's language, not a key, not the engine's words
        expect(notice.text).not.toMatch(/^[a-z-]+:|\{\{/);
        expect(JSON.stringify(notice)).not.toContain(SENTINEL);
        // what the page shows of it, every way it is shown: no English, and no fold to hide it in
        for (const html of [renderToString(h(NoticeBody, { notice, t })), renderToString(h(StatusLine, { notice, t })), renderToString(h(ProblemAlert, { problems: [notice], t }))]) {
          expect(html).not.toContain(SENTINEL);
          expect(html).not.toMatch(/<details|lang="en"/);
        }
      });
    }
  }
});

describe('a failing example shows the engine’s English on the English page only (Player.tsx)', () => {
  // The failures of an example that does not play out (the build warns about it) are the engine's
  // and the scenario checker's English: a maintainer reads them on the English page; every other
  // page shows the localized verdict alone. Each line of the player that shows such a message must
  // be guarded by the page's language.
  const source = readFileSync(join(root, 'src/widgets/player/Player.tsx'), 'utf8');
  const lines = source.split('\n');
  const shown = [
    ['the start error', /model\.startError/],
    ['a step the browser could not replay', /\{done\.error\}/],
    ['the failures list', /\[\.\.\.data\.check\.failures/],
  ] as const;
  for (const [what, pattern] of shown) {
    it(what, () => {
      const at = lines.filter((l) => pattern.test(l));
      expect(at.length, `${what} is no longer in Player.tsx: update this table`).toBeGreaterThan(0);
      for (const l of at) expect(l).toContain("lang === 'en'");
    });
  }
});
