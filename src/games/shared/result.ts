// The Result every engine entry point returns, and the one promise behind it: no exception escapes
// (engine READMEs, "Conventions"). Pure; imports nothing. Both games' engines use it.

/** What an entry point refuses: a closed code of the engine (its ERROR_CODES) and an English message. */
export type EngineErrorOf<C extends string> = {
  readonly code: C;
  /** English */
  readonly message: string;
  /** the field or the place of the input that is wrong */
  readonly path?: string;
};

/** A value, or an error: `ok` tells which. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** The error of an exception caught at an entry point (only an engine bug throws). */
export type InternalError = EngineErrorOf<'internal'>;

/** An exception caught at an entry point becomes an 'internal' error. */
export function internal<T>(e: unknown): Result<T, InternalError> {
  return { ok: false, error: { code: 'internal', message: `internal error: ${String(e)}` } };
}

/** Runs `f`; an exception it throws comes back as an 'internal' error. */
export function guarded<R extends Result<unknown, unknown>>(f: () => R): R | Result<never, InternalError> {
  try {
    return f();
  } catch (e) {
    return internal(e);
  }
}
