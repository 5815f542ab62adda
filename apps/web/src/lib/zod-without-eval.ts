import { z } from 'zod';

/**
 * The server's Content-Security-Policy forbids eval. Without this, zod probes for it with
 * `Function('')` when it defines an object schema (the browser reports a policy violation) and
 * would compile parsers with it where allowed. Imported first by main.tsx, before any schema exists.
 */
z.config({ jitless: true });
