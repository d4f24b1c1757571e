// public/_headers (issue 8, defect 9): the headers a static host sends with every page. The file is
// read the way the two hosts that use this format read it, and the headers each would send for a
// page are checked: no page may be framed by another site, except the embed pages; no MIME sniffing;
// referrers trimmed to the origin across sites.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from '../../src/site/csp.mjs';

interface Rule {
  readonly pattern: string;
  readonly set: readonly [string, string][];
  readonly detach: readonly string[];
}

function parseHeaders(text: string): Rule[] {
  const rules: { pattern: string; set: [string, string][]; detach: string[] }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: line, set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (rule === undefined) throw new Error(`a header before any path: ${line}`);
    if (line.startsWith('!')) rule.detach.push(line.slice(1).trim().toLowerCase());
    else {
      const i = line.indexOf(':');
      if (i <= 0) throw new Error(`not "Name: value": ${line}`);
      rule.set.push([line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** `/*` splats, `:name` placeholders: the syntax both hosts share. */
function matches(pattern: string, path: string): boolean {
  const re = pattern
    .split('/')
    .map((seg) => (seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${re}$`).test(path);
}

/** Netlify: every matching rule applies; a header set again by a later rule replaces the earlier value. */
function netlify(rules: readonly Rule[], path: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rules) if (matches(r.pattern, path)) for (const [k, v] of r.set) out.set(k, v);
  return out;
}

/**
 * Cloudflare Pages: every matching rule applies and values of the same header are joined with ", ";
 * a `! Name` line removes that header. Read either way it may be implemented (the removal taking the
 * rule's own value too, or not): the answer is the stricter for the checks below.
 */
function cloudflare(rules: readonly Rule[], path: string, detachOwn: boolean): Map<string, string> {
  const values = new Map<string, string[]>();
  const detached = new Set<string>();
  for (const r of rules) {
    if (!matches(r.pattern, path)) continue;
    for (const d of r.detach) {
      values.delete(d);
      detached.add(d);
    }
    for (const [k, v] of r.set) values.set(k, [...(values.get(k) ?? []), v]);
  }
  if (detachOwn) for (const d of detached) values.delete(d);
  return new Map([...values].map(([k, v]) => [k, v.join(', ')]));
}

/** The frame-ancestors sources a browser ends up with; several policies (", ") must all allow. */
function framing(csp: string | undefined): 'nobody' | 'anybody' {
  if (csp === undefined) return 'anybody';
  const policies = csp.split(',').map((p) => /frame-ancestors\s+([^;]+)/.exec(p)?.[1]?.trim());
  const stated = policies.filter((p): p is string => p !== undefined);
  if (stated.length === 0) return 'anybody';
  return stated.every((p) => p.split(/\s+/).includes('*')) ? 'anybody' : 'nobody';
}

const rules = parseHeaders(readFileSync('public/_headers', 'utf8'));
const hosts: [string, (path: string) => Map<string, string>][] = [
  ['Netlify', (p) => netlify(rules, p)],
  ['Cloudflare Pages', (p) => cloudflare(rules, p, false)],
  ['Cloudflare Pages (detach takes the rule’s own value)', (p) => cloudflare(rules, p, true)],
];

// Pages of the site: built ones, the chooser, assets, and the embed pages of the widgets.
const pages: [string, 'nobody' | 'anybody'][] = [
  ['/', 'nobody'],
  ['/en/', 'nobody'],
  ['/it/rules/fire/', 'nobody'],
  ['/sv/sandbox/', 'nobody'],
  ['/404.html', 'nobody'],
  ['/_astro/page.js', 'nobody'],
  ['/en/embed/fire-line-of-sight-book/', 'anybody'],
  ['/ro/embed/belle-protected-from-fire/', 'anybody'],
];

describe('public/_headers', () => {
  for (const [host, headersFor] of hosts) {
    for (const [path, framedBy] of pages) {
      it(`${host}: ${path} may be framed by ${framedBy}, is not sniffed, trims referrers`, () => {
        const h = headersFor(path);
        expect(framing(h.get('content-security-policy'))).toBe(framedBy);
        expect(h.get('x-content-type-options')).toBe('nosniff');
        expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      });
    }
  }

  it('repeats in the header what every page policy says about plugins, <base> and forms', () => {
    // The header must not be looser than the <meta> policy on the directives they share.
    for (const [, headersFor] of hosts.slice(0, 1)) {
      for (const [path] of pages) {
        const csp = headersFor(path).get('content-security-policy') ?? '';
        for (const d of CSP_DIRECTIVES.filter((x) => /^(object-src|base-uri|form-action) /.test(x))) expect(csp, path).toContain(d);
      }
    }
  });

  it('is plain `Name: value` lines under paths, no rule over the 2,000 characters a line may hold', () => {
    for (const line of readFileSync('public/_headers', 'utf8').split('\n')) expect(line.length).toBeLessThan(2000);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((r) => r.pattern.startsWith('/'))).toBe(true);
  });
});
