// explain(): the legal choices plus the excluded ones, each with the rule that excludes it.
import type { CharacterId, Choice, EngineError, Exclusion, Explanation, GameState, LogData, RuleId } from './types.ts';
import { CARD_INFO } from './cards.ts';
import { legalChoices } from './legal-choices.ts';
import { canDraw } from './planning/play.ts';
import { currentTurnKind } from './planning/turn-kinds.ts';
import { fireTargets } from './actions/fire.ts';
import { punchTargets } from './actions/punch.ts';
import { stateProblem } from './playable.ts';

function ex(choice: Exclusion['choice'], rule: RuleId, reason: string, data: LogData): Exclusion {
  return { choice, rule, reason, data };
}

function fireExclusions(s: GameState, shooter: CharacterId, out: Exclusion[]): void {
  const me = s.bandits[shooter]!;
  const legal = fireTargets(s, shooter);
  const raw = fireTargets(s, shooter, false);
  for (const id of s.config.bandits) {
    if (id === shooter || (legal.includes(id) && me.bulletsLeft > 0)) continue;
    const o = s.bandits[id]!;
    const choice = { kind: 'fire' as const, target: id };
    const data: LogData = { bandit: shooter, target: id };
    if (me.bulletsLeft <= 0) {
      out.push(ex(choice, 'actions.fire.no-bullets', `${shooter} has no bullet cards left: Fire has no effect.`, data));
    } else if (raw.includes(id)) {
      const other = legal.find((x) => x !== id);
      out.push(
        ex(choice, 'characters.belle', `Belle cannot be targeted while another bandit (${other ?? '?'}) can be.`, {
          ...data,
          option: other ?? '',
        }),
      );
    } else if (me.bulletsLeft <= 0) {
      out.push(ex(choice, 'actions.fire.no-bullets', `${shooter} has no bullet cards left: Fire has no effect.`, data));
    } else if (o.car === me.car && o.floor === me.floor) {
      out.push(ex(choice, 'actions.fire.not-same-position', `${id} is at the same position as ${shooter} (same car and floor).`, data));
    } else if (o.car === me.car) {
      out.push(
        ex(
          choice,
          'characters.tuco',
          `${id} is on the other floor of ${shooter}'s car: only Tuco can shoot through the roof.`,
          data,
        ),
      );
    } else if (me.floor === 'inside') {
      const why =
        o.floor === 'roof'
          ? `${id} is on a roof: from inside a car you can only hit bandits inside an adjacent car.`
          : `${id} is ${Math.abs(o.car - me.car)} cars away: from inside you can only hit bandits inside an adjacent car.`;
      out.push(ex(choice, 'actions.fire.inside-adjacent', why, data));
    } else if (o.floor === 'inside') {
      out.push(ex(choice, 'actions.fire.roof-line-of-sight', `${id} is inside a car: from a roof you can only hit bandits on other roofs.`, data));
    } else {
      // roof, blocked: find a bandit between
      const lo = Math.min(o.car, me.car);
      const hi = Math.max(o.car, me.car);
      let blocker: CharacterId | undefined;
      for (const b of s.config.bandits) {
        const x = s.bandits[b]!;
        if (x.floor === 'roof' && x.car > lo && x.car < hi) {
          blocker = b;
          break;
        }
      }
      if (blocker !== undefined)
        out.push(
          ex(choice, 'actions.fire.roof-line-of-sight', `${blocker} stands between ${shooter} and ${id}: no line of sight.`, {
            ...data,
            option: blocker,
          }),
        );
      else out.push(ex(choice, 'characters.belle', `Belle cannot be targeted while another bandit can be.`, data));
    }
  }
}

function punchExclusions(s: GameState, puncher: CharacterId, out: Exclusion[]): void {
  const me = s.bandits[puncher]!;
  const legal = punchTargets(s, puncher);
  for (const id of s.config.bandits) {
    if (id === puncher || legal.includes(id)) continue;
    const o = s.bandits[id]!;
    const choice = { kind: 'punch' as const, target: id };
    const data: LogData = { bandit: puncher, target: id };
    if (o.car === me.car && o.floor === me.floor)
      out.push(ex(choice, 'characters.belle', 'Belle cannot be punched while another bandit can be.', data));
    else out.push(ex(choice, 'actions.punch.same-position', `${id} is not in the same car and on the same floor as ${puncher}.`, data));
  }
}

/** Never throws: a non-state or a view gets no choice and no exclusion (issue 8). */
export function explain(s: GameState): Explanation {
  try {
    if (stateProblem(s) === null) return explainState(s);
  } catch {
    // a malformed state that has the shape of one
  }
  return { legal: [], excluded: [] };
}

