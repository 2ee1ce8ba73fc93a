import { listenForNotices, type Database } from '@server/db/client.js';
import { IdleExpiringMap } from '@server/lib/idle-expiring-map.js';
import type { LiveSession } from './session-repository.js';

/** The channel migration 0015's triggers tell session changes on. */
const CHANNEL = 'portal_session_changes';
const MAX_ENTRIES = 20_000;
/** A session unused this long is read again when next used: a wizard's requests come seconds apart. */
export const SESSION_CACHE_IDLE_MS = 60_000;

export interface SessionCache {
  /** The session as last read, while this instance hears every change to it. */
  get(id: string): LiveSession | undefined;
  /** Taken before reading a session from the database; `put` ignores a read older than a change it heard. */
  mark(): number;
  put(session: LiveSession, mark: number): void;
  /** Drops a session this instance has just ended, without waiting for the database's notice. */
  forget(id: string): void;
  close(): Promise<void>;
}

/**
 * Sessions this instance has checked, kept so that a request needs no query to find its session
 * live (docs/decisions/033-session-cache.md). Every change that could end a session (logout on any
 * instance, disabling or changing a staff user, from the CLI too) is told by the database through
 * NOTIFY at commit, and the entry goes. While the listening connection is down nothing is kept, so a
 * missed notice cannot leave a revoked session in use: the cache empties on the loss and on reconnect.
 */
export function createSessionCache(db: Database): SessionCache {
  const entries = new IdleExpiringMap<string, LiveSession>(MAX_ENTRIES, SESSION_CACHE_IDLE_MS);
  let listening = false;
  // Moves on every notice: a read that began before a notice may hold what the notice undid.
  let changes = 0;
  const forgetAll = () => {
    entries.clear();
    changes += 1;
  };
  const listener = listenForNotices(db, CHANNEL, {
    notice(payload) {
      changes += 1;
      if (payload.startsWith('session:')) {
        entries.delete(payload.slice('session:'.length));
      } else if (payload.startsWith('staff:')) {
        const username = payload.slice('staff:'.length);
        entries.deleteWhere((session) => session.kind === 'staff' && session.subject.toLowerCase() === username);
      } else {
        entries.clear();
      }
    },
    listening() {
      forgetAll();
      listening = true;
    },
    lost() {
      listening = false;
      forgetAll();
    },
  });

  return {
    get: (id) => (listening ? entries.get(id) : undefined),
    mark: () => changes,
    put(session, mark) {
      if (!listening || mark !== changes) return;
      entries.set(session.id, session);
    },
    forget(id) {
      changes += 1;
      entries.delete(id);
    },
    close: () => listener.close(),
  };
}
