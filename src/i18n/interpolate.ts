// i18next-style `{{name}}` interpolation without escaping (the callers render
// plain text). Kept separate from i18next so narration stays a pure function
// that needs no i18next instance.

// A value that ends a sentence ("Take It All!") takes the template's "." that follows it (no "!.").
export function interpolate(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}(\.?)/g, (whole, name: string, dot: string) => {
    const value = vars[name];
    return value === undefined ? whole : /[.!?…]$/.test(value) ? value : value + dot;
  });
}
