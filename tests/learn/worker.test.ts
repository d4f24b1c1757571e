// The computer's worker (src/learn/computer.worker.ts) and the page's side of it (ask-computer.ts),
// without a browser: a fake worker scope and a fake Worker. Issue 23: "It runs in a Web Worker";
// the worker is handed the seat's view and log only (session.ts computerAsk).
import { describe, expect, it } from 'vitest';
import { serveComputer, type ComputerReply, type ComputerRequest } from '../../src/learn/computer.worker.ts';
import { computerIn } from '../../src/learn/ask-computer.ts';
import { computerAsk, newSession, READER } from '../../src/learn/session.ts';
import type { Decide } from '../../src/learn/rules.ts';
import { CE, CSE, derived, runComputer, readerStep } from './play.ts';
import { swapHiddenCe, scrambleLog } from '../colt-express/computer/ce-swap.ts';
import { swapHiddenCse } from '../colt-super-express/computer/cse-swap.ts';
import type { GameState as CeState, LogEntry as CeLog, Seat as CeSeat } from '../../src/games/colt-express/engine/types.ts';
import type { GameState as CseState, Seat as CseSeat } from '../../src/games/colt-super-express/engine/types.ts';

/** A worker scope that records what the worker posts. */
function fakeScope() {
  const posted: ComputerReply[] = [];
  const scope = { onmessage: null as ((e: MessageEvent<ComputerRequest>) => void) | null, postMessage: (m: ComputerReply) => void posted.push(m) };
  return { scope, posted, send: (req: ComputerRequest) => scope.onmessage?.({ data: req } as MessageEvent<ComputerRequest>) };
}

describe('the worker answers each question with the computer\'s decision, by id', () => {
  it.each([
    ['Colt Express', CE],
    ['Colt Super Express', CSE],
  ] as const)('%s: the same choice as the computer called directly', (_name, g) => {
    const d = derived(g, newSession({ game: g.rules.game, players: 3, bandit: g.rules.bandits[0]!, level: 'beginner', guide: false, seed: 77 }));
    let x = d;
    // a position where a computer seat is asked
    for (let k = 0; !computerAsk(x) && k < 10; k++) x = readerStep(x, () => 0);
    const ask = computerAsk(x)!;
    expect(ask).toBeDefined();
    const f = fakeScope();
    serveComputer(g.decide as Decide<unknown, unknown, unknown>, f.scope);
    f.send({ id: 7, ask });
    expect(f.posted).toHaveLength(1);
    expect(f.posted[0]!.id).toBe(7);
    expect(f.posted[0]!.answer).toEqual(g.decide(ask));
  });
  it('a decision that throws is answered with no choice, not a dead worker', () => {
    const f = fakeScope();
    serveComputer(() => {
      throw new Error('boom');
    }, f.scope);
    f.send({ id: 1, ask: { view: {}, seat: 1, seatLog: [], level: 'beginner', rng: [1, 2, 3, 4] } });
    expect(f.posted).toEqual([{ id: 1, answer: null }]);
  });
});

describe('the page\'s side: answers reach the question they belong to', () => {
  it('two questions answered in the other order, and stop() answers what is still waiting', async () => {
    const sent: ComputerRequest[] = [];
    const worker = { onmessage: null as ((e: MessageEvent<ComputerReply>) => void) | null, onerror: null as unknown, postMessage: (m: ComputerRequest) => void sent.push(m), terminate: () => undefined };
    const c = computerIn(worker as unknown as Worker);
    const ask = { view: {}, seat: 1, seatLog: [], level: 'beginner' as const, rng: [1, 2, 3, 4] };
    const a = c.ask(ask);
    const b = c.ask(ask);
    const late = c.ask(ask);
    worker.onmessage?.({ data: { id: sent[1]!.id, answer: { choice: 'B', explanation: { key: 'k', params: {} } } } } as MessageEvent<ComputerReply>);
    worker.onmessage?.({ data: { id: sent[0]!.id, answer: { choice: 'A', explanation: { key: 'k', params: {} } } } } as MessageEvent<ComputerReply>);
    expect((await a)?.choice).toBe('A');
    expect((await b)?.choice).toBe('B');
    c.stop();
    expect(await late).toBeNull();
  });
});

describe('the computer is handed its seat\'s view and log only (issue 23: "The computer sees only its seat\'s view and log")', () => {
  it('Colt Express: a swap of what that seat cannot see changes nothing it is handed', () => {
    let d = runComputer(CE, derived(CE, newSession({ game: 'colt-express', players: 4, bandit: 'doc', level: 'beginner', guide: false, seed: 91 })));
    let checked = 0;
    for (let k = 0; k < 12; k++) {
      d = readerStep(d, () => 0);
      const ask = computerAsk(d);
      if (ask === undefined) continue;
      const s = d.state as CeState;
      const seat = ask.seat as CeSeat;
      const swapped = computerAsk({ ...d, state: swapHiddenCe(s, seat, 5 + k), log: scrambleLog(d.log as CeLog[], seat, s) })!;
      expect(swapped.view).toEqual(ask.view);
      expect(swapped.seatLog).toEqual(ask.seatLog);
      expect(ask.seat).not.toBe(READER);
      checked++;
      d = runComputer(CE, d);
    }
    expect(checked).toBeGreaterThan(3);
  });
  it('Colt Super Express: the same', () => {
    let d = runComputer(CSE, derived(CSE, newSession({ game: 'colt-super-express', players: 4, bandit: 'doc', level: 'beginner', guide: false, seed: 91 })));
    let checked = 0;
    for (let k = 0; k < 8; k++) {
      d = readerStep(d, () => 0);
      const ask = computerAsk(d);
      if (ask === undefined) continue;
      const swapped = computerAsk({ ...d, state: swapHiddenCse(d.state as CseState, ask.seat as CseSeat, 9 + k) })!;
      expect(swapped.view).toEqual(ask.view);
      checked++;
      d = runComputer(CSE, d);
    }
    expect(checked).toBeGreaterThan(3);
  });
});
