#!/usr/bin/env node
// The README's "Test strength" table, from Stryker's JSON reports (issue 21): one row per module,
// with its mutants by status and its score (killed + timed out, over killed + timed out + survived +
// no coverage: Stryker's "mutation score"; ignored mutants are counted apart).
//
//   node scripts/mutation-table.mjs [report.json ...]
//     (default: the group reports of `npm run mutation:groups`, reports/mutation/groups/*.json, oldest
//     first; without them, reports/mutation/report.json)
//   --below 90     only the modules under that score
//   --survivors    list every surviving (and uncovered) mutant: file:line, mutator, replacement
//   --json         the rows as JSON
//   --unlisted     the surviving (and uncovered) mutants that tests/mutation/equivalent.md does not
//                  list under their module (a line `- <line>:<column> <mutator> …`; two mutants of the
//                  same place and mutator need two lines): each needs a test or a line there
//
// Several reports (a run cut into groups of modules) are read as one: a module found in two reports
// is taken from the later one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const below = args.includes('--below') ? Number(args[args.indexOf('--below') + 1]) : null;
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--below');
const GROUPS = 'reports/mutation/groups';
const grouped = existsSync(GROUPS)
  ? readdirSync(GROUPS)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.incremental.json'))
      .map((f) => `${GROUPS}/${f}`)
      .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
  : [];
const reports = files.length > 0 ? files : grouped.length > 0 ? grouped : ['reports/mutation/report.json'];

/** @type {Map<string, any[]>} */
const modules = new Map();
for (const path of reports) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  for (const [file, result] of Object.entries(report.files)) modules.set(file, result.mutants);
}

const COUNTED = ['Killed', 'Timeout', 'Survived', 'NoCoverage'];
const rows = [...modules.entries()]
  .map(([file, mutants]) => {
    const n = (status) => mutants.filter((m) => m.status === status).length;
    const killed = n('Killed');
    const timeout = n('Timeout');
    const survived = n('Survived');
    const noCoverage = n('NoCoverage');
    const ignored = n('Ignored');
    const errors = mutants.filter((m) => !COUNTED.includes(m.status) && m.status !== 'Ignored').length;
    const valid = killed + timeout + survived + noCoverage;
    const score = valid === 0 ? null : ((killed + timeout) / valid) * 100;
    return { file: file.replace(/^src\/games\//, ''), mutants: valid, killed, timeout, survived, noCoverage, ignored, errors, score, all: mutants };
  })
  .sort((a, b) => a.file.localeCompare(b.file));

const shown = below === null ? rows : rows.filter((r) => r.score !== null && r.score < below);
const pct = (x) => (x === null ? '–' : `${x.toFixed(1)} %`);

if (flag('--json')) {
  console.log(JSON.stringify(shown.map(({ all, ...r }) => r), null, 2));
} else if (flag('--unlisted')) {
  /** @type {Map<string, string[]>} "line:column mutator" entries by module */
  const listed = new Map();
  let heading = '';
  for (const line of readFileSync('tests/mutation/equivalent.md', 'utf8').split('\n')) {
    const h = /^## (\S+)/.exec(line);
    if (h) heading = h[1];
    const m = /^- (\d+:\d+) (\w+)/.exec(line);
    if (m && heading !== '') listed.set(heading, [...(listed.get(heading) ?? []), `${m[1]} ${m[2]}`]);
  }
  let missing = 0;
  for (const r of shown) {
    const left = [...(listed.get(r.file) ?? [])];
    for (const m of r.all.filter((x) => x.status === 'Survived' || x.status === 'NoCoverage')) {
      const key = `${m.location.start.line}:${m.location.start.column} ${m.mutatorName}`;
      const i = left.indexOf(key);
      if (i >= 0) left.splice(i, 1);
      else {
        missing++;
        console.log(`${r.file} ${key}${m.status === 'NoCoverage' ? ' [no test reaches]' : ''}: ${String(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80)}`);
      }
    }
  }
  console.log(`${missing} surviving or uncovered mutants not listed as equivalent`);
} else if (flag('--survivors')) {
  for (const r of shown) {
    const left = r.all.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
    if (left.length === 0) continue;
    console.log(`\n${r.file} (${pct(r.score)})`);
    for (const m of left) {
      const at = m.location.start;
      const replacement = String(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100);
      console.log(`  ${at.line}:${at.column} ${m.status === 'NoCoverage' ? '[no test reaches] ' : ''}${m.mutatorName}: ${replacement}`);
    }
  }
} else {
  const total = rows.reduce((t, r) => ({ mutants: t.mutants + r.mutants, killed: t.killed + r.killed + r.timeout, survived: t.survived + r.survived, noCoverage: t.noCoverage + r.noCoverage, ignored: t.ignored + r.ignored }), { mutants: 0, killed: 0, survived: 0, noCoverage: 0, ignored: 0 });
  console.log('| module | mutants | killed (timed out) | survived | no test reaches | ignored | score |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of shown) {
    console.log(`| \`${r.file}\` | ${r.mutants} | ${r.killed + r.timeout}${r.timeout > 0 ? ` (${r.timeout})` : ''} | ${r.survived} | ${r.noCoverage} | ${r.ignored} | ${pct(r.score)} |`);
  }
  if (below === null) {
    const score = total.mutants === 0 ? null : (total.killed / total.mutants) * 100;
    console.log(`| **all ${rows.length} modules** | ${total.mutants} | ${total.killed} | ${total.survived} | ${total.noCoverage} | ${total.ignored} | ${pct(score)} |`);
  }
}
