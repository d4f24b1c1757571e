// The page's side of the computer's worker: one worker per game, started when a game starts; each
// question gets its answer by id (a taken-back or abandoned question's late answer is dropped).
import type { Answer, Ask } from './rules.ts';
import type { ComputerReply, ComputerRequest } from './computer.worker.ts';

export type Computer = { ask(a: Ask<unknown, unknown>): Promise<Answer<unknown>>; stop(): void };

export function computerIn(worker: Worker): Computer {
  let next = 1;
  const waiting = new Map<number, (a: Answer<unknown>) => void>();
  worker.onmessage = (e: MessageEvent<ComputerReply>) => {
    const done = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    done?.(e.data.answer);
  };
  worker.onerror = () => {
    for (const done of waiting.values()) done(null);
    waiting.clear();
  };
  return {
    ask(a) {
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, ask: a } satisfies ComputerRequest);
      });
    },
    stop() {
      worker.terminate();
      for (const done of waiting.values()) done(null);
      waiting.clear();
    },
  };
}
