// The Colt Super Express computer in a worker (computer.worker.ts).
import { serveComputer } from './computer.worker.ts';
import { decideCse } from './computer-cse.ts';
import type { Decide } from './rules.ts';

serveComputer(decideCse as Decide<unknown, unknown, unknown>);
