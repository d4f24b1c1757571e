#!/usr/bin/env node
// After one module's re-measure (`npx stryker run --incremental … --mutate <module>`), keep that
// module's results for the table: Stryker's report also holds the other modules of the incremental
// file, as they were, and the table takes each module from the newest report, so an untrimmed copy
// could hide a later re-measure of another module.
//
//   node scripts/mutation-take.mjs <report.json> <module path, or its end> [name]
//     -> reports/mutation/groups/remeasure-<name>.json, holding that module only; prints its score
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const [file, mod, name = mod?.replace(/^.*\/games\//, '').replace(/\.ts$/, '').replace(/\//g, '-')] = process.argv.slice(2);
if (!file || !mod) {
  console.error('usage: node scripts/mutation-take.mjs <report.json> <module path> [name]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const keep = Object.keys(report.files).filter((f) => f.endsWith(mod));
if (keep.length !== 1) {
  console.error(`mutation-take: ${keep.length} modules of ${file} end with "${mod}"${keep.length ? `: ${keep.join(', ')}` : ''}`);
  process.exit(2);
}
report.files = { [keep[0]]: report.files[keep[0]] };
mkdirSync('reports/mutation/groups', { recursive: true });
const out = `reports/mutation/groups/remeasure-${name}.json`;
writeFileSync(out, JSON.stringify(report));
const mutants = report.files[keep[0]].mutants;
const n = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
const valid = n('Killed', 'Timeout', 'Survived', 'NoCoverage');
console.log(`${out}: ${keep[0]}, ${n('Killed', 'Timeout')} killed, ${n('Survived')} survived, ${n('NoCoverage')} no test reaches, score ${valid ? ((100 * n('Killed', 'Timeout')) / valid).toFixed(1) : '–'} %`);
