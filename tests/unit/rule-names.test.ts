import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/games/colt-express/engine/index.ts';
import { ruleName, rulePagesFor } from '../../src/components/island-props.ts';
import { LANGS } from '../../src/i18n/setup.ts';
import { linkName, plainHeading, rulesOfPage } from '../../src/site/rule-names.ts';

// Issue #11, words for readers: a rule link shows the rule's name in the reader's language, never its
// id. A Dutch reader's review (2026-11-26) found 95 of 133 links named differently from the heading they
// open ("§ Een lege cylinder" → "Geen kogels meer"): the name is now the heading itself
// (src/site/rule-names.ts); the built pages are checked in tests/e2e/site-structure.spec.ts.
describe('rule names: the heading of the rule on its page', () => {
  for (const lang of LANGS) {
    it(`${lang}: every engine rule id has a name that reads as words, and no two share one`, () => {
      const problems: string[] = [];
      const seen = new Map<string, string>();
      for (const { id } of RULES) {
        const name = ruleName(lang, id);
        if (name === undefined || name.trim() === '') problems.push(`${id}: no heading on its page`);
        else if (/[`{}<>]|^[a-z]+[A-Z]\w*$|\b[a-z]+\.[a-z-]+\b/.test(name)) problems.push(`${id}: "${name}" looks like an id, markup or an option value`);
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

  const page = [
    '---',
    'title: "Two bandits per player"',
    '---',
    "import Rule from '../../components/Rule.astro';",
    '',
    '## Overview {#overview}',
    '',
    '<Rule id="variants.two-bandits.setup">',
    '',
    '### Setup',
    '',
    'Text.',
    '',
    '</Rule>',
    '',
    '## Reflex {#reflex}',
    '',
    '<Rule id="reflex.setup">',
    '',
    '### One more card in every hand',
    '',
    '</Rule>',
    '',
    '<Rule id="actions.fire.no-target">',
    '',
    '### Nobody in your [line of fire](/en/rules/fire/#x)',
    '',
    '</Rule>',
  ].join('\n');
  const rows: [rule: string, name: string | undefined, why: string][] = [
    // A rule of the base game: its heading, link text kept, the link dropped.
    ['actions.fire.no-target', 'Nobody in your line of fire', 'the heading as the page shows it'],
    // A variant's heading is written for a reader on that page; a link from the sandbox says which.
    ['variants.two-bandits.setup', 'Setup (Two bandits per player)', 'a variant: the page title follows'],
    // Colt Super Express's expansions: both setups have this heading; the part of the page says which.
    ['reflex.setup', 'One more card in every hand (Reflex)', "an expansion: its part's heading follows"],
    ['actions.punch.no-target', undefined, 'not on this page: no name, so no dead link'],
  ];
  for (const [rule, name, why] of rows) it(`${rule}: ${why}`, () => expect(linkName(rulesOfPage(page), rule)).toBe(name));

  it("a title's own brackets become a comma inside the link's brackets", () => {
    const original = rulesOfPage(page.replace('"Two bandits per player"', 'Two players with teams (original 2014)'));
    expect(linkName(original, 'variants.two-bandits.setup')).toBe('Setup (Two players with teams, original 2014)');
  });

  it('headings lose their Markdown, not their words', () => {
    expect(plainHeading('The **Marshal** and `x` in [the wagon](/a/)')).toBe('The Marshal and x in the wagon');
    expect(plainHeading('Colt_Express and _this_ word')).toBe('Colt_Express and this word');
    // The page shows typographic quotes (the built-site test in site-structure.spec.ts caught "L'ordine").
    expect(plainHeading("L'ordine delle azioni: 'Take It All!' and \"Ia totul!\"")).toBe('L\u2019ordine delle azioni: \u2018Take It All!\u2019 and \u201cIa totul!\u201d');
  });
});
