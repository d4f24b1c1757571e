// i18next-style `{{name}}` interpolation without escaping (the callers render
// plain text). Kept separate from i18next so narration stays a pure function
// that needs no i18next instance.

export function interpolate(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
}
