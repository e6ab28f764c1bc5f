import { LIVE_EVENTS } from '@fortuna/shared';

/** How live events reach sockets: `io.of('/live').to(room).emit`, every process's through the adapter. */
export type LiveEmitter = (room: string, event: string, payload: unknown) => void;

/** The languages tables are named in; a socket of another language gets the English names. */
export const LIVE_NAME_LANGUAGES = ['en', 'zh', 'my'] as const;
export type LiveNameLanguage = (typeof LIVE_NAME_LANGUAGES)[number];
export const nameLanguage = (language: string | undefined): LiveNameLanguage =>
  (LIVE_NAME_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as LiveNameLanguage) : 'en';

/** The room of a merchant's lobby watchers of one name language (every socket of the site is in one). */
export const liveLobbyRoom = (merchantId: number, language: LiveNameLanguage) => `live:${merchantId}:lobby:${language}`;
/** The room of a table's watchers. */
export const liveTableRoom = (merchantId: number, tableId: number) => `live:${merchantId}:table:${tableId}`;

/** Live delivery; until the socket namespace is wired in (app.ts), events go nowhere. */
export function createLiveHub() {
  let emitter: LiveEmitter = () => {};
  return {
    setEmitter(next: LiveEmitter) {
      emitter = next;
    },
    /** A table's summary to the lobby, named in each language. */
    lobby(merchantId: number, summaryIn: (language: LiveNameLanguage) => unknown) {
      for (const language of LIVE_NAME_LANGUAGES) emitter(liveLobbyRoom(merchantId, language), LIVE_EVENTS.table, summaryIn(language));
    },
    /** A round or totals event to a table's watchers. */
    table(merchantId: number, tableId: number, event: string, payload: unknown) {
      emitter(liveTableRoom(merchantId, tableId), event, payload);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
