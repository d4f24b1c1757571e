// The Colt Super Express sandbox island: the shared shell with this game's kit. Loaded only when the
// reader picks this game or opens a `cse…` link (GamePicker.tsx), so a Colt Express visitor never
// downloads this engine.

import { useMemo } from 'preact/hooks';
import type { Lang, Strings } from '../../../i18n/setup.ts';
import type { RulePages } from '../../../widgets/rule-pages.ts';
import { liteT } from '../../../widgets/i18n.ts';
import type { ExportTexts } from '../../../widgets/sandbox/kit.ts';
import { SandboxShell } from '../../../widgets/sandbox/Sandbox.tsx';
import { cseKit } from './kit.tsx';
import type { ScenarioEntry } from '../../../widgets/sandbox/ScenarioPicker.tsx';

/** `scenarios`: this game's examples, to open one (built at build time). */
export type CseSandboxProps = { lang: Lang; strings: Strings; scenarios: readonly ScenarioEntry[]; rulePages: RulePages; exportTexts: ExportTexts };

export default function CseSandbox({ lang, strings, scenarios, rulePages, exportTexts }: CseSandboxProps) {
  const t = useMemo(() => liteT(strings, 'sandbox'), [strings]);
  const kit = useMemo(() => cseKit({ t, strings, scenarios }), [t, strings, scenarios]);
  return <SandboxShell kit={kit} lang={lang} t={t} rulePages={rulePages} exportTexts={exportTexts} />;
}
