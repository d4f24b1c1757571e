#!/usr/bin/env node
// Time to the first interactive widget: from the start of navigation to the moment the first
// scenario widget has run its scenario in the browser and set `data-verdict` (it is hydrated and
// answers clicks from then on). Median of N fresh loads (new browser context each: no cache),
// against `astro preview` serving dist/, with Chromium through playwright-core. Each load also gives
// the page's first contentful paint (FCP) and the ratio of the two in that same load (issue 22: the
// example should answer soon after the page first shows something, whatever the machine's speed);
// printed per load and as medians.
//
//   node scripts/tti.mjs                        # first page in dist/ with a <Scenario>, 10 loads
//   node scripts/tti.mjs --page /en/rules/fire/ --runs 10 --json
//   node scripts/tti.mjs --base http://127.0.0.1:4321   # measure an already running server
//   node scripts/tti.mjs --cpu 4                # CPU slowed down 4× (a mid-range phone)
//
// Browser: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own. Run after `npm run build`.

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const json = args.includes('--json');
const runs = Math.max(1, Number(opt('runs', '10')));
const cpu = Math.max(1, Number(opt('cpu', '1')));
const port = Number(opt('port', String(4400 + Math.floor(Math.random() * 90))));
const dist = 'dist';

function firstScenarioPage() {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html' && readFileSync(path, 'utf8').includes('data-scenario=')) pages.push('/' + relative(dist, path).replace(/index\.html$/, ''));
    }
  };
  walk(dist);
  pages.sort((a, b) => (a.startsWith('/en/') ? 0 : 1) - (b.startsWith('/en/') ? 0 : 1) || a.localeCompare(b));
  return pages[0];
}

async function browserPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const { chromium } = await import('playwright-core');
  return chromium.executablePath();
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok || r.status === 404) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`tti: ${url} did not answer within ${ms / 1000} s`);
}

let server;
let base = opt('base', undefined);
const page = opt('page', undefined) ?? (existsSync(dist) ? firstScenarioPage() : undefined);
if (!page) {
  console.error('tti: no page with a <Scenario> in dist/ (run `npm run build`), or pass --page /en/…/');
  process.exit(1);
}

if (!base) {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('tti: no build in dist/. Run `npm run build` first.');
    process.exit(1);
  }
  base = `http://127.0.0.1:${port}`;
  server = spawn('npx', ['astro', 'preview', '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  server.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`tti: \`astro preview\` stopped (exit ${code}):\n${output.trim()}\n(An \`astro preview\` already running for this project? Measure it with --base http://127.0.0.1:<its port>.)`);
      process.exit(1);
    }
  });
}

const stop = () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);

try {
  await waitFor(`${base}/`, 60_000);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: await browserPath(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    if (cpu > 1) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    // Record, in page time (ms since navigation start), when the first data-verdict appears. The page
    // itself says so (a promise): nothing of Playwright's runs in the page while it loads (a
    // `waitForFunction` put Playwright's injected script and its polling on the page's main thread, some
    // 70 ms of it at 4× CPU, while the page was still parsing, and counted them in the page's time).
    await tab.addInitScript(() => {
      window.__ttiAnswered = new Promise((resolve) => {
        const seen = (node) => node.nodeType === 1 && (node.hasAttribute('data-verdict') || node.querySelector('[data-verdict]') !== null);
        const observer = new MutationObserver((records) => {
          if (!records.some((r) => seen(r.target) || [...r.addedNodes].some(seen))) return;
          window.__ttiVerdict = performance.now();
          observer.disconnect();
          resolve(window.__ttiVerdict);
        });
        observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-verdict'], childList: true });
      });
    });
    await tab.goto(`${base}${page}`, { waitUntil: 'commit' });
    // The load event's time is known once it has fired (the example may answer before it); then the
    // example's answer, if it has not come yet.
    await tab.waitForLoadState('load', { timeout: 30_000 });
    await tab.evaluate(() => Promise.race([window.__ttiAnswered, new Promise((_, fail) => setTimeout(() => fail(new Error('no data-verdict within 30 s')), 30_000))]));
    const t = await tab.evaluate(() => ({
      verdict: window.__ttiVerdict,
      value: document.querySelector('[data-verdict]')?.getAttribute('data-verdict'),
      dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? null,
      load: performance.getEntriesByType('navigation')[0]?.loadEventStart || null,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    if (t.fcp === null) throw new Error(`tti: load ${i + 1} of ${page} reported no first contentful paint`);
    if (!json) console.log(`  load ${i + 1}: FCP ${Math.round(t.fcp)} ms, first example ${Math.round(t.verdict)} ms, ratio ${(t.verdict / t.fcp).toFixed(2)}×, load event ${t.load === null ? '?' : Math.round(t.load)} ms`);
    times.push(t);
    await context.close();
  }
  await browser.close();
  const medianOf = (values) => {
    const v = [...values].sort((a, b) => a - b);
    return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  };
  const sorted = times.map((t) => t.verdict).sort((a, b) => a - b);
  const median = medianOf(sorted);
  const result = {
    page,
    runs,
    cpuSlowdown: cpu,
    medianMs: Math.round(median),
    // First contentful paint, and the first example's time over it (each load's own ratio, then the median).
    medianFcpMs: Math.round(medianOf(times.map((t) => t.fcp))),
    medianRatio: Number(medianOf(times.map((t) => t.verdict / t.fcp)).toFixed(2)),
    minMs: Math.round(sorted[0]),
    maxMs: Math.round(sorted[sorted.length - 1]),
    verdicts: [...new Set(times.map((t) => t.value))],
    samplesMs: times.map((t) => Math.round(t.verdict)),
    fcpSamplesMs: times.map((t) => Math.round(t.fcp)),
    ratioSamples: times.map((t) => Number((t.verdict / t.fcp).toFixed(2))),
    // Loads where the example answered before the page's load event.
    beforeLoadEvent: times.filter((t) => t.load !== null && t.verdict < t.load).length,
  };
  if (json) console.log(JSON.stringify(result, null, 2));
  else
    console.log(
      `tti ${page}: median ${result.medianMs} ms to the first data-verdict (min ${result.minMs}, max ${result.maxMs}, ${runs} loads${cpu > 1 ? `, CPU ${cpu}× slower` : ''}); median FCP ${result.medianFcpMs} ms; median ratio ${result.medianRatio}× the FCP; before the load event in ${result.beforeLoadEvent} of ${runs}; verdicts: ${result.verdicts.join(', ')}`,
    );
} finally {
  stop();
}
