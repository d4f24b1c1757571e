// Scenario file (YAML text + file name) → validated Scenario, or a list of
// diagnostics `file:line path: message`. Never throws on user input: the
// same function serves vitest, the CLI and the page widget.

import { z } from 'zod';
import type { Adapters } from './adapters.ts';
import { didYouMean } from './suggest.ts';
import { formatPath, parseYaml } from './yaml-source.ts';
import type { SourceMap } from './yaml-source.ts';
import { MAX_TITLE, bad, describeIssue, fields, listOf1, localized, ok, parsed, show, valueAt } from './zod-helpers.ts';
import { LANGS, SEEDS } from './types.ts';
import type { AnswerText, Diagnostic, GameAdapter, Issue, Localized, PathSegment, QuestionAnswer, Refusal, Scenario, Seed, SourceRef, Step, StepKind } from './types.ts';

export type LoadResult =
  | { readonly ok: true; readonly scenario: Scenario }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

// `ours`: a reading of ours where the books are silent (the section names where it is stated).
const isSeed = (s: string): s is Seed => (SEEDS as readonly string[]).includes(s);

const sourceRef = parsed<SourceRef>((v) => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) {
    return bad(`expected { seed: "002", section: "…" }, got ${show(v)}`);
  }
  const rec = v as Record<string, unknown>;
  const extra = Object.keys(rec).filter((k) => k !== 'seed' && k !== 'section');
  if (extra.length > 0) return bad(`unknown field "${extra[0] ?? ''}"${didYouMean(extra[0] ?? '', ['seed', 'section'])} in a source`);
  // `seed: 002` unquoted is the number 2 in YAML: pad it back.
  const seedRaw = rec['seed'];
  const seed = typeof seedRaw === 'number' ? String(seedRaw).padStart(3, '0') : typeof seedRaw === 'string' ? (seedRaw === 'ours' ? seedRaw : seedRaw.slice(0, 3)) : '';
  if (!isSeed(seed)) {
    return bad(`source seed must be one of ${SEEDS.join(', ')} (the rulebook files in shared/seeds, or ours for a reading of ours), got ${show(seedRaw)}`);
  }
  const section = rec['section'];
  if (typeof section !== 'string' || section.trim() === '') return bad('a source needs the section of the book it comes from');
  return ok({ seed, section: section.trim() });
});

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One answer of a question: its text in every language, `right: true` on the right ones. */
const answerText = parsed<AnswerText>((v) => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return bad(`expected an answer { right: true, ${LANGS.join(', ')} }, got ${show(v)}`);
  const { right, ...text } = v as Record<string, unknown>;
  if (right !== undefined && typeof right !== 'boolean') return bad(`"right" is true or false, got ${show(right)}`);
  const loc = localized().safeParse(text);
  if (!loc.success) return bad(loc.error.issues[0]?.message ?? 'expected the text in every language');
  return ok({ text: loc.data as Localized, right: right === true });
});

function stepSchema(adapter: GameAdapter) {
  const s = adapter.schemas;
  return fields({
    play: s.action.play.optional(),
    resolve: s.action.resolve.optional(),
    event: s.action.event.optional(),
    by: s.by.optional(),
    ask: localized().optional(),
    possible: z.string().min(1).optional(),
    answers: z.array(answerText).optional(),
    note: localized().optional(),
    expect: s.expect.optional(),
  }, 'step field').superRefine((step, ctx) => {
    const rec = step as Record<string, unknown>;
    questionChecks(rec, ctx);
    const kinds = (['play', 'resolve', 'event'] as const).filter((k) => rec[k] !== undefined);
    if (kinds.length > 1) {
      ctx.addIssue({ code: 'custom', message: `a step does one thing: it has ${kinds.join(' and ')}` });
    }
    if (kinds.length === 0 && rec['expect'] === undefined) {
      ctx.addIssue({ code: 'custom', message: 'a step needs "play", "resolve" or "event", or at least an "expect" to check' });
    }
  });
}

