import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/games/colt-express/engine/index.ts';
import { ruleName, rulePagesFor } from '../../src/components/island-props.ts';
import { LANGS } from '../../src/i18n/setup.ts';

// Issue #11, words for readers: a rule link shows the rule's name in the reader's language
// (locales/<lang>/rules.json), never its id; every rule id of the engine has one, in every language.
describe('rule names (locales/<lang>/rules.json)', () => {
  for (const lang of LANGS) {
    it(`${lang}: every engine rule id has a name that reads as words`, () => {
      const problems: string[] = [];
      const seen = new Map<string, string>();
      for (const { id } of RULES) {
        const name = ruleName(lang, id);
        if (name === undefined || name.trim() === '') problems.push(`${id}: no name`);
        else if (/[`{}]|^[a-z]+[A-Z]\w*$|\b[a-z]+\.[a-z-]+\b/.test(name)) problems.push(`${id}: "${name}" looks like an id or an option value`);
        else if (seen.has(name)) problems.push(`${id}: "${name}" is also the name of ${seen.get(name)}`);
        else seen.set(name, id);
      }
      expect(problems).toEqual([]);
    });
  }
  it('links carry the page and the name', () => {
    expect(rulePagesFor(['actions.fire.roof-line-of-sight'], 'it')).toEqual({
      'actions.fire.roof-line-of-sight': { page: 'rules/fire', name: ruleName('it', 'actions.fire.roof-line-of-sight') },
    });
  });
});
