import type { Viewer } from '../policy/access-rules.js';

/** Who reads the CLICS API: an admin (the jury) or anyone else, seen as a visitor of the contest screens. */
export type ClicsViewer = { user: Viewer };

/** When (epoch ms) each object became what it is now for this reader; orders the event feed. */
export type Timed<T> = { atMs: number; object: T };

/** An object of a CLICS collection: its id and the fields its schema names. */
export type ClicsObject = { id: string } & Record<string, unknown>;

/** The contest's state (ccs-specs 2023-06, state.json): when each moment happened, null until it has. */
export type ClicsState = {
  started: string | null;
  frozen: string | null;
  ended: string | null;
  thawed: string | null;
  finalized: string | null;
  end_of_updates: string | null;
};