/** `possible:` and `answers:` say how a question is answered: only with `ask`, one of them, a real choice. */
function questionChecks(rec: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const answers = rec['answers'] as readonly AnswerText[] | undefined;
  for (const key of ['possible', 'answers'] as const) {
    if (rec[key] !== undefined && rec['ask'] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" answers a question: add the question ("ask")` });
  }
  if (rec['possible'] !== undefined && answers !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['answers'], message: 'a question is answered either yes/no ("possible") or from "answers", not both' });
  }
  if (answers !== undefined && (answers.length < 2 || !answers.some((a) => a.right))) {
    ctx.addIssue({ code: 'custom', path: ['answers'], message: 'offer at least two answers, at least one of them with "right: true"' });
  }
}

/** `refused: { code: bad-config, message: "3 to 6 players" }`: the engine's error code, and words of its message. */
const refusalSchema = fields({
  code: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, { message: 'an engine error code such as "bad-config" or "position"' }),
  message: z.string().min(1).optional(),
}, 'refusal field') as unknown as z.ZodType<Refusal>;

function scenarioSchema(adapter: GameAdapter) {
  const s = adapter.schemas;
  return fields({
    id: z.string().regex(ID, { message: 'an id is lower-case words joined by "-" (it becomes part of a URL)' }),
    game: z.string(),
    edition: s.edition.optional(),
    options: s.options.optional(),
    rules: listOf1(s.rule).pipe(z.array(z.string()).min(1, { message: 'name at least one rule id this scenario illustrates' })),
    source: listOf1(sourceRef).optional(),
    title: localized(MAX_TITLE),
    caption: localized(),
    explanation: localized().optional(),
    position: s.position.optional(),
    setup: s.setup.optional(),
    refused: refusalSchema.optional(),
    steps: z.array(stepSchema(adapter)).min(1, { message: 'a scenario needs at least one step' }).optional(),
  }).superRefine((sc, ctx) => {
    const rec = sc as Record<string, unknown>;
    if (rec['refused'] === undefined && rec['steps'] === undefined) ctx.addIssue({ code: 'custom', path: ['steps'], message: 'is missing' });
    if (rec['refused'] !== undefined && rec['steps'] !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'a scenario whose start is "refused" has no steps: the game never starts' });
    }
    if (rec['position'] === undefined && rec['setup'] === undefined) {
      ctx.addIssue({ code: 'custom', message: 'say where the scenario starts: "position" (a game in progress) or "setup" (a new game)' });
    }
    if (rec['position'] !== undefined && rec['setup'] !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['setup'], message: 'give either "position" or "setup", not both' });
    }
    const steps = Array.isArray(rec['steps']) ? (rec['steps'] as readonly Record<string, unknown>[]) : [];
    if (rec['explanation'] === undefined && steps.some((st) => st !== null && typeof st === 'object' && st['ask'] !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['explanation'],
        message: 'a scenario that asks a question needs an "explanation": what it shows, said after the answer (the caption only sets the scene)',
      });
    }
  });
}

function toDiagnostic(source: SourceMap, issue: Issue, file: string): Diagnostic {
  return { file, line: source.line(issue.path), path: formatPath(issue.path), message: issue.message };
}

