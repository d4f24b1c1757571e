#!/usr/bin/env node
// The whole mutation run (issue 21), cut into groups of modules, so that a run of hours on two cores
// can stop and go on: each group is one Stryker run with its own incremental file, and a group whose
// report is there is skipped (delete reports/mutation/groups/<group>.json to run it again; its
// incremental file keeps the next run short). The table: `npm run mutation:table`.
//
//   node scripts/mutation-groups.mjs [group ...]     (default: every group, in this order)
//
// The groups cover what stryker.config.mjs mutates: the modules named after a rule first (actions,
// events, characters, variants, planning, Colt Super Express's cards), then each engine's core.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CE = 'src/games/colt-express/engine';
const CSE = 'src/games/colt-super-express/engine';
const LEFT_OUT = ['types.ts', 'codes.ts', 'rules.ts', 'option-sources.ts', 'index.ts', 'choice.ts', 'playable.ts'];
/** @type {Record<string, string[]>} */
export const GROUPS = {
  'ce-actions': [`${CE}/actions/*.ts`],
  'ce-events': [`${CE}/events/*.ts`],
  'ce-characters': [`${CE}/characters/*.ts`],
  'ce-variants': [`${CE}/variants/*.ts`],
  'ce-planning': [`${CE}/planning/*.ts`],
  'cse-cards': [`${CSE}/cards/*.ts`],
  'ce-core1': ['flow', 'round', 'marshal', 'stealing', 'score', 'cards', 'hooks', 'ctx', 'queries', 'rng', 'assert-never'].map((m) => `${CE}/${m}.ts`),
  'cse-core': [`${CSE}/*.ts`, ...LEFT_OUT.map((f) => `!${CSE}/${f}`)],
  'ce-core2': ['play', 'api', 'view', 'log-for', 'legal-choices', 'choice-fields', 'options'].map((m) => `${CE}/${m}.ts`),
  'ce-explain': [`${CE}/explain.ts`],
  'ce-setup': [`${CE}/setup.ts`],
};

const dir = 'reports/mutation/groups';
mkdirSync(dir, { recursive: true });
const asked = process.argv.slice(2);
for (const name of asked) {
  if (name in GROUPS) continue;
  console.error(`mutation-groups: no group "${name}"; the groups: ${Object.keys(GROUPS).join(', ')}`);
  process.exit(2);
}
for (const [name, mutate] of Object.entries(GROUPS)) {
  if (asked.length > 0 && !asked.includes(name)) continue;
  if (existsSync(`${dir}/${name}.json`)) {
    console.log(`${name}: measured (${dir}/${name}.json)`);
    continue;
  }
  console.log(`${name}: ${new Date().toISOString()}`);
  const run = spawnSync('npx', ['stryker', 'run', '--incrementalFile', `${dir}/${name}.incremental.json`, '--mutate', mutate.join(','), '--reporters', 'json,clear-text,progress'], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  copyFileSync('reports/mutation/report.json', `${dir}/${name}.json`);
}
