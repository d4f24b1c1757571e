// One assertion for a refused call of either engine: the result is an error with this code, path
// and message (the three things the site shows or links to). Test tables of both games use it.
import { expect } from 'vitest';

type Refusable = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: string; readonly path?: string | undefined; readonly message: string } };

export function expectRefused(r: Refusable, code: string, path: string | undefined, message: string): void {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect([r.error.code, r.error.path, r.error.message]).toEqual([code, path, message]);
}
