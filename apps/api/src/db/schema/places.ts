import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { FIRST_GENERATED_ID } from './columns.ts';
import { profiles } from './profiles.ts';

/** Cities are geography, shared by tenants; a profile lists the ones it serves. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
    name: text('name').notNull(),
    /** The {city} of permalinks: 'campinas', 'sao-jose-dos-campos'. */
    slug: text('slug').notNull().default(''),
    /** Two-letter state code (UF). */
    state: text('state').notNull(),
  },
  (t) => [unique('cities_name_state_unique').on(t.name, t.state)],
);

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [unique('districts_city_name_unique').on(t.cityId, t.name)],
);

export const profileCities = pgTable(
  'profile_cities',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** Order in the app's list; the first is the default city. */
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.cityId] }), index('profile_cities_city_idx').on(t.cityId)],
);
