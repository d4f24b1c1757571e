// Content Security Policy. Astro (`security.csp` in astro.config.mjs) writes a <meta> policy into every
// page with the hashes of the scripts and styles it bundles. Inline scripts Astro does not process
// (`is:inline`: Starlight's theme and sidebar scripts, our head script, the language chooser) are not
// hashed by Astro; this integration adds their hashes after the build, page by page, and moves the
// policy to the top of <head> so it covers every script of the page. A script injected at run time
// (what an XSS would do) matches no hash and is refused.
//
// What a <meta> policy cannot carry (frame-ancestors) is in public/_headers, for the static host.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './module-graph.mjs';

/** @typedef {Exclude<NonNullable<NonNullable<import('astro').AstroUserConfig['security']>['csp']>, boolean>} CspConfig */

/**
 * Directives beyond script-src/style-src (which Astro writes). Everything comes from the site itself.
 * @type {NonNullable<CspConfig['directives']>}
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  // data: for the small SVG icons stylesheets embed.
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** Astro's `security.csp` option. @type {CspConfig} */
export const CSP_CONFIG = {
  directives: CSP_DIRECTIVES,
  scriptDirective: {
    // Pagefind (the search) compiles its WebAssembly index reader.
    resources: ["'self'", "'wasm-unsafe-eval'"],
  },
  styleDirective: {
    // style="…" attributes (Starlight's sidebar depth and icon sizes, image ratios, Preact islands)
    // cannot run code; <style> elements and stylesheets stay limited to 'self' and hashes.
    resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }],
  },
};

const META = /<meta http-equiv="content-security-policy" content="([^"]*)"\s*\/?>/i;

/** `'sha256-…'` of a script or style text, as a CSP source. */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Adds `sources` to `directive` in a policy string (`a b; c d;`), each once. */
function addSources(policy, directive, sources) {
  const parts = policy.split(';').map((p) => p.trim()).filter(Boolean);
  const i = parts.findIndex((p) => p.split(/\s+/)[0] === directive);
  if (i < 0) return policy;
  const tokens = parts[i].split(/\s+/);
  for (const s of sources) if (!tokens.includes(s)) tokens.push(s);
  parts[i] = tokens.join(' ');
  return `${parts.join('; ')};`;
}

/**
 * One page: the hashes of its inline scripts and styles added to its policy, the policy moved right after
 * `<meta charset>`. Returns the page unchanged when it has no policy.
 */
export function completePolicy(html) {
  const meta = META.exec(html);
  if (meta === null) return html;
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => cspHash(m[1] ?? ''));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => cspHash(m[1] ?? ''));
  // Astro names script-src-elem/style-src-elem when an option is scoped to elements; fill whichever is there.
  let policy = meta[1] ?? '';
  for (const d of ['script-src', 'script-src-elem']) policy = addSources(policy, d, scripts);
  for (const d of ['style-src', 'style-src-elem']) policy = addSources(policy, d, styles);
  const tag = `<meta http-equiv="content-security-policy" content="${policy}">`;
  const without = html.replace(meta[0], '');
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(without);
  if (charset === null) return without.replace(/<head>/i, `<head>${tag}`);
  return without.replace(charset[0], `${charset[0]}${tag}`);
}


/** The integration: completes the policy of every built page. */
export function cspInlineHashes() {
  return {
    name: 'colt-rules:csp-inline-hashes',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const done = completePolicy(html);
          if (done !== html) writeFileSync(file, done);
        }
      },
    },
  };
}
