#!/usr/bin/env node
// Runs the Playwright browser tests with a browser that is really there:
// CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download.
// With none of them, one clear line says what to install, instead of a stack trace.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

async function playwrightBrowser() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
let browser = candidates.find((path) => existsSync(path)) ?? (await playwrightBrowser());

if (!browser) {
  console.error(
    'e2e: no browser found. Install Chromium (Debian/Ubuntu: `apt-get install -y chromium`), or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.error('e2e: no production build in dist/. Run `npm run build` first (`npm test` does it for you).');
  process.exit(1);
}

console.log(`e2e: using ${browser}`);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser },
});

// One plain closing line for CI logs: 'N passed, N failed' (Playwright's own summary has no fixed form).
try {
  const report = JSON.parse(readFileSync('test-results/e2e-report.json', 'utf8'));
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed${skipped ? `, ${skipped} skipped` : ''}`);
} catch {
  // No report (the run stopped before writing it): Playwright's exit status says it all.
}
process.exit(result.status ?? 1);
