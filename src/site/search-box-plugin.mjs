import { fileURLToPath } from 'node:url';

/**
 * Issue 19: Starlight's search box sends the query to Pagefind as typed; Pagefind answers only with pages
 * that hold every word of it. This Vite plugin gives the box Pagefind UI's `processTerm` hook
 * (src/site/search-box.ts: the query without its small words, src/site/search-terms.ts) by appending it to
 * Starlight's `virtual:starlight/pagefind-config` module, the options Starlight passes to Pagefind UI (its
 * `ranking` stays as configured). tests/e2e/search-questions.spec.ts types a question into the real box,
 * so the test fails if Starlight stops reading this module.
 */
export function searchBox() {
  const hook = JSON.stringify(fileURLToPath(new URL('./search-box.ts', import.meta.url)));
  return {
    name: 'colt-rules:search-box',
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (id !== '\0virtual:starlight/pagefind-config') return undefined;
      return `${code}\nimport { processTerm } from ${hook};\nObject.defineProperty(pagefindUserConfig, 'processTerm', { enumerable: true, get: processTerm });\n`;
    },
  };
}
