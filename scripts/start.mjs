#!/usr/bin/env node
// `npm start`: the development server, with the address of the English home page printed first.
import { spawn } from 'node:child_process';

const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '4321';
console.log(`\n  Colt Express Rules Lab → http://${host}:${port}/en/  (English home; / lets you choose a language)\n`);
const child = spawn('npx', ['astro', 'dev', '--host', host, '--port', port], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
