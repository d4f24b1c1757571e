// YAML text → plain data, keeping a map back to the text so that every
// problem found later (by zod, by the game adapter, by the engine, or while
// running) can be reported as `file:line path: message`.

import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import type { Diagnostic, PathSegment } from './types.ts';

export interface SourceMap {
  readonly file: string;
  /** 1-based line of the value at `path`, or of its nearest existing ancestor. */
  line(path: readonly PathSegment[]): number;
  /** 1-based line of the key `key` inside the mapping at `path` (for unknown keys). */
  keyLine(path: readonly PathSegment[], key: string): number;
}

export type ParsedYaml =
  | { readonly ok: true; readonly data: unknown; readonly source: SourceMap }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

export { formatPath } from './path.ts';
import { formatPath } from './path.ts';

function childOf(node: unknown, seg: PathSegment): unknown {
  if (isMap(node)) {
    for (const pair of node.items) {
      const k = isScalar(pair.key) ? pair.key.value : pair.key;
      if (k === seg || (typeof seg === 'string' && String(k) === seg)) return pair.value ?? pair.key;
    }
    return undefined;
  }
  if (isSeq(node) && typeof seg === 'number') return node.items[seg];
  return undefined;
}

function keyOf(node: unknown, key: string): unknown {
  if (!isMap(node)) return undefined;
  for (const pair of node.items) {
    if (!isPair(pair)) continue;
    const k = isScalar(pair.key) ? pair.key.value : pair.key;
    if (String(k) === key) return pair.key;
  }
  return undefined;
}

function startOf(node: unknown): number | undefined {
  const range = (node as YamlNode | undefined)?.range;
  return Array.isArray(range) ? range[0] : undefined;
}

/** The first `__proto__` key (which a plain object would swallow instead of keeping it as a field). */
function protoKey(node: unknown, path: PathSegment[]): { key: unknown; path: PathSegment[] } | null {
  if (path.length > 64) return null; // no scenario nests this deep; zod reports such a file anyway
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const k = isScalar(pair.key) ? pair.key.value : pair.key;
      if (String(k) === '__proto__') return { key: pair.key, path };
      const inner = protoKey(pair.value, [...path, String(k)]);
      if (inner !== null) return inner;
    }
  } else if (isSeq(node)) {
    for (let i = 0; i < node.items.length; i++) {
      const inner = protoKey(node.items[i], [...path, i]);
      if (inner !== null) return inner;
    }
  }
  return null;
}

export function parseYaml(text: string, file: string): ParsedYaml {
  const lines = new LineCounter();
  // uniqueKeys (the default) makes a repeated key an error rather than a silent overwrite.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number): number => lines.linePos(offset).line;
  if (doc.errors.length > 0) {
    return {
      ok: false,
      diagnostics: doc.errors.map((e) => ({
        file,
        line: lineAt(e.pos[0]),
        path: '',
        message: `YAML syntax: ${e.message.split('\n')[0] ?? e.code}`,
      })),
    };
  }
  const root = doc.contents;
  const proto = protoKey(root, []);
  if (proto !== null) {
    const start = startOf(proto.key) ?? 0;
    return { ok: false, diagnostics: [{ file, line: lineAt(start), path: formatPath([...proto.path, '__proto__']), message: 'unknown field "__proto__": a scenario file has no such field' }] };
  }
  const nodeAt = (path: readonly PathSegment[]): unknown => {
    let node: unknown = root;
    let lastStart = startOf(root) ?? 0;
    for (const seg of path) {
      const next = childOf(node, seg);
      if (next === undefined || next === null) break;
      node = next;
      lastStart = startOf(node) ?? lastStart;
    }
    return lastStart;
  };
  const source: SourceMap = {
    file,
    line: (path) => lineAt(nodeAt(path) as number),
    keyLine: (path, key) => {
      let node: unknown = root;
      for (const seg of path) node = childOf(node, seg);
      const k = keyOf(node, key);
      const start = startOf(k);
      return start === undefined ? lineAt(nodeAt(path) as number) : lineAt(start);
    },
  };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    // toJS only throws on alias bombs and similar hostile input; report it as a YAML problem.
    return { ok: false, diagnostics: [{ file, line: 1, path: '', message: `YAML: ${(e as Error).message}` }] };
  }
  return { ok: true, data, source };
}
