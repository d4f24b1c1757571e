// Grammatical gender in sentences about a bandit. Romanian ("o aruncă", "amețită"), Italian
// ("stordita", "da sola"), Dutch ("haar") and English ("her") agree with the bandit a sentence is
// about; Swedish rarely does. A string may have a `<key>_female` twin (i18next's context suffix:
// `t(key, { context: 'female' })` reads it, and falls back to `<key>`), used when that bandit is
// female. Both games share these characters, so their genders are written once, here.
// Pure and DOM-free: the narrators of both games, the reasons and the widgets use it.

export type Gender = 'female' | 'male';

/** The suffix of a string's female form (i18next context "female"). */
export const FEMALE_SUFFIX = '_female';

/**
 * Each bandit of either game: Belle, Cheyenne and Mei are women. Keyed by id, not by the games' types:
 * src/i18n imports no game (tests/unit/game-import-graph.test.ts); tests/unit/gender.test.ts checks
 * that every bandit of every game is here.
 */
export const BANDIT_GENDER: { readonly [bandit: string]: Gender } = {
  ghost: 'male',
  belle: 'female',
  cheyenne: 'female',
  tuco: 'male',
  django: 'male',
  doc: 'male',
  mei: 'female',
};

/** The gender of a bandit id (undefined for anything else: a seat label, an unknown id). */
export function genderOf(id: unknown): Gender | undefined {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(BANDIT_GENDER, id) ? BANDIT_GENDER[id] : undefined;
}

/**
 * Whom a sentence agrees with, among the bandits its values name: the one it is about. A blocker or
 * a stunned shooter is the subject of its reason ("Belle stands in between and is hit first"); a
 * target is the one acted upon ("Ghost throws her onto the roof"); otherwise the acting bandit; a
 * list counts only when it names one bandit ("Belle may still be saved by a Horse").
 */
const AGREES_WITH = ['blocker', 'shooter', 'target', 'bandit', 'waiting', 'winners'] as const;

export function agreeingGender(values: Readonly<Record<string, unknown>>, options: { readonly plural?: boolean } = {}): Gender | undefined {
  for (const role of AGREES_WITH) {
    const v = values[role];
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) {
      if (v.length === 1) return genderOf(v[0]);
      // A sentence written for several (a `.several` variant) agrees with the whole list.
      if (options.plural === true && v.length > 1) return groupGender(v);
      continue;
    }
    return genderOf(v);
  }
  return undefined;
}

/** The gender a plural takes for these bandits (it, ro: feminine only when every one of them is a woman). */
export function groupGender(ids: readonly unknown[]): Gender | undefined {
  const genders = ids.map(genderOf);
  if (genders.length === 0 || genders.some((g) => g === undefined)) return undefined;
  return genders.every((g) => g === 'female') ? 'female' : 'male';
}

/**
 * The keys a log entry's sentence is looked up under, most specific first: `kind.a.b.c`, `kind.a.b`,
 * `kind.a`, `kind` for the variant `a.b.c` (both games' narrators).
 */
export function variantKeys(kind: string, variant: string | undefined): string[] {
  const parts = variant === undefined ? [] : variant.split('.');
  return parts.map((_, i) => `${kind}.${parts.slice(0, parts.length - i).join('.')}`).concat(kind);
}

/** i18next options that pick the `_female` form of a string whose values name these bandits (see `agreeingGender`). */
export function genderOptions(values: Readonly<Record<string, unknown>>): { context?: 'female' } {
  return agreeingGender(values) === 'female' ? { context: 'female' } : {};
}

/**
 * The first of `keys` (most specific first) found in a flat table, each tried in its female form
 * first when the sentence's bandit is female: `pushed.django_female`, `pushed.django`, `pushed`.
 */
export function pickTemplate(table: Readonly<Record<string, string>>, keys: readonly string[], gender: Gender | undefined): string | undefined {
  for (const key of keys) {
    const female = gender === 'female' ? table[`${key}${FEMALE_SUFFIX}`] : undefined;
    const found = female ?? table[key];
    if (found !== undefined) return found;
  }
  return undefined;
}
