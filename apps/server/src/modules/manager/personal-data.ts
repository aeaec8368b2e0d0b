import { eq, sql } from 'drizzle-orm';
import { memberImports } from '../../db/schema/index.js';
import type { PersonalData } from '../users/index.js';

/**
 * The member imports a license manager started, and the rows of imports that invited the user (each row holds the
 * invited person's e-mail and name as the file had them). Erasing forgets who started an import, and replaces the
 * person's e-mail and name in any import's rows by the pseudonym.
 */
export const managerPersonalData: PersonalData = {
  module: 'manager',
  columns: ['member_imports.requested_by'],
  async export(db, userId) {
    const imports = await db
      .select({
        id: memberImports.id,
        organizationId: memberImports.organizationId,
        status: memberImports.status,
        total: memberImports.total,
        invited: memberImports.invited,
        createdAt: memberImports.createdAt,
      })
      .from(memberImports)
      .where(eq(memberImports.requestedBy, userId))
      .orderBy(memberImports.createdAt);
    return { member_imports: imports };
  },
  async erase(_ctx, tx, { userId, person, pseudonym }) {
    // The import stays with its organization; who started it is forgotten.
    await tx.update(memberImports).set({ requestedBy: null }).where(eq(memberImports.requestedBy, userId));
    const email = person.email.toLowerCase();
    const replacement = sql`jsonb_build_object('email', ${pseudonym.email}::text, 'first_name', ${pseudonym.firstName}::text, 'last_name', ${pseudonym.lastName}::text)`;
    await tx.execute(sql`
      update ${memberImports} set rows = (
        select jsonb_agg(case when lower(r.value->>'email') = ${email} then r.value || ${replacement} else r.value end
                         order by r.ordinality)
          from jsonb_array_elements(${memberImports.rows}) with ordinality r)
       where exists (select 1 from jsonb_array_elements(${memberImports.rows}) e where lower(e->>'email') = ${email})`);
  },
};
