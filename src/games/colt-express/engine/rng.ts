// The seeded PRNG lives in src/games/shared/rng.ts (both games' engines use it).
export { rngNext, rngInt, shuffleInPlace, seedRng, type RngWork } from '../../shared/rng.ts';
