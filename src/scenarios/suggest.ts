// "Did you mean …?" for hand-written scenario files: reviewers and teachers
// type names, rule ids and phrases from memory, so every "unknown X" message
// offers the closest known spelling instead of a bare list.

/** Edit distance (Damerau: a swapped pair of letters counts as one edit). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[(i - 1) * cols + j] ?? 0) + 1,
        (d[i * cols + j - 1] ?? 0) + 1,
        (d[(i - 1) * cols + j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (d[(i - 2) * cols + j - 2] ?? 0) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1] ?? 0;
}

/**
 * The known word closest to `word`, if it is close enough to be a plausible
 * typo (about a third of the letters), else undefined. Dotted ids are also
 * compared segment by segment so `fire.roof-line-of-sight` finds
 * `actions.fire.roof-line-of-sight`.
 */
export function closest(word: string, known: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const k of known) {
    const kl = k.toLowerCase();
    let score = editDistance(w, kl);
    if (kl.endsWith('.' + w) || (w.length >= 4 && kl.endsWith(w))) score = Math.min(score, 1);
    if (score < bestScore) {
      bestScore = score;
      best = k;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(2, Math.ceil(w.length / 3));
  return bestScore <= limit ? best : undefined;
}

/** ` (did you mean "x"?)` or ``, ready to append to a message. */
export function didYouMean(word: string, known: readonly string[]): string {
  const c = closest(word, known);
  return c === undefined || c === word ? '' : ` (did you mean "${c}"?)`;
}

/** `"a", "b" or "c"` for short lists in messages. */
export function listOf(words: readonly string[], joiner = 'or'): string {
  const q = words.map((w) => `"${w}"`);
  if (q.length <= 1) return q.join('');
  return `${q.slice(0, -1).join(', ')} ${joiner} ${q[q.length - 1] ?? ''}`;
}
