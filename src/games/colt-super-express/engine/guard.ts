// The one promise of the public API: no exception escapes. A function returning a Result runs
// inside guarded(); an exception (only an engine bug gets one) becomes an 'internal' error.
import type { Result } from './types.ts';

export function guarded<T>(f: () => Result<T>): Result<T> {
  try {
    return f();
  } catch (e) {
    return { ok: false, error: { code: 'internal', message: `internal error: ${String(e)}` } };
  }
}
