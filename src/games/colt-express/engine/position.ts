// Positions: buildPosition (any mid-game position from a short readable description) and
// checkPosition (what makes a state impossible). The code lives in position/.
export { checkPosition } from './position/check.ts';
export { buildPosition } from './position/build.ts';
