// The Colt Express sandbox island (Sandbox.astro): the shared shell with the Colt Express kit.

import { useMemo } from 'preact/hooks';
import type { Lang, Strings } from '../../../i18n/setup.ts';
import type { RulePages } from '../../../widgets/rule-pages.ts';
import { liteT } from '../../../widgets/i18n.ts';
import type { ExportTexts } from '../../../widgets/sandbox/kit.ts';
import { SandboxShell } from '../../../widgets/sandbox/Sandbox.tsx';
import { coltExpressKit } from './kit.tsx';
import type { ScenarioEntry } from './StartPanel.tsx';

export type { ScenarioEntry };

export interface CeSandboxProps {
  lang: Lang;
  /** widgets, narration, sandbox and errors strings of the page's language */
  strings: Strings;
  /** every scenario, to start from one (built at build time) */
  scenarios: readonly ScenarioEntry[];
  rulePages: RulePages;
  /** title and caption of an exported scenario, in the five languages */
  exportTexts: ExportTexts;
  /** the notation of the position the sandbox opens on without a link (made at build time) */
  start: string;
}

export default function ColtExpressSandbox({ lang, strings, scenarios, rulePages, exportTexts, start }: CeSandboxProps) {
  const t = useMemo(() => liteT(strings, 'sandbox'), [strings]);
  const kit = useMemo(() => coltExpressKit({ t, strings, scenarios, start }), [t, strings, scenarios, start]);
  return <SandboxShell kit={kit} lang={lang} t={t} rulePages={rulePages} exportTexts={exportTexts} />;
}
