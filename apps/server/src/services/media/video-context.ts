import type { Config } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';

/**
 * Everything the video rules need from the app. A module of its own, so that videos.ts and the
 * local direct upload it calls both import it without importing each other (no import circles).
 */
export type VideoContext = { config: Config; database: DatabaseHandle; mediaUrlSecret: Buffer; clock: () => number };
