// Build time only: a scenario file's YAML highlighted by shiki (`codeToHtml`), light and dark, for the
// "Source" view under each example (ScenarioSource.astro). No JavaScript reaches the page.
//
// Weight: a rules page carries up to 15 of these. Shiki writes an inline style with two colours on
// every token; here each token colour pair becomes a one-letter class (src/styles/scenario-source.css
// holds the colours), default-coloured text is left bare, neighbouring tokens of one class are merged
// and the per-line wrappers are dropped. Same picture, about a third of the bytes.
//
// Themes: GitHub's high-contrast pair, whose YAML colours all pass WCAG AA on their backgrounds
// (tests/unit/scenario-source.test.ts measures them).

import { codeToHtml, type ShikiTransformer } from 'shiki';
import type { Element, ElementContent } from 'hast';

export const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

/** Token colours (light|dark, upper case) → class; the default text colour has none. */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  '#032563|#ADDCFF': 's', // strings
  '#024C1A|#72F088': 'k', // keys
  '#A0111F|#FF9492': 'p', // punctuation, keywords
  '#023B95|#91CBFF': 'n', // numbers, constants
  '#66707B|#BDC4CC': 'c', // comments
};
export const DEFAULT_COLORS = '#0E1116|#F0F3F6';

function pairOf(style: unknown): string | undefined {
  if (typeof style !== 'string') return undefined;
  const light = /(?:^|;)color:(#[0-9a-fA-F]+)/.exec(style)?.[1];
  const dark = /--shiki-dark:(#[0-9a-fA-F]+)/.exec(style)?.[1];
  return light && dark ? `${light}|${dark}`.toUpperCase() : undefined;
}

/** One line's tokens, with classes instead of styles, merged. */
function compactLine(line: Element): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of line.children) {
    if (node.type !== 'element') {
      out.push(node);
      continue;
    }
    const pair = pairOf(node.properties['style']);
    const cls = pair === undefined ? undefined : TOKEN_CLASSES[pair];
    const last = out[out.length - 1];
    if (pair === DEFAULT_COLORS) {
      out.push(...node.children);
    } else if (cls === undefined) {
      out.push(node); // a colour the table does not know keeps shiki's own style
    } else if (last?.type === 'element' && last.properties['class'] === cls) {
      last.children.push(...node.children);
    } else {
      out.push({ type: 'element', tagName: 'span', properties: { class: cls }, children: [...node.children] });
    }
  }
  return out;
}

const compact: ShikiTransformer = {
  name: 'colt-rules:compact',
  pre(node) {
    node.properties = { class: 'ss-code', tabindex: '0' };
  },
  code(node) {
    node.children = node.children.flatMap((child) =>
      child.type === 'element' && String(child.properties['class'] ?? '').includes('line') ? compactLine(child) : [child],
    );
  },
};

export async function highlightYaml(text: string): Promise<string> {
  return codeToHtml(text.replace(/\s+$/, ''), { lang: 'yaml', themes: THEMES, transformers: [compact] });
}
