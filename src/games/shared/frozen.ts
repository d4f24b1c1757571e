// Shared by both games' engines (pure, imports nothing).

/** Freeze a choice object once at load time: legalChoices hands out shared objects (Audit A1). */
export function frozen<const T extends object>(o: T): T {
  return Object.freeze(o);
}
