// A short fingerprint of a JSON value (two 32-bit FNV-1a lanes over its JSON text). The build runs
// each example with its assertions and records the fingerprint of every position it reached; the
// browser replays the steps with the engine and must reach the same positions (see Player.tsx).

export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}
