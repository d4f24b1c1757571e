// `colt-rules explain <notation | scenario file> [--step N] [--bandit X --card Y] [--lang xx]`
// Lists the legal choices at that point and, for each excluded option, the
// rule that excludes it, in the reader's language.

import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatDiagnostic, walkScenario } from '../scenarios/index.ts';
import type { Adapters, Excluded, GameAdapter } from '../scenarios/index.ts';
import { registry } from '../scenarios/registry.ts';
import { interpolate } from '../i18n/interpolate.ts';
import { reason, REASONS_NS } from '../games/colt-express/reasons.ts';
import { reasonWords } from '../games/colt-express/narrate.ts';
import { loadFile, skippedLine } from './files.ts';
import { narrateFrameLog } from './run.ts';
import type { Args, Io } from './main.ts';
import type { Strings } from './strings.ts';

/** The reason of an exclusion in the reader's language, from its code and parameters (the game's own
 * reasons namespace when it has one, else reasons.json). */
export function reasonText(e: Excluded, s: Strings, adapter?: GameAdapter): string {
  const own = adapter?.narration;
  if (own !== undefined) return own.reason(e.why, e.params, s.namespace(own.reasonsNamespace), s.namespace(own.namespace)) ?? e.reason;
  return reason(e.why, e.params, s.namespace(REASONS_NS) as Readonly<Record<string, unknown>>, reasonWords(s.narration)) ?? e.reason;
}

/** "Ghost's Fire card", "the Braking event", … in the reader's language. */
function aboutText(key: string | undefined, vars: Readonly<Record<string, string>>, fallback: string, s: Strings): string {
  const about = `explain.about.${key ?? ''}`;
  if (key === undefined || !s.has(about)) return fallback;
  const v: Record<string, string> = {
    bandit: s.narration.bandit[vars['bandit'] ?? ''] ?? vars['bandit'] ?? '',
    card: s.narration.card[vars['card'] ?? ''] ?? vars['card'] ?? '',
    event: s.narration.event[vars['event'] ?? ''] ?? vars['event'] ?? '',
  };
  return s.t(about, v);
}

/** A bandit's name in the reader's language (a game with its own narration names its own bandits). */
function nameOf(id: string, s: Strings, adapter: GameAdapter | undefined): string {
  const own = adapter?.narration;
  return own !== undefined ? own.name(id, s.namespace(own.namespace)) : (s.narration.bandit[id] ?? id);
}

function exclusionLine(e: Excluded, s: Strings, adapter: GameAdapter | undefined): string {
  const who = e.target === undefined ? e.phrase : nameOf(e.target, s, adapter);
  return s.t('explain.exclusion', { option: who, reason: reasonText(e, s, adapter), rule: e.ruleId });
}

function isDirectory(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** `explain`: a position of one of these games (the CLI's: src/games/index.ts, main.ts). */
export function explainCommand(args: Args, io: Io, s: Strings, games: Adapters = registry()): number {
  const what = args.positional[0];
  if (what === undefined) {
    io.err(s.t('errors.explainWhat'));
    return 2;
  }
  if ((args.bandit === undefined) !== (args.card === undefined)) {
    io.err(s.t('errors.whatIfBoth'));
    return 2;
  }
  let adapter: GameAdapter | undefined;
  let state: unknown;
  let heading: string;
  // An absolute path is taken as it is; a relative one from the working folder.
  const isFile = /\.ya?ml$/i.test(what) || existsSync(resolve(io.cwd, what));
  if (isFile) {
    if (isDirectory(resolve(io.cwd, what))) {
      io.err(s.t('errors.explainDirectory', { path: what }));
      return 2;
    }
    const loaded = loadFile(what, io.cwd, games);
    if (loaded.skipped !== undefined) {
      io.err(skippedLine(loaded.skipped, s));
      return 1;
    }
    if (loaded.scenario === undefined) {
      for (const d of loaded.diagnostics) io.err(formatDiagnostic(d));
      return 1;
    }
    const sc = loaded.scenario;
    adapter = games.adapterFor(sc.game);
    const walk = walkScenario(sc, games);
    if (walk.initial === undefined) {
      io.err(`${sc.file}:${walk.startError?.line ?? 0} ${walk.startError?.message ?? ''}`);
      return 1;
    }
    if (args.step === undefined) {
      state = walk.initial;
      heading = s.t('explain.start', { id: sc.id, file: sc.file });
    } else {
      const n = Number(args.step);
      if (!Number.isInteger(n) || n < 1 || n > sc.steps.length + 1) {
        io.err(s.t('errors.stepRange', { step: args.step, max: String(sc.steps.length + 1) }));
        return 2;
      }
      // Step N is explained with the state before it, i.e. after step N-1.
      const frame = walk.frames[n - 2];
      if (n > 1 && (frame === undefined || frame.error !== undefined)) {
        io.err(s.t('errors.stepNotReached', { step: String(n), id: sc.id }));
        return 1;
      }
      state = n === 1 ? walk.initial : frame?.after;
      heading = n > sc.steps.length ? s.t('explain.end', { id: sc.id, file: sc.file }) : s.t('explain.step', { n: String(n), id: sc.id, file: sc.file });
      if (n > 1) {
        io.out(heading);
        io.out(s.t('explain.previous', { n: String(n - 1) }));
        for (const line of narrateFrameLog(walk, n - 2, s, games)) io.out(`  ${line}`);
        heading = '';
      }
    }
  } else {
    const r = games.adapterForNotation(what);
    if ('error' in r) {
      const e = r.error;
      if (e.kind === 'unreadable') io.err(s.t('errors.notation', { message: e.message }));
      else {
        io.err(s.t('errors.impossible'));
        for (const p of e.problems) io.err(`  - ${p.message}${p.path === '' ? '' : ` (${p.path})`}`);
      }
      return 1;
    }
    adapter = r.adapter;
    state = r.state;
    heading = s.t('explain.notation');
  }
  if (adapter === undefined) return 2;
  if (args.bandit !== undefined && args.card !== undefined) {
    const r = adapter.whatIf(state, args.bandit, args.card);
    if (!r.ok) {
      io.err(r.error);
      return 2;
    }
    state = r.value;
    heading = `${heading === '' ? '' : `${heading}\n`}${s.t('explain.whatIf', { bandit: s.narration.bandit[args.bandit.toLowerCase()] ?? args.bandit, card: s.narration.card[args.card.toLowerCase()] ?? args.card })}`;
  }
  if (heading !== '') io.out(heading);
  io.out(s.t('explain.position', { notation: adapter.notation(state) }));
  const offer = adapter.offer(state);
  if (offer.actor === undefined && offer.choices.length === 0) {
    io.out(s.t('explain.gameOver'));
    return 0;
  }
  const actor = (offer.actor ?? '').split('/').map((b) => nameOf(b, s, adapter)).join('/');
  io.out(s.t('explain.waiting', { actor, about: aboutText(offer.aboutKey, offer.aboutVars ?? {}, offer.about, s) }));
  io.out(s.t('explain.legal'));
  if (offer.choices.length === 0) io.out(`  ${s.t('explain.none')}`);
  for (const c of offer.choices) io.out(`  ${c}`);
  io.out(s.t('explain.excluded'));
  if (offer.excluded.length === 0) io.out(`  ${s.t('explain.none')}`);
  for (const e of offer.excluded) io.out(`  ${exclusionLine(e, s, adapter)}`);
  return 0;
}

export { interpolate };
