#!/usr/bin/env node
// `colt-rules` — run the executable rules scenarios and explain positions.
// The CLI is TypeScript (src/cli/main.ts) run directly by Node's type
// stripping: on by default from Node 23.6; older Nodes (22.x) need the flag,
// so this launcher re-spawns itself with it.

import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const stripsTypes = major > 23 || (major === 23 && minor >= 6);

if (major < 22 || (major === 22 && minor < 6)) {
  // Type stripping does not exist before Node 22.6: say so instead of failing on a flag.
  process.stderr.write(`colt-rules needs Node.js 22.12 or later (this is ${process.versions.node}).\n`);
  process.exit(1);
}

if (!stripsTypes && !process.execArgv.includes('--experimental-strip-types')) {
  const r = spawnSync(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', self, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}

// `colt-rules … | head` closes the pipe early: stop quietly instead of printing a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e && e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

const root = resolve(dirname(self), '..');
const { main } = await import('../src/cli/main.ts');
const code = await main(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  cwd: process.cwd(),
  root,
});
process.exitCode = code;
