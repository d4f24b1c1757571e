// The Colt Express computer in a worker (computer.worker.ts).
import { serveComputer } from './computer.worker.ts';
import { decideCe } from './computer-ce.ts';
import type { Decide } from './rules.ts';

serveComputer(decideCe as Decide<unknown, unknown, unknown>);
