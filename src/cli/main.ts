// `colt-rules`: run scenarios and explain positions from a checkout.
// bin/colt-rules.mjs imports this file; Node runs it with type stripping.
// main() returns the exit code instead of exiting so tests can call it.

import { GAMES, type AnyGame } from '../games/index.ts';
import { CLI_LANGS, loadStrings } from './strings.ts';
import type { CliKey, CliLang, Strings } from './strings.ts';
import { runScenariosCommand } from './run.ts';
import { explainCommand } from './explain.ts';

export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly cwd: string;
  /** Checkout root: where `locales/` and `content/scenarios/` are. */
  readonly root: string;
}

export interface Args {
  readonly command: string | undefined;
  readonly positional: readonly string[];
  readonly json: boolean;
  readonly verbose: boolean;
  readonly lang: CliLang;
  readonly bandit: string | undefined;
  readonly card: string | undefined;
  readonly step: string | undefined;
  readonly help: boolean;
}

type ParseResult = { ok: true; args: Args } | { ok: false; key: CliKey; vars: Record<string, string> };

const VALUE_FLAGS = ['--lang', '--bandit', '--card', '--step'] as const;
const BOOL_FLAGS = ['--json', '--verbose', '--help', '-h'] as const;

export function parseArgs(argv: readonly string[]): ParseResult {
  const positional: string[] = [];
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const eq = a.indexOf('=');
    const name = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    if ((VALUE_FLAGS as readonly string[]).includes(name)) {
      const v = eq > 0 && a.startsWith('--') ? a.slice(eq + 1) : argv[++i];
      if (v === undefined || v === '') return { ok: false, key: 'errors.missingValue', vars: { flag: name } };
      values[name] = v;
    } else if ((BOOL_FLAGS as readonly string[]).includes(a)) {
      flags.add(a);
    } else if (a.startsWith('-') && a.length > 1) {
      return { ok: false, key: 'errors.unknownFlag', vars: { flag: a } };
    } else positional.push(a);
  }
  const lang = (values['--lang'] ?? 'en').toLowerCase();
  if (!(CLI_LANGS as readonly string[]).includes(lang)) return { ok: false, key: 'errors.unknownLang', vars: { lang, langs: CLI_LANGS.join(', ') } };
  return {
    ok: true,
    args: {
      command: positional[0],
      positional: positional.slice(1),
      json: flags.has('--json'),
      verbose: flags.has('--verbose'),
      lang: lang as CliLang,
      bandit: values['--bandit'],
      card: values['--card'],
      step: values['--step'],
      help: flags.has('--help') || flags.has('-h'),
    },
  };
}

/**
 * Runs the CLI on the files and positions of `games` (default: the site's games, src/games/index.ts);
 * the result is the process exit code (0 ok, 1 failures, 2 usage, 70 internal error).
 */
export async function main(argv: readonly string[], io: Io, games: readonly AnyGame[] = GAMES): Promise<number> {
  try {
    return await run(argv, io, games);
  } catch (e) {
    // A bug of ours or of the engine, not of the user's input: one line, no stack trace.
    io.err(`colt-rules: internal error: ${e instanceof Error ? e.message : String(e)}`);
    return 70;
  }
}

async function run(argv: readonly string[], io: Io, games: readonly AnyGame[]): Promise<number> {
  const parsed = parseArgs(argv);
  // The language flag may be the broken part: fall back to English for the message.
  const langGuess = argv.find((a, i) => argv[i - 1] === '--lang' || a.startsWith('--lang='))?.replace('--lang=', '');
  const s: Strings = loadStrings(io.root, (CLI_LANGS as readonly string[]).includes(langGuess ?? '') ? (langGuess as CliLang) : 'en');
  if (!parsed.ok) {
    io.err(s.t(parsed.key, parsed.vars));
    io.err(s.t('usage'));
    return 2;
  }
  const args = parsed.args;
  if (args.help || args.command === undefined || args.command === 'help') {
    io.out(s.t('usage'));
    return args.command === undefined && !args.help ? 2 : 0;
  }
  switch (args.command) {
    case 'scenarios':
      return runScenariosCommand(args, io, s, games);
    case 'explain':
      return explainCommand(args, io, s, games);
    default:
      io.err(s.t('errors.unknownCommand', { command: args.command }));
      io.err(s.t('usage'));
      return 2;
  }
}
