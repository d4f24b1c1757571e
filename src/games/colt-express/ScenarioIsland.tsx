// The `<Scenario>` island of a Colt Express example: the generic player with this game's kit.
import Player, { type PlayerProps } from '../../widgets/player/Player.tsx';
import { coltExpressKit } from './player-kit.ts';

export default function ScenarioIsland(props: PlayerProps) {
  return <Player kit={coltExpressKit} {...props} />;
}