function explainState(s: GameState): Explanation {
  const legal = legalChoices(s);
  const out: Exclusion[] = [];
  const p = s.pending;
  if (p === null) return { legal, excluded: out };
  const last = s.cars.length - 1;
  switch (p.kind) {
    case 'resolve': {
      const me = s.bandits[p.bandit]!;
      if (p.card === 'fire') fireExclusions(s, p.bandit, out);
      else if (p.card === 'punch') punchExclusions(s, p.bandit, out);
      else if (p.card === 'move') {
        for (let k = 0; k <= last; k++) {
          const d = Math.abs(k - me.car);
          if (d === 0) out.push(ex({ kind: 'move', to: k }, 'actions.move.must-move', 'A Move card must move the bandit.', { bandit: p.bandit, to: k as never }));
          else if (me.floor === 'inside' && d > 1)
            out.push(ex({ kind: 'move', to: k }, 'actions.move.inside', 'Inside the train a bandit moves only to an adjacent car.', { bandit: p.bandit, to: k as never }));
          else if (me.floor === 'roof' && d > 3)
            out.push(ex({ kind: 'move', to: k }, 'actions.move.roof', 'On the roofs a bandit moves 1 to 3 cars.', { bandit: p.bandit, to: k as never }));
        }
      } else if (p.card === 'marshal') {
        for (let k = 0; k <= last; k++) {
          if (Math.abs(k - s.marshal) > 1 || k === s.marshal)
            out.push(ex({ kind: 'marshal', to: k }, 'actions.marshal.move', 'The Marshal moves exactly one car, inside the train.', { to: k as never }));
        }
      } else if (p.card === 'rob') {
        const c = s.cars[me.car]!;
        const other = me.floor === 'inside' ? c.roof : c.inside;
        if (other.length > 0)
          out.push(
            ex({ kind: 'rob', floor: me.floor === 'inside' ? 'roof' : 'inside' }, 'actions.rob.same-floor', 'A bandit can only rob loot on his own floor.', {
              bandit: p.bandit,
              floor: me.floor === 'inside' ? 'roof' : 'inside',
            }),
          );
      }
      break;
    }
    case 'plan': {
      const pl = s.players[p.seat]!;
      let bullets = 0;
      for (const c of pl.hand) if (CARD_INFO[c]?.bullet) bullets++;
      if (bullets > 0)
        out.push(ex({ kind: 'play', card: 'bullet' }, 'planning.play-card', 'Bullet cards cannot be played.', { seat: p.seat, amount: bullets }));
      if (!canDraw(s, pl))
        out.push(ex({ kind: 'draw' }, 'planning.draw-three', 'The deck is empty: no cards to draw.', { seat: p.seat }));
      const tk = currentTurnKind(s);
      if (tk !== 'tunnel') {
        if (pl.bandits.includes('ghost') && pl.turns > 0)
          out.push(ex({ kind: 'play', faceDown: true }, 'characters.ghost', "Ghost's face-down card is only for his first turn of the round.", { seat: p.seat }));
        else if (!pl.bandits.includes('ghost'))
          out.push(ex({ kind: 'play', faceDown: true }, 'turns.standard', 'Cards are played face up in this turn.', { seat: p.seat }));
      }
      break;
    }
    case 'cover': {
      const pl = s.players[p.seat]!;
      if (pl.hand.some((c) => CARD_INFO[c]?.bandit === p.bandit && CARD_INFO[c]?.action === 'marshal'))
        out.push(ex({ kind: 'cover', card: 'marshal', bandit: p.bandit }, 'variants.two-bandits.cover-fire', 'Cover fire cannot be a Marshal card.', { seat: p.seat }));
      break;
    }
    case 'place':
    case 'pick':
    case 'keep':
    case 'event':
    case 'pickpocket':
      break;
  }
  return { legal, excluded: out };
}

function matches(e: Exclusion, c: Choice): boolean {
  if (e.choice.kind !== c.kind) return false;
  const cc = c as unknown as { [k: string]: unknown };
  for (const k of Object.keys(e.choice)) {
    if (k === 'kind') continue;
    if (cc[k] !== e.choice[k]) return false;
  }
  return true;
}

/** The error for a well-formed but illegal choice, naming the excluding rule when known. */
export function explainIllegal(s: GameState, c: Choice): EngineError {
  const p = s.pending!;
  let ex: Exclusion | undefined;
  try {
    ex = explain(s).excluded.find((e) => matches(e, c));
  } catch {
    ex = undefined;
  }
  const base = `"${c.kind}" is not a legal choice now (asked: ${p.kind} of seat ${p.seat})`;
  if (ex === undefined && c.kind === 'rob' && c.loot !== null && c.loot.kind === 'purse' && c.loot.value !== undefined)
    // 002/000 PREPARAZIONE: purses lie face down, so a Rob names the kind, never a value
    return {
      code: 'illegal-choice',
      message: `${base}: purses lie face down; name {kind: 'purse'} without a value, the purse taken is picked at random.`,
      rule: 'options.rob-pick',
      path: 'choice',
    };
  if (ex) return { code: 'illegal-choice', message: `${base}: ${ex.reason}`, rule: ex.rule, path: 'choice' };
  return { code: 'illegal-choice', message: `${base}.`, path: 'choice' };
}
