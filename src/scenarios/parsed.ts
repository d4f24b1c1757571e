// The result of reading one hand-written value (a place, a phrase, …):
// its meaning, or a message for the author. Kept apart from zod so that the
// vocabulary can run in the browser without it.

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const bad = (message: string): Parsed<never> => ({ ok: false, message });
