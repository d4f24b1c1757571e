// `colt-rules explain <notation | scenario file> [--step N] [--bandit X --card Y] [--lang xx]`
// Lists the legal choices at that point and, for each excluded option, the
// rule that excludes it, in the reader's language.

import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatDiagnostic, walkScenario } from '../scenarios/index.ts';
import type { Excluded, GameAdapter, GameNarration } from '../scenarios/index.ts';
import { adaptersFor } from '../scenarios/registry.ts';
import { GAMES, gameById, type AnyGame } from '../games/index.ts';
import { interpolate } from '../i18n/interpolate.ts';
import { loadFile, skippedLine } from './files.ts';
import { narrateFrameLog } from './run.ts';
import type { Args, Io } from './main.ts';
import type { Strings } from './strings.ts';

/** The reason of an exclusion in the reader's language, from its code and parameters, by its game's
 * narrator (its reasons namespace); the engine's English when there is none. */
export function reasonText(e: Excluded, s: Strings, narrator: GameNarration | undefined): string {
  if (narrator === undefined) return e.reason;
  return narrator.reason(e.why, e.params, s.namespace(narrator.reasonsNamespace), s.namespace(narrator.namespace)) ?? e.reason;
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

/** A bandit's name in the reader's language, by its game's narrator. */
function nameOf(id: string, s: Strings, narrator: GameNarration | undefined): string {
  return narrator === undefined ? id : narrator.name(id, s.namespace(narrator.namespace));
}

function exclusionLine(e: Excluded, s: Strings, narrator: GameNarration | undefined): string {
  const who = e.target === undefined ? e.phrase : nameOf(e.target, s, narrator);
  return s.t('explain.exclusion', { option: who, reason: reasonText(e, s, narrator), rule: e.ruleId });
}

function isDirectory(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** `explain`: a position of one of these games (the CLI's: src/games/index.ts, main.ts). */
export function explainCommand(args: Args, io: Io, s: Strings, list: readonly AnyGame[] = GAMES): number {
  const games = adaptersFor(list);
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
        for (const line of narrateFrameLog(walk, n - 2, s, list)) io.out(`  ${line}`);
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
  const narrator = gameById(list, adapter.game)?.narrator;
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
  const actor = (offer.actor ?? '').split('/').map((b) => nameOf(b, s, narrator)).join('/');
  io.out(s.t('explain.waiting', { actor, about: aboutText(offer.aboutKey, offer.aboutVars ?? {}, offer.about, s) }));
  io.out(s.t('explain.legal'));
  if (offer.choices.length === 0) io.out(`  ${s.t('explain.none')}`);
  for (const c of offer.choices) io.out(`  ${c}`);
  io.out(s.t('explain.excluded'));
  if (offer.excluded.length === 0) io.out(`  ${s.t('explain.none')}`);
  for (const e of offer.excluded) io.out(`  ${exclusionLine(e, s, narrator)}`);
  return 0;
}

export { interpolate };
