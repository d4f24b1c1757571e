// YAML paths as printed in messages. Apart from yaml-source.ts so that the
// browser-side runner does not pull the YAML parser in.

import type { PathSegment } from './types.ts';

/** `steps[2].expect.targets[0]`, `position.loot["2 inside"]`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_][\w-]*$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}
