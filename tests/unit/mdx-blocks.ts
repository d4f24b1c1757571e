// The blocks of a rules page's MDX source, as a reader meets them: paragraphs, headings, <Rule> tags and
// <Scenario> embeds (shared by the tests that compare a page's prose with the examples it embeds).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function filesUnder(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, ext));
    else if (path.endsWith(ext)) out.push(path);
  }
  return out.sort();
}

export type Block = { kind: 'scenario' | 'rule-open' | 'rule-close' | 'heading' | 'para'; text: string; line: number; id?: string };

export function blocksOf(mdx: string): Block[] {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1));
  const blocks: Block[] = [];
  let current: string[] = [];
  let start = 0;
  const flush = () => {
    const text = current.join('\n').trim();
    current = [];
    if (text === '' || text.startsWith('import ')) return;
    const scenario = /^<Scenario id="([^"]+)"\s*\/>$/.exec(text);
    if (scenario) blocks.push({ kind: 'scenario', text, line: start, id: scenario[1]! });
    else if (text.startsWith('<Rule ')) blocks.push({ kind: 'rule-open', text, line: start });
    else if (text === '</Rule>') blocks.push({ kind: 'rule-close', text, line: start });
    else if (/^#{1,6} /.test(text)) blocks.push({ kind: 'heading', text, line: start });
    else blocks.push({ kind: 'para', text, line: start });
  };
  body.split('\n').forEach((line, i) => {
    if (line.trim() === '') flush();
    else {
      if (current.length === 0) start = i + 1;
      current.push(line);
    }
  });
  flush();
  return blocks;
}
