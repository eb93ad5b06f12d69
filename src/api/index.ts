// The library's in-memory entry points and their types.
export { loadShips, loadShipsFile } from './ships.js';
export { renderKit, renderPrintable } from './render.js';
export type * from './types.js';