/** Parses and validates one scenario file, of one of these games (the site's: index.ts `loadScenario`). */
export function loadScenario(text: string, file: string, games: Adapters): LoadResult {
  const y = parseYaml(text, file);
  if (!y.ok) return y;
  const { data, source } = y;
  const diag = (path: readonly PathSegment[], message: string): Diagnostic => ({
    file,
    line: source.line(path),
    path: formatPath(path),
    message,
  });
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, diagnostics: [diag([], `a scenario file is a mapping (id:, game:, steps: …), got ${show(data)}`)] };
  }
  const game = (data as Record<string, unknown>)['game'];
  if (typeof game !== 'string') {
    return { ok: false, diagnostics: [diag(['game'], `name the game (${games.gameIds().join(', ')}), got ${show(game)}`)] };
  }
  const adapter = games.adapterFor(game);
  if (adapter === undefined) {
    return {
      ok: false,
      diagnostics: [diag(['game'], `"${game}" is not a game the runner knows${didYouMean(game, games.gameIds())}; known: ${games.gameIds().join(', ')}`)],
    };
  }
  let result: ReturnType<ReturnType<typeof scenarioSchema>['safeParse']>;
  try {
    result = scenarioSchema(adapter).safeParse(data);
  } catch (e) {
    return { ok: false, diagnostics: [diag([], `internal error while validating: ${e instanceof Error ? e.message : String(e)}`)] };
  }
  if (!result.success) {
    const seen = new Set<string>();
    const diagnostics: Diagnostic[] = [];
    for (const issue of result.error.issues) {
      const path = issue.path.filter((p): p is PathSegment => typeof p === 'string' || typeof p === 'number');
      const d = diag(path, describeIssue(issue, valueAt(data, path)));
      const key = `${d.line} ${d.path} ${d.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        diagnostics.push(d);
      }
    }
    diagnostics.sort((a, b) => a.line - b.line);
    return { ok: false, diagnostics };
  }
  const v = result.data as Record<string, unknown>;
  const rawSteps = (v['steps'] ?? []) as readonly Record<string, unknown>[];
  const steps: Step[] = rawSteps.map((st, index) => {
    const kind: StepKind = st['play'] !== undefined ? 'play' : st['resolve'] !== undefined ? 'resolve' : st['event'] !== undefined ? 'event' : 'check';
    const rawStep = valueAt(data, ['steps', index, kind]);
    return {
      index,
      kind,
      text: kind === 'check' ? undefined : String(rawStep),
      action: kind === 'check' ? undefined : st[kind],
      by: st['by'] as string | undefined,
      ask: st['ask'] as Localized | undefined,
      answer: answerOf(st),
      note: st['note'] as Localized | undefined,
      expect: st['expect'],
      line: source.line(['steps', index]),
    };
  });
  const scenario: Scenario = {
    file,
    id: v['id'] as string,
    game,
    edition: v['edition'] as string | undefined,
    options: (v['options'] ?? {}) as Record<string, string | number | boolean>,
    rules: v['rules'] as string[],
    source: (v['source'] ?? []) as SourceRef[],
    title: v['title'] as Localized,
    caption: v['caption'] as Localized,
    explanation: v['explanation'] as Localized | undefined,
    start: v['position'] !== undefined ? { kind: 'position', value: v['position'] } : { kind: 'setup', value: v['setup'] },
    ...(v['refused'] === undefined ? {} : { refused: v['refused'] as Refusal }),
    steps,
    lineOf: (path) => source.line(path),
  };
  try {
    const cross = adapter.crossCheck(scenario);
    if (cross.length > 0) return { ok: false, diagnostics: cross.map((i) => toDiagnostic(source, i, file)) };
    // The engine's own position checks: a position that cannot occur in a game is a broken file,
    // unless the file says that the engine must refuse it (`refused:`, checked when it runs).
    const started = adapter.start(scenario);
    if (scenario.refused !== undefined) return { ok: true, scenario };
    if (!started.ok) return { ok: false, diagnostics: started.error.map((i) => toDiagnostic(source, i, file)) };
  } catch (e) {
    // Only a bug in the adapter or engine gets here: still a diagnostic, never a stack trace.
    return { ok: false, diagnostics: [diag(['position'], `internal error while building the position: ${e instanceof Error ? e.message : String(e)}`)] };
  }
  return { ok: true, scenario };
}

function answerOf(st: Record<string, unknown>): QuestionAnswer | undefined {
  if (typeof st['possible'] === 'string') return { kind: 'possible', option: st['possible'] };
  if (Array.isArray(st['answers'])) return { kind: 'answers', answers: st['answers'] as AnswerText[] };
  return undefined;
}

/** `file:line path: message`, the one format used by tests and the CLI. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}${d.path === '' ? '' : ` ${d.path}`}: ${d.message}`;
}

/** Ids must be unique across files: they are used in URLs. */
export function duplicateIds(scenarios: readonly Scenario[]): Diagnostic[] {
  const byId = new Map<string, Scenario>();
  const out: Diagnostic[] = [];
  for (const s of scenarios) {
    const prev = byId.get(s.id);
    if (prev !== undefined) {
      out.push({ file: s.file, line: s.lineOf(['id']), path: 'id', message: `"${s.id}" is also the id of ${prev.file}` });
    } else byId.set(s.id, s);
  }
  return out;
}
