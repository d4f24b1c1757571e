// The `<Scenario>` island of a Colt Super Express example: the generic player with this game's kit.
import Player, { type PlayerProps } from '../../widgets/player/Player.tsx';
import { coltSuperExpressKit } from './player-kit.ts';

export default function ScenarioIsland(props: PlayerProps) {
  return <Player kit={coltSuperExpressKit} {...props} />;
}
