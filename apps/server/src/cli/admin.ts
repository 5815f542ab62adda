import { parseArgs } from 'node:util';
import { signupSchema } from '@codeyard/shared';
import { ConfigError, loadConfig } from '../config/env.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { grantEditorialByEmail } from '../services/payments/editorial-access.js';
import { ensureAdmin } from '../services/users/users.js';

const usage =
  'Usage: npm run admin -- create --email EMAIL --password PASSWORD [--first-name NAME]\n       npm run admin -- grant-editorial --email EMAIL';

/**
 * `npm run admin -- create …`: creates an admin, or promotes an existing account (and sets its password).
 * `npm run admin -- grant-editorial --email …`: gives an account editorial access (recorded as an admin grant).
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' } },
  });
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

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
});
