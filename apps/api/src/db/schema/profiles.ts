import type { TProfileSettings } from '@delivery/contract/profile';
import type { TypeFlow } from '@delivery/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { FIRST_GENERATED_ID, timestamps } from './columns.ts';

/** A tenant: a MARKETPLACE of many shops or a SINGLE shop, reached through its domains. */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: FIRST_GENERATED_ID }),
    name: text('name').notNull(),
    typeFlow: text('type_flow').$type<TypeFlow>().notNull(),
    settings: jsonb('settings').$type<TProfileSettings>().notNull(),
    /** Server-only: the Facebook app secret that pairs with settings.facebook.appId. */
    facebookAppSecret: text('facebook_app_secret'),
    /** Each section of the settings the panel saves has its own version (decision 0038). */
    appearanceVersion: integer('appearance_version').notNull().default(1),
    linksVersion: integer('links_version').notNull().default(1),
    signInVersion: integer('sign_in_version').notNull().default(1),
    sliderVersion: integer('slider_version').notNull().default(1),
    /** The most shops a MARKETPLACE may have, as the platform sets it (decision 0083); null: no limit. */
    maxShops: integer('max_shops'),
    /** Set while the platform has the tenant suspended (decision 0082): its hosts answer a page saying so. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('profiles_type_flow_check', sql`${t.typeFlow} in ('MARKETPLACE', 'SINGLE')`),
    check('profiles_max_shops_check', sql`${t.maxShops} is null or ${t.maxShops} > 0`),
  ],
);

/**
 * Host names (lower case, no port) of a profile. Only a verified one resolves to it (decision
 * 0083): a custom domain once its DNS carries the token, a sub-domain of the platform's at once.
 */
export const profileDomains = pgTable(
  'profile_domains',
  {
    domain: text('domain').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** What the domain's TXT record must carry before it is served; null once verified. */
    verificationToken: text('verification_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_domains_profile_idx').on(t.profileId)],
);
