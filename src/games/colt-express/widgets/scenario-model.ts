// Build time, for the sandbox page (its props, ../sandbox/props.ts) and `<TryIt>`: a Colt Express
// scenario's start, and the scenario walked with the player's model (src/widgets/player/model.ts), to
// write each example's "open in the sandbox" link. The scenario player itself builds its data with
// src/widgets/player/build.ts.

import type { Choice, Exclusion, GameState, LogEntry } from '../engine/types.ts';
import { coltExpressKit } from '../player-kit.ts';
import type { Scenario } from '../../../scenarios/types.ts';
import { coltExpressPlay } from '../scenarios/steps.ts';
import { encodeChoices } from './choice-text.ts';
import { sandboxOf, sandboxSearch as searchOf, walkedModel, type Model } from '../../../widgets/player/model.ts';
import { startOf } from '../../../widgets/scenario-source.ts';
import { coltExpressRuntime } from '../scenarios/runtime.ts';

/** The starting state for the sandbox and `<TryIt>`, which play Colt Express positions (the player takes any game: startOf). */
export function startState(scenario: Scenario): { ok: true; state: GameState } | { ok: false; message: string } {
  if (scenario.game !== coltExpressRuntime.game) return { ok: false, message: `${scenario.id} is a ${scenario.game} scenario: the sandbox opens ${coltExpressRuntime.game} positions` };
  const r = startOf(scenario);
  return r.ok ? { ok: true, state: r.state as GameState } : r;
}

/** A loaded scenario without its `lineOf` function (plain JSON). */
export type PlainScenario = Omit<Scenario, 'lineOf'>;

export function toPlainScenario(s: Scenario, _lang?: string): PlainScenario {
  const { lineOf: _lineOf, ...rest } = s;
  void _lineOf;
  return rest;
}

type CeModel = Model<GameState, Choice, Exclusion, LogEntry>;

/** Runs the whole scenario from `initial` (the engine's starting state): the choices each step applies. */
export function buildModel(plain: PlainScenario, initial: GameState): CeModel {
  return walkedModel(coltExpressKit, coltExpressPlay, { ...plain, lineOf: () => 0 }, initial).model;
}

/** The sandbox's query string for the scenario at step `upTo` (`?p=…&c=…&n=…`). */
export function sandboxSearch(model: CeModel, upTo: number, startNotation: string | undefined): string | undefined {
  if (model.initial === undefined || startNotation === undefined) return undefined;
  return searchOf(sandboxOf(model, startNotation, encodeChoices), upTo);
}
