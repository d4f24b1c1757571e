/** End of an exhaustive switch: the type checker proves it unreachable (README: exhaustive switches). */
export function assertNever(x: never): never {
  void x;
  return undefined as never;
}
