// Typed UI string keys (issue 21, "Typed i18n keys", as Starlight's I18nKeys): a key no English file
// holds fails `npm run check` (this file is in tsconfig.json's `include`, so its `@ts-expect-error`
// lines are compiled there). If the key type were loosened back to `string`, each `@ts-expect-error`
// below would have no error to expect, and the check would fail on it: the test of the test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dynKey, isOneOf, type I18nKey, type KeyIn, type KeyTail, type Namespace } from '../../src/i18n/keys.ts';
import { liteT, type Translate } from '../../src/widgets/i18n.ts';
import type { KeyedT } from '../../src/i18n/setup.ts';
import type { Strings as CliStrings } from '../../src/cli/strings.ts';

const root = join(import.meta.dirname, '../..');

// Compile-time rows: each line must (or must not) type-check. `void` keeps them from running.
const t: Translate = liteT({});
declare const tFor: KeyedT;
declare const cli: CliStrings;
function compileRows(): void {
  void t('widgets:board.nothing'); // a key of widgets.json
  void t('sandbox:mode.playHint', { x: 1 }); // with options
  void tFor('common:compare.left'); // i18next's t, as the Astro pages get it
  // @ts-expect-error a misspelt key ('nothin')
  void t('widgets:board.nothin');
  // @ts-expect-error a key without its namespace
  void t('board.nothing');
  // @ts-expect-error an object, not a string ('widgets:board' holds keys)
  void t('widgets:board');
  // @ts-expect-error no such namespace
  void tFor('widget:board.nothing');
  // @ts-expect-error a misspelt key through i18next's t
  void tFor('common:compare.leftt');
  // @ts-expect-error a string built from any text is not a key: it needs dynKey
  void t(`widgets:board.${String(Date.now())}`);
  void t(dynKey(`widgets:board.${String(Date.now())}`)); // the escape, greppable
  // @ts-expect-error dynKey still checks the namespace
  void dynKey(`widget:board.${String(Date.now())}`);
  // a key made from a closed list type-checks without the escape
  const known = ['illegal-choice', 'game-over'] as const;
  const code: string = 'game-over';
  if (isOneOf(code, known)) void t(`errors:choice.${code}`);
  const bad = ['illegal-choice', 'no-such-code'] as const;
  // @ts-expect-error one code of the list has no sentence in errors.json
  if (isOneOf(code, bad)) void t(`errors:choice.${code}`);
  const tail: KeyTail<'errors:choice.'> = 'other';
  // @ts-expect-error not a key under errors:choice.
  const wrongTail: KeyTail<'errors:choice.'> = 'others';
  const inNs: KeyIn<'offline'> = 'offline:close';
  // @ts-expect-error a key of another namespace
  const wrongNs: KeyIn<'offline'> = 'common:compare.left';
  // the CLI's messages: keys of cli.json, without the namespace (a rule id inside `checks` is one key)
  void cli.t('errors.missing', { path: 'x' });
  void cli.t('checks.bandits.at');
  // @ts-expect-error a misspelt CLI key
  void cli.t('errors.mising');
  const built = `checks.${String(Date.now())}`;
  // @ts-expect-error a key built at run time, not yet checked
  void cli.t(built);
  if (cli.has(built)) void cli.t(built); // has() is the guard that makes it a key
  const ns: Namespace = 'board-cse';
  void [tail, wrongTail, inNs, wrongNs, ns];
}
void compileRows;

describe('typed i18n keys', () => {
  it('every namespace of locales/en/ has its line in src/i18n/keys.ts', () => {
    const files = readdirSync(join(root, 'locales/en')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
    const keys = readFileSync(join(root, 'src/i18n/keys.ts'), 'utf8');
    const imported = [...keys.matchAll(/^import type \w+ from '\.\.\/\.\.\/locales\/en\/([\w-]+)\.json';$/gm)].map((m) => m[1]).sort();
    const listed = [...keys.slice(keys.indexOf('export type Resources')).matchAll(/^ {2}'?([\w-]+)'?: typeof \w+;$/gm)].map((m) => m[1]).sort();
    const hint = 'each locales/en/<ns>.json needs an `import type` and a line in `Resources` (src/i18n/keys.ts)';
    expect(imported, hint).toEqual(files);
    expect(listed, hint).toEqual(files);
  });

  it('dynKey hands its key through unchanged', () => {
    expect(dynKey('reasons:blocked')).toBe('reasons:blocked');
  });

  it.each([
    ['game-over', ['illegal-choice', 'game-over'], true],
    ['other', ['illegal-choice', 'game-over'], false],
    ['', ['illegal-choice'], false],
    ['Game-over', ['game-over'], false], // exact, as the keys are
  ] as const)('isOneOf(%s, %j) is %s', (value, list, expected) => {
    expect(isOneOf(value, list)).toBe(expected);
  });

  it('a key of the type is one the reader finds: the type and the English files agree', () => {
    const en = Object.fromEntries(
      readdirSync(join(root, 'locales/en'))
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(root, 'locales/en', f), 'utf8')) as Record<string, unknown>]),
    );
    const read = liteT(en);
    const rows: readonly I18nKey[] = ['widgets:board.nothing', 'common:compare.left', 'errors:choice.other', 'offline:close'];
    for (const key of rows) expect(read(key), key).not.toBe(key);
  });
});
