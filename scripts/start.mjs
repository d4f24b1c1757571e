#!/usr/bin/env node
// `npm start`: the development server. Checks the Node version first, prints the address of the
// English home page once the server answers there, and stops the server when it is stopped itself
// (Ctrl-C, or SIGTERM/SIGINT to this process's PID).
//
//   HOST=127.0.0.1 PORT=4321 npm start
//
// COLT_RULES_NODE_VERSION pretends another Node version (for the tests of the version check).

import { nodeVersionProblem } from './node-version.mjs';

const problem = nodeVersionProblem(process.env.COLT_RULES_NODE_VERSION || process.version);
if (problem) {
  console.error(`\n${problem}\n`);
  process.exit(1);
}

const { spawn } = await import('node:child_process');
const { createServer } = await import('node:net');
const { dirname, join } = await import('node:path');
const { fileURLToPath } = await import('node:url');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? '4321');
const home = `http://${host}:${port}/en/`;

// Astro quietly takes the next port when this one is busy, and the address printed would be wrong.
const free = await new Promise((done) => {
  const probe = createServer();
  probe.once('error', () => done(false));
  probe.listen(port, host, () => probe.close(() => done(true)));
});
if (!free) {
  console.error(`\nPort ${port} on ${host} is in use (another \`npm start\`?). Stop it, or choose another port: PORT=${port + 1} npm start\n`);
  process.exit(1);
}

// Node runs Astro directly, in a process group of its own: stopping the group stops the server and
// everything it started (npx in between would not pass the signal on).
const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
const child = spawn(process.execPath, [astro, 'dev', '--host', host, '--port', String(port)], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
const killGroup = (signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};

let exited = false;
child.on('exit', (code, signal) => {
  exited = true;
  process.exit(code ?? (signal ? 1 : 0));
});
process.on('exit', () => {
  if (!exited) killGroup('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    killGroup(signal);
    // A server that does not stop in 5 s is stopped hard.
    setTimeout(() => killGroup('SIGKILL'), 5000).unref();
  });
}

// The address, once the server serves the page there (while it syncs the content it may answer 404).
// A server that keeps answering with an error gets its address printed after a minute all the same,
// with the status: Astro's messages above say why.
const banner = (note) => console.log(`\n  Colt Express Rules Lab → ${home}  (English home; / lets you choose a language)${note}\n`);
let failingSince;
for (;;) {
  if (exited) break;
  try {
    const r = await fetch(home, { signal: AbortSignal.timeout(30_000) });
    if (r.ok) {
      banner('');
      break;
    }
    failingSince ??= Date.now();
    if (Date.now() - failingSince > 60_000) {
      banner(`\n  (it answers there with HTTP ${r.status}: see the messages above)`);
      break;
    }
  } catch {
    // Not listening yet.
  }
  await new Promise((wait) => setTimeout(wait, 300));
}
