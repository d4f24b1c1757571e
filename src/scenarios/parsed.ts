// The result of reading one hand-written value (a place, a phrase, …):
// its meaning, or a message for the author. Kept apart from zod so that the
// vocabulary can run in the browser without it.

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const bad = (message: string): Parsed<never> => ({ ok: false, message });

/** A value shown in a message: strings quoted, the rest as YAML would print it. */
export function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'an empty value';
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return String(v);
}
