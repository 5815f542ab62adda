import type { Viewer } from '../policy/access-rules.js';

/** Who reads the CLICS API: an admin (the jury) or anyone else, seen as a visitor of the contest screens. */
export type ClicsViewer = { user: Viewer };

/** When (epoch ms) each object became what it is now for this reader; orders the event feed. */
export type Timed<T> = { atMs: number; object: T };
