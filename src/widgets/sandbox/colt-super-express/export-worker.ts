// The Colt Super Express export check (export-check.ts) in a worker (see ../ask-worker.ts).

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
