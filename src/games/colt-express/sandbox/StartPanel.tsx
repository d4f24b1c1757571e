// "Start again": a folded panel whose form (StartForm.tsx) is fetched when the reader opens it,
// which keeps the sandbox page's first load within its JavaScript budget.

import { useState } from 'preact/hooks';
import type { GameState } from '../engine/types.ts';
import type { StartProps } from '../../../widgets/sandbox/kit.ts';

import type { ScenarioEntry } from '../../../widgets/sandbox/ScenarioPicker.tsx';

export type { ScenarioEntry };

type Form = typeof import('./StartForm.tsx');

export function StartPanel(props: StartProps<GameState> & { scenarios: readonly ScenarioEntry[] }) {
  const [form, setForm] = useState<Form | undefined>(undefined);
  const onToggle = (e: Event) => {
    if ((e.currentTarget as HTMLDetailsElement).open && !form) void import('./StartForm.tsx').then(setForm);
  };
  return (
    <details class="sb-start" onToggle={onToggle}>
      <summary>{props.t('sandbox:start.title')}</summary>
      {form ? <form.StartForm {...props} /> : <p>{props.t('sandbox:loading')}</p>}
    </details>
  );
}
