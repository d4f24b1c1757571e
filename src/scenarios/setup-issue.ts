// A setup the engine refuses, said on the line that is wrong: `players: [tuco, doc, tuco]` is
// "tuco twice" on the second tuco, a player count on `players`, anything else on `setup`. Both
// games' adapters use it; the issue keeps the engine's error code (for `refused:` scenarios).
import type { Issue, PathSegment } from './types.ts';

export function setupIssue(error: { readonly code: string; readonly message: string; readonly path?: string }, players: readonly string[] | undefined): Issue {
  const m = /^(?:characters|bandits)\[(\d+)\]/.exec(error.path ?? '');
  const i = m === null ? -1 : Number(m[1]);
  const who = players?.[i];
  if (who !== undefined && players!.indexOf(who) < i) {
    return { path: ['setup', 'players', i], message: `${who} twice in players: each bandit plays once`, code: error.code };
  }
  const path: PathSegment[] = who !== undefined ? ['setup', 'players', i] : error.path === 'players' && players !== undefined ? ['setup', 'players'] : ['setup'];
  return { path, message: `the engine refuses this setup: ${error.message}`, code: error.code };
}
