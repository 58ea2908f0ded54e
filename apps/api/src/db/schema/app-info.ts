import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { FIRST_GENERATED_ID, timestamps } from './columns.ts';
import { profiles } from './profiles.ts';

/** The published native app per platform; callers on an older version are asked to update. */
export const appReleases = pgTable(
  'app_releases',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<'android' | 'ios'>().notNull(),
    version: text('version').notNull(),
    updateUrl: text('update_url').notNull(),
    updateMessage: text('update_message').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.platform] }),
    check('app_releases_platform_check', sql`${t.platform} in ('android', 'ios')`),
  ],
);

/** Home banners. */
export const sliders = pgTable('sliders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
  profileId: integer('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
  active: boolean('active').notNull().default(true),
});
