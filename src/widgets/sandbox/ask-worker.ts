// The export check runs in a worker (each game's export-worker.ts): the scenario loader and runner
// share modules with the rules pages' player, and a lazily imported chunk would make those pages load
// the loader's half of them too. Each kit creates its worker where Vite can see `new URL(…)`.

import type { ExportFile } from './kit.ts';

/** Sends one request to `worker`, resolves with its answer (or its error), and ends the worker. */
export function askWorker(worker: Worker, request: unknown): Promise<ExportFile> {
  return new Promise((resolve) => {
    const done = (answer: ExportFile) => {
      worker.terminate();
      resolve(answer);
    };
    worker.onmessage = (e: MessageEvent<ExportFile>) => done(e.data);
    worker.onerror = (e) => done({ ok: false, problems: [e.message] });
    worker.postMessage(request);
  });
}
