// The sidebar, ordered by hand (reading order of the rules, not file order) and labelled in each language.
// Each page slug exists in every language folder under content/docs/<lang>/.
const group = (label, translations, items) => ({ label, translations, items });
const page = (slug, label, translations) => ({ slug, label, translations });

export const SIDEBAR = [
  group('The rules', { it: 'Le regole', nl: 'De regels', ro: 'Regulile', sv: 'Reglerna' }, [
    page('rules/overview', 'Overview', { it: 'Panoramica', nl: 'Overzicht', ro: 'Prezentare generală', sv: 'Översikt' }),
    page('rules/setup', 'Setup', { it: 'Preparazione', nl: 'Voorbereiding', ro: 'Pregătirea jocului', sv: 'Förberedelser' }),
    page('rules/round', 'A round', { it: 'Un round', nl: 'Een ronde', ro: 'O rundă', sv: 'En runda' }),
    page('rules/end-of-game', 'End of the game', { it: 'Fine della partita', nl: 'Einde van het spel', ro: 'Sfârșitul jocului', sv: 'Spelets slut' }),
  ]),
  group('Actions', { it: 'Azioni', nl: 'Acties', ro: 'Acțiuni', sv: 'Handlingar' }, [
    page('rules/move', 'Move and Floor change', { it: 'Movimento e cambio livello', nl: 'Verplaatsen en verdieping wisselen', ro: 'Deplasare și schimbarea nivelului', sv: 'Gå och byta våning' }),
    page('rules/fire', 'Fire', { it: 'Sparo', nl: 'Schieten', ro: 'Foc', sv: 'Skjut' }),
    page('rules/rob', 'Rob', { it: 'Furto', nl: 'Beroven', ro: 'Jaf', sv: 'Råna' }),
    page('rules/punch', 'Punch', { it: 'Pugno', nl: 'Stomp', ro: 'Pumn', sv: 'Slag' }),
    page('rules/marshal', 'The Marshal', { it: 'Lo Sceriffo', nl: 'De Marshal', ro: 'Ofițerul federal', sv: 'Sheriffen' }),
  ]),
  group('Bandits and events', { it: 'Banditi ed eventi', nl: 'Bandieten en gebeurtenissen', ro: 'Bandiți și evenimente', sv: 'Banditer och händelser' }, [
    page('rules/characters', 'The bandits', { it: 'I banditi', nl: 'De bandieten', ro: 'Bandiții', sv: 'Banditerna' }),
    page('rules/events', 'Events', { it: 'Eventi', nl: 'Gebeurtenissen', ro: 'Evenimente', sv: 'Händelser' }),
  ]),
  group('Variants', { it: 'Varianti', nl: 'Varianten', ro: 'Variante', sv: 'Varianter' }, [
    page('variants/expert', 'Expert variant', { it: 'Variante per esperti', nl: 'Expertvariant', ro: 'Varianta pentru experți', sv: 'Expertvariant' }),
    page('variants/two-bandits', '2 bandits per player', { it: '2 banditi per giocatore', nl: '2 bandieten per speler', ro: '2 bandiți de jucător', sv: '2 banditer per spelare' }),
    page('variants/two-players-original', 'Two players (2014)', { it: 'Due giocatori (2014)', nl: 'Twee spelers (2014)', ro: 'Doi jucători (2014)', sv: 'Två spelare (2014)' }),
  ]),
  group('At the table', { it: 'Al tavolo', nl: 'Aan tafel', ro: 'La masă', sv: 'Vid bordet' }, [
    // No label: Starlight shows each language's page title, so the sidebar always says what the page says.
    { slug: 'faq' },
    { slug: 'quick-reference' },
    { slug: 'setup-by-player-count' },
  ]),
  group('Reference', { it: 'Riferimenti', nl: 'Naslag', ro: 'Referințe', sv: 'Referens' }, [
    page('editions', 'Editions and options', { it: 'Edizioni e opzioni', nl: 'Edities en opties', ro: 'Ediții și opțiuni', sv: 'Utgåvor och alternativ' }),
    page('glossary', 'Glossary', { it: 'Glossario', nl: 'Woordenlijst', ro: 'Glosar', sv: 'Ordlista' }),
    page('sandbox', 'Sandbox', { it: 'Sandbox', nl: 'Zandbak', ro: 'Sandbox', sv: 'Sandlåda' }),
  ]),
];
