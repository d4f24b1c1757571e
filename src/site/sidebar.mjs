// The sidebar, ordered by hand (reading order of the rules, not file order). Each page slug exists in
// every language folder under content/docs/<lang>/. Pages carry no label: Starlight shows each
// language's page title, so the sidebar always names a page the way the page names itself
// (tests/e2e/site-structure.spec.ts checks it on the built site). Only group names are translated here.
const group = (label, translations, slugs) => ({ label, translations, items: slugs.map((slug) => ({ slug })) });

export const SIDEBAR = [
  // A whole game against the computer, each rule taught as it happens (issue 23): where a newcomer starts.
  group('Learn by playing', { it: 'Impara giocando', nl: 'Leren door te spelen', ro: 'Învățați jucând', sv: 'Lär dig genom att spela' }, ['learn']),
  group('The rules', { it: 'Le regole', nl: 'De regels', ro: 'Regulile', sv: 'Reglerna' }, [
    'rules/overview',
    'rules/setup',
    'rules/round',
    'rules/end-of-game',
  ]),
  group('Actions', { it: 'Azioni', nl: 'Acties', ro: 'Acțiuni', sv: 'Handlingar' }, [
    'rules/move',
    'rules/fire',
    'rules/rob',
    'rules/punch',
    'rules/marshal',
  ]),
  group('Bandits and events', { it: 'Banditi ed Eventi', nl: 'Bandieten en gebeurtenissen', ro: 'Bandiți și evenimente', sv: 'Banditer och händelser' }, [
    'rules/characters',
    'rules/events',
  ]),
  group('Variants', { it: 'Varianti', nl: 'Varianten', ro: 'Variante', sv: 'Varianter' }, [
    'variants/expert',
    'variants/two-bandits',
    'variants/two-players-original',
  ]),
  // The card game, its own section under /<lang>/super-express/ (the page names follow the engine's rule
  // pages: src/games/colt-super-express/engine/rules.ts).
  group('Colt Super Express', {}, [
    'super-express/overview',
    'super-express/round',
    'super-express/cards',
    'super-express/stunned-and-out',
    'super-express/end',
    'super-express/expansions',
    'super-express/readings',
  ]),
  group('At the table', { it: 'Al tavolo', nl: 'Aan tafel', ro: 'La masă', sv: 'Vid bordet' }, [
    'faq',
    // Every rule of both games A–Z (src/components/RulesIndex.astro), for a question at the table.
    'rules-index',
    'quick-reference',
    'setup-by-player-count',
  ]),
  group('Reference', { it: 'Riferimenti', nl: 'Naslag', ro: 'Referințe', sv: 'Referens' }, [
    'editions',
    'compare',
    'glossary',
    'sandbox',
  ]),
];

/** Every page slug in the sidebar, in order. */
export const SIDEBAR_SLUGS = SIDEBAR.flatMap((g) => g.items.map((i) => i.slug));
