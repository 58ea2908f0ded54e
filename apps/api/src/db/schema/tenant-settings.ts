import type { TTenantSection } from '@delivery/contract/tenant-settings';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';
import { staff } from './staff.ts';

/** What a save changed: each field before and after, by its name on the wire. */
export type ProfileChange = Record<string, { from: unknown; to: unknown }>;

/**
 * Every change staff make to the profile's settings, written in the save's own transaction: who,
 * when, which section, and each field before and after. A staff member removed later leaves the
 * rows (staff_id set null); staff belong to one profile, so these never cross tenants.
 */
export const profileChanges = pgTable(
  'profile_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    section: text('section').$type<TTenantSection>().notNull(),
    change: jsonb('change').$type<ProfileChange>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_changes_profile_idx').on(t.profileId, t.section, t.createdAt),
    check('profile_changes_section_check', sql`${t.section} in ('appearance', 'links', 'sign_in', 'slider')`),
  ],
);
