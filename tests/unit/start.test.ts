// `npm start` (scripts/start.mjs), issue 8 defect 7: an old Node gets told what to do before anything
// starts; the address is printed once the server answers there; stopping the start process stops
// the server. Also issue 8 defect 8 for `astro dev`: serving a page prints no warning.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../scripts/node-version.mjs';

const INSTALL = 'npm install -g --prefix /opt/node24 node@24 && export PATH=/opt/node24/bin:$PATH';

describe('the Node version check', () => {
  // Astro 7 needs Node 22.12; the project pins 24 in .nvmrc.
  const rows: [string, boolean][] = [
    ['v20.20.2', false], // Debian's Node on the CI machines
    ['v22.11.0', false],
    ['v22.12.0', true],
    ['v23.0.0', true],
    ['v24.21.0', true],
  ];
  for (const [version, ok] of rows) {
    it(`${ok ? 'accepts' : 'refuses'} Node ${version}`, () => {
      const problem = nodeVersionProblem(version);
      if (ok) expect(problem).toBeUndefined();
      else {
        expect(problem).toContain('.nvmrc');
        expect(problem).toContain(INSTALL);
      }
    });
  }

  it('stops npm start on an old Node before printing any address', () => {
    // Node 20 itself when the machine has it (Debian's /usr/bin/node), else this Node told it is 20.
    const old = '/usr/bin/node';
    const useOld = existsSync(old) && nodeVersionProblem(spawnSync(old, ['--version'], { encoding: 'utf8' }).stdout.trim()) !== undefined;
    const r = spawnSync(useOld ? old : process.execPath, ['scripts/start.mjs'], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, PORT: '1', ...(useOld ? {} : { COLT_RULES_NODE_VERSION: 'v20.20.2' }) },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('needs Node.js 22.12 or later');
    expect(r.stderr).toContain(INSTALL);
    expect(r.stdout).not.toContain('http://');
  });
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => done(typeof a === 'object' && a !== null ? a.port : 0));
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const c = connect(port, '127.0.0.1');
    c.once('connect', () => {
      c.destroy();
      done(true);
    });
    c.once('error', () => done(false));
  });
}

describe('npm start', () => {
  it('prints the address once the server answers, and SIGTERM to its PID stops the server', async () => {
    const port = await freePort();
    // The environment of a terminal, not of this test runner: Astro's dev server serves no page when
    // it sees VITEST set.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'));
    const start = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...env, HOST: '127.0.0.1', PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    start.stdout.on('data', (d: Buffer) => (output += d.toString()));
    start.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((done) => start.on('exit', (code) => done(code)));
    try {
      const address = `http://127.0.0.1:${port}/en/`;
      const deadline = Date.now() + 100_000;
      while (!output.includes(`→ ${address}`) && Date.now() < deadline && start.exitCode === null) {
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(output, output).toContain(`→ ${address}`);
      // Printed only once the server answered: it answers now.
      const page = await fetch(address);
      expect(page.status, output).toBe(200);
      expect(await page.text()).toContain('<html lang="en"');
      // astro dev, a page served: no warning (the content-collection one about `i18n` used to show here).
      expect(output.split('\n').filter((l) => /\[WARN\]|\bwarning:/i.test(l))).toEqual([]);

      start.kill('SIGTERM');
      await exited;
      // The server went with it (SIGTERM used to leave `astro dev` on the port).
      let open = true;
      for (let i = 0; i < 50 && open; i++) {
        open = await listening(port);
        if (open) await new Promise((r) => setTimeout(r, 100));
      }
      expect(open).toBe(false);
    } finally {
      // Through the start process, which takes its server group down with it.
      if (start.exitCode === null) start.kill('SIGTERM');
    }
  }, 130_000);
});
