// The Node.js the site needs, checked before anything else starts (`npm start`), in syntax old Nodes
// still parse, so an old Node gets this message instead of a stack trace.

export const MIN_NODE = '22.12';

/** What to tell the user when `version` (e.g. "v20.20.2") is too old for the site, or undefined. */
export function nodeVersionProblem(version) {
  const [major = 0, minor = 0] = String(version).replace(/^v/, '').split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return undefined;
  return [
    `This is Node.js ${String(version).replace(/^v/, '')}; the site needs Node.js ${MIN_NODE} or later (24 recommended, see .nvmrc).`,
    '  with nvm:     nvm install && nvm use      (reads .nvmrc)',
    '  without nvm:  npm install -g --prefix /opt/node24 node@24 && export PATH=/opt/node24/bin:$PATH',
    'then run `npm start` again.',
  ].join('\n');
}
