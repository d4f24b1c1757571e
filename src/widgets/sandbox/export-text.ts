// Small pieces every game's scenario export writes with (colt-express/export.ts, colt-super-express/export.ts).

export const EXPORT_LANGS = ['en', 'it', 'nl', 'ro', 'sv'] as const;

/** A YAML double-quoted scalar (JSON string syntax is valid YAML). */
export const q = (s: string): string => JSON.stringify(s);

/** A short stable id part for an exported history (FNV-1a, base 36). */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
