export { statTileTones } from './StatTile.css.ts';
export { StatTile, type StatTileProps } from './StatTile.tsx';
