// A table of a list by id, with no prototype: an id read from a position, a scenario or a URL
// ("toString", "constructor") is then no entry. The caller marks the call /*#__PURE__*/ so that an
// unused table is dropped from a bundle.
export function byId<T extends { readonly id: string }>(list: readonly T[]): { readonly [id: string]: T } {
  const table: { [id: string]: T } = Object.create(null);
  for (const x of list) table[x.id] = x;
  return table;
}
