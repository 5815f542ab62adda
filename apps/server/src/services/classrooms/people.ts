import type { GroupPerson } from '@codeyard/shared';
import type { UsersTable } from '../../db/schema.js';

/** A person as groups show them: their full name, or the handle when they gave none. */
export function personView(row: Pick<UsersTable, 'id' | 'handle' | 'first_name' | 'last_name'>): GroupPerson {
  return {
    _id: row.id,
    handle: row.handle,
    name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.handle,
  };
}
