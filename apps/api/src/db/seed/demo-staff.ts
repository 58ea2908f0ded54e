import { inArray } from 'drizzle-orm';
import { hashPassword, type PasswordCost } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import { shops } from '../schema/catalog.ts';
import { staff, staffRoles } from '../schema/staff.ts';

/** Every demo panel account signs in with this password (README: "Painel da loja"). */
export const demoStaffPassword = 'painel123';

/** The demo shops' e-mail domain: `dono@forno-da-nonna.exemplo.com.br`, `atendente@…`. */
export const demoStaffEmail = (who: 'dono' | 'atendente', slug: string) => `${who}@${slug}.exemplo.com.br`;
export const demoOperatorEmail = 'operador@exemplo.com.br';

/**
 * An owner and an attendant for each demo shop, and an operator of the marketplace. Re-running it
 * adds what is missing and leaves changed passwords alone.
 */
export async function seedDemoStaff(
  db: Database,
  profileIds: { marketplace: number; single: number },
  passwordCost: PasswordCost,
) {
  // One hash for all: scrypt is slow on purpose, and these accounts share their password anyway.
  const passwordHash = await hashPassword(demoStaffPassword, passwordCost);
  const demoShops = await db
    .select({ id: shops.id, slug: shops.slug, profileId: shops.profileId })
    .from(shops)
    .where(inArray(shops.profileId, [profileIds.marketplace, profileIds.single]));
  const people = [
    { profileId: profileIds.marketplace, name: 'Operador da Plataforma', email: demoOperatorEmail, passwordHash },
    ...demoShops.flatMap((shop) => [
      { profileId: shop.profileId, name: 'Dono(a) da Loja', email: demoStaffEmail('dono', shop.slug), passwordHash },
      { profileId: shop.profileId, name: 'Atendente', email: demoStaffEmail('atendente', shop.slug), passwordHash },
    ]),
  ];
  await db.insert(staff).values(people).onConflictDoNothing();
  const rows = await db
    .select({ id: staff.id, email: staff.email, profileId: staff.profileId })
    .from(staff)
    .where(
      inArray(
        staff.email,
        people.map((person) => person.email),
      ),
    );
  const idOf = (profileId: number, email: string) =>
    rows.find((row) => row.profileId === profileId && row.email === email)!.id;
  await db
    .insert(staffRoles)
    .values([
      { staffId: idOf(profileIds.marketplace, demoOperatorEmail), role: 'operator' as const, shopId: null },
      ...demoShops.flatMap((shop) => [
        { staffId: idOf(shop.profileId, demoStaffEmail('dono', shop.slug)), role: 'owner' as const, shopId: shop.id },
        {
          staffId: idOf(shop.profileId, demoStaffEmail('atendente', shop.slug)),
          role: 'attendant' as const,
          shopId: shop.id,
        },
      ]),
    ])
    .onConflictDoNothing();
}
