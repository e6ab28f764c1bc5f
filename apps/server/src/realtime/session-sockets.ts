import { hashToken } from '../modules/auth/token';

/**
 * Which of a member's sockets to close after sessions were revoked. Sessions are named by the hex
 * SHA-256 of their token (never the token: this crosses to other processes through the adapter).
 */
export type SessionRevocation = {
  memberId: number;
  /** Only the sockets of this session (a logout); every socket of the member when absent. */
  session?: string | undefined;
  /** The session opened in place of the revoked ones (a password change): its sockets stay. */
  kept?: string | undefined;
  /** The session whose tab asked for the change and moves to `kept` by itself: closed without `session_revoked`. */
  replaced?: string | undefined;
};

/** Closes the sockets a revocation names, in this process and the others (see realtime/socket.ts). */
export type SocketCloser = (revocation: SessionRevocation) => void;

/** How a socket's session is named in a {@link SessionRevocation}. */
export function sessionKey(token: string): string {
  return hashToken(token).toString('hex');
}

/**
 * The sockets of revoked sessions: a socket lives longer than the request that opened it, so when
 * its session is revoked the services say so here, after the revocation committed, and the
 * realtime server closes it.
 */
export function createSessionSockets() {
  let closer: SocketCloser = () => {};
  return {
    /** Wires the realtime server in; until then there are no sockets to close. */
    setCloser(next: SocketCloser) {
      closer = next;
    },

    /** A logout committed: closes the sockets opened with `token`. */
    sessionEnded(memberId: number, token: string) {
      closer({ memberId, session: sessionKey(token) });
    },

    /**
     * Every session of a member was revoked and that committed (password change or reset): closes
     * the member's sockets but those of `kept`, the session opened in their place. `replaced` names
     * the session of the tab that made the change, which takes up `kept` and must not be told it
     * was logged out.
     */
    allSessionsEnded(memberId: number, tokens: { kept?: string | undefined; replaced?: string | undefined } = {}) {
      closer({
        memberId,
        kept: tokens.kept === undefined ? undefined : sessionKey(tokens.kept),
        replaced: tokens.replaced === undefined ? undefined : sessionKey(tokens.replaced),
      });
    },
  };
}

export type SessionSockets = ReturnType<typeof createSessionSockets>;
