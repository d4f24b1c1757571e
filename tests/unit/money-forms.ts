import type { Lang } from '../../src/i18n/setup.ts';

// One way to write an amount of money per language, the way its rulebook writes it (review of the
// translations). Held on the UI strings and the glossary (locales.test.ts), the pages (content-parity.test.ts)
// and the examples' texts (scenario-texts.test.ts).
export const MONEY: Record<Lang, { readonly form: RegExp; readonly example: string }> = {
  // No English book among the sources; the English pages, glossary and narration all write the sign first.
  en: { form: /^\$\d+$/, example: '$250' },
  // 002, Contenuto and Preparazione ("$250", "$1000"); 000, the component list and the setup.
  it: { form: /^\$\d+$/, example: '$250' },
  // 001 writes both: "$250" in the setup (purses set aside, each player's first purse) and the hostage event,
  // "$ 250" in the component list and the Gunslinger's prize. The pages, glossary and narration write "$250".
  nl: { form: /^\$\d+$/, example: '$250' },
  // 003 writes the sign after the number, with no space: the component list ("250$", "500$", "1000$"), the setup
  // (each player's "250$" purse), Obiectivul jocului and Sfârșitul jocului (the Pistolar's "1000$"), the hostage event.
  ro: { form: /^\d+\$$/, example: '250$' },
  // 004 (Colt Super Express) prints no amount: its loot cards are only "higher-valued". The pages, glossary
  // and narration write the sign first, as the other Colt Express books but the Romanian one.
  sv: { form: /^\$\d+$/, example: '$250' },
};

// Anything that reads as an amount: a dollar sign before or after a number, with or without a space, with or
// without a thousands separator. Each must be written in the language's form.
const AMOUNT = /\$[\s\u00a0\u202f]*\d+(?:[.,\u00a0\u202f]\d{3})*|\d+(?:[.,\u00a0\u202f]\d{3})*[\s\u00a0\u202f]*\$/g;

// A template is checked as a reader sees it: "{{value}} $" renders as "250 $", so it follows the same form as the prose.
const render = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '250');

/** Every amount in `text` that is not written in `lang`'s form. */
export function strayAmounts(lang: Lang, text: string): string[] {
  return [...render(text).matchAll(AMOUNT)].map((m) => m[0]).filter((a) => !MONEY[lang].form.test(a));
}
