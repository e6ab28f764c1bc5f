/** Crash, pure part (no node imports): the web bundle imports this entry; the server adds ./chain. */
export * from './chain-verify';
export * from './crash-point';
export * from './curve';
