import { parseArgs } from 'node:util';
import { signupSchema } from '@codeyard/shared';
import { ConfigError, loadConfig } from '../config/env.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { writeBackup } from '../services/operations/backup.js';
import { restoreBackup, RestoreError } from '../services/operations/restore.js';
import { grantEditorialByEmail } from '../services/payments/editorial-access.js';
import { ensureAdmin } from '../services/users/users.js';

const usage = [
  'Usage: npm run admin -- create --email EMAIL --password PASSWORD [--first-name NAME]',
  '       npm run admin -- grant-editorial --email EMAIL',
  '       npm run admin -- backup FILE      (a consistent copy of a running server: database, media, secrets)',
  '       npm run admin -- restore FILE     (into an empty DATA_DIR and database)',
].join('\n');

/**
 * `npm run admin -- create …`: creates an admin, or promotes an existing account (and sets its password).
 * `npm run admin -- grant-editorial --email …`: gives an account editorial access (recorded as an admin grant).
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' } },
  });
  if ((positionals[0] === 'backup' || positionals[0] === 'restore') && positionals[1]) {
    await (positionals[0] === 'backup' ? backup(positionals[1]) : restore(positionals[1]));
    return;
  }
  if (positionals[0] === 'grant-editorial' && values.email) {
    await grantEditorial(values.email);
    return;
  }
  if (positionals[0] !== 'create' || !values.email || !values.password) {
    console.error(usage);
    process.exit(2);
  }
  const input = signupSchema.safeParse({
    firstName: values['first-name'] ?? 'Admin',
    emailid: values.email,
    password: values.password,
  });
  if (!input.success) {
    console.error(input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    process.exit(2);
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const { user, created } = await ensureAdmin(database, {
      email: input.data.emailid,
      password: input.data.password,
      firstName: input.data.firstName,
      nowMs: Date.now(),
    });
    console.log(`${created ? 'Created' : 'Promoted'} admin ${user.email} (${user._id})`);
  } finally {
    await database.destroy();
  }
}

async function grantEditorial(email: string): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const granted = await grantEditorialByEmail(database, email, Date.now());
    if (!granted) {
      console.error(`No account with the email ${email}`);
      process.exitCode = 1;
      return;
    }
    console.log(`Granted editorial access to ${granted.email} (${granted.id})`);
  } finally {
    await database.destroy();
  }
}

async function backup(file: string): Promise<void> {
  const started = Date.now();
  const manifest = await writeBackup(loadConfig(), file, started);
  console.log(
    `Backed up the ${manifest.database} database (${manifest.migrations.length} migrations) and ${manifest.dataFiles.length} data entries to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function restore(file: string): Promise<void> {
  const config = loadConfig();
  try {
    const manifest = await restoreBackup(config, file);
    console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDirectory}; start the server as usual`);
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
});
