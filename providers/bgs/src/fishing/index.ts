/** Reef Hunter (fishing): pure maths shared by the server and the browser (no node imports). */
export * from './kinds';
export * from './reef-hunter';
export * from './schedule';
export * from './shot';
