#!/usr/bin/env node
// `npm run build`: `astro build`, its output shown as it comes and kept in test-results/build.log,
// then a check that it printed no warning. A warning left in the log hides the next one that
// matters, so the build fails on any (issue 8: the build used to print 90 identical warnings).
//
//   node scripts/build.mjs [astro build options…]

import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_LOG = join(root, 'test-results', 'build.log');

const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The warning lines of a build log: Astro's `[WARN]` lines, `warning:` messages (Node, TypeScript, Vite)
 * and Rollup's `(!)` lines. Page names and ordinary words are not warnings.
 */
export function warningLines(log) {
  return log
    .split(/\r?\n/)
    .map((l) => l.replace(ANSI, ''))
    .filter((l) => /\[WARN\]|\bwarning:|^\s*\(!\)/i.test(l));
}

async function main() {
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const child = spawn(process.execPath, [astro, 'build', ...process.argv.slice(2)], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
    process.stdout.write(d);
  });
  child.stderr.on('data', (d) => {
    log += d;
    process.stderr.write(d);
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await new Promise((done) => child.on('close', (c, signal) => done(c ?? (signal ? 1 : 0))));
  mkdirSync(dirname(BUILD_LOG), { recursive: true });
  writeFileSync(BUILD_LOG, log);
  if (code !== 0) process.exit(code);
  const warnings = warningLines(log);
  if (warnings.length > 0) {
    console.error(`\nbuild: ${warnings.length} warning(s); the build must print none (full log: test-results/build.log):`);
    for (const w of [...new Set(warnings)].slice(0, 20)) console.error(`  ${w.trim()}`);
    process.exit(1);
  }
  console.log('build: no warnings');
}

if (import.meta.main) await main();
