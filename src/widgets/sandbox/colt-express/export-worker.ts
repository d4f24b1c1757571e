// The export check (export-check.ts) in a worker: the scenario loader and runner it needs share
// modules with the rules pages' player, and a lazily imported chunk would make those pages load the
// loader's half of them too. A worker is bundled on its own, and keeps the page responsive meanwhile.

import { checkedExport } from './export-check.ts';

type Request = Parameters<typeof checkedExport>;

self.onmessage = (event: MessageEvent<Request>) => {
  const [hist, texts] = event.data;
  let answer: ReturnType<typeof checkedExport>;
  try {
    answer = checkedExport(hist, texts);
  } catch (e) {
    answer = { ok: false, problems: [String(e)] };
  }
  self.postMessage(answer);
};
