// Types of module-graph.mjs (plain JavaScript: astro.config.mjs and scripts/ load it without a build step).
export interface BuiltModule {
  readonly file: string;
  readonly urlPath: string;
}
export const STATIC_IMPORT: RegExp;
export function moduleGraph(dist: string): {
  toFile(url: string | null | undefined, fromUrlPath: string): BuiltModule | null;
  staticImports(entry: BuiltModule): BuiltModule[];
  closure(entries: readonly BuiltModule[]): Map<string, BuiltModule>;
};
export function htmlFiles(dir: string): string[];
