// `colt-rules explain <notation | scenario file> [--step N] [--bandit X --card Y] [--lang xx]`
// Lists the legal choices at that point and, for each excluded option, the
// rule that excludes it, in the reader's language.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatDiagnostic, walkScenario } from '../scenarios/index.ts';
import type { Excluded, GameAdapter } from '../scenarios/index.ts';
import { adapterFor, adapterForNotation } from '../scenarios/registry.ts';
import { interpolate } from '../i18n/interpolate.ts';
import { reasonVars, type ReasonWords } from '../i18n/reasons.ts';
import { loadFile } from './files.ts';
import { narrateFrameLog } from './run.ts';
import type { Args, Io } from './main.ts';
import type { Strings } from './strings.ts';

/** The reason of an exclusion in the reader's language, from its code and parameters (reasons.json). */
export function reasonText(e: Excluded, s: Strings): string {
  const words: ReasonWords = {
    bandit: (id) => s.narration.bandit[id] ?? id,
    car: (n) => interpolate(n === 0 ? s.narration.car.loco.name : s.narration.car.wagon.name, { n: String(n) }),
  };
  return s.reason(e.why, reasonVars(e.params, words)) ?? e.reason;
}

/** "Ghost's Fire card", "the Braking event", … in the reader's language. */
function aboutText(key: string | undefined, vars: Readonly<Record<string, string>>, fallback: string, s: Strings): string {
  if (key === undefined || !s.has(`explain.about.${key}`)) return fallback;
  const v: Record<string, string> = {
    bandit: s.narration.bandit[vars['bandit'] ?? ''] ?? vars['bandit'] ?? '',
    card: s.narration.card[vars['card'] ?? ''] ?? vars['card'] ?? '',
    event: s.narration.event[vars['event'] ?? ''] ?? vars['event'] ?? '',
  };
  return s.t(`explain.about.${key}`, v);
}

function exclusionLine(e: Excluded, s: Strings): string {
  const who = e.target === undefined ? e.phrase : (s.narration.bandit[e.target] ?? e.target);
  return s.t('explain.exclusion', { option: who, reason: reasonText(e, s), rule: e.ruleId });
}

export function explainCommand(args: Args, io: Io, s: Strings): number {
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
  const isFile = /\.ya?ml$/i.test(what) || existsSync(join(io.cwd, what));
  if (isFile) {
    const loaded = loadFile(what, io.cwd);
    if (loaded.scenario === undefined) {
      for (const d of loaded.diagnostics) io.err(formatDiagnostic(d));
      return 1;
    }
    const sc = loaded.scenario;
    adapter = adapterFor(sc.game);
    const walk = walkScenario(sc);
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
        for (const line of narrateFrameLog(walk, n - 2, s)) io.out(`  ${line}`);
        heading = '';
      }
    }
  } else {
    const r = adapterForNotation(what);
    if ('error' in r) {
      io.err(s.t('errors.notation', { message: r.error }));
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
  const actor = (offer.actor ?? '').split('/').map((b) => s.narration.bandit[b] ?? b).join('/');
  io.out(s.t('explain.waiting', { actor, about: aboutText(offer.aboutKey, offer.aboutVars ?? {}, offer.about, s) }));
  io.out(s.t('explain.legal'));
  if (offer.choices.length === 0) io.out(`  ${s.t('explain.none')}`);
  for (const c of offer.choices) io.out(`  ${c}`);
  io.out(s.t('explain.excluded'));
  if (offer.excluded.length === 0) io.out(`  ${s.t('explain.none')}`);
  for (const e of offer.excluded) io.out(`  ${exclusionLine(e, s)}`);
  return 0;
}

export { interpolate };
