// Data the islands read from the page instead of their props. Astro serializes island props with
// type tags around every value and repeats them per island; an example's state and the page's
// strings are big, so they travel as plain JSON scripts instead: the strings once per page, each
// example's data once. At build time the Astro component that writes a script also `provide`s the
// value here, so the server render of the island reads the same value without parsing HTML.

const provided = new Map<string, unknown>();
const parsed = new Map<string, unknown>();

/** Build time: keeps the value for the server render and returns the script's text. */
export function provide(id: string, value: unknown): string {
  provided.set(id, value);
  return scriptText(value);
}

/** JSON safe inside a <script> element (no `</script>`, no `<!--`). */
export function scriptText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The value of a page's JSON script: `provide`d on the server, read from the document in the browser. */
export function readPageData<T>(id: string): T | undefined {
  if (typeof document === 'undefined') return provided.get(id) as T | undefined;
  if (!parsed.has(id)) {
    const el = document.getElementById(id);
    let value: unknown;
    try {
      value = el?.textContent ? JSON.parse(el.textContent) : undefined;
    } catch {
      value = undefined;
    }
    parsed.set(id, value);
  }
  return parsed.get(id) as T | undefined;
}
