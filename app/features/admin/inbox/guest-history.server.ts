import { and, count, eq, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { contactRequests } from "#db/schema.ts";
import { db } from "#app/db.server.ts";

// A guest's earlier requests, for the owners deciding on a new one (the request page,
// app/routes/admin.request.tsx): how many, and how many of them ended as 'no-show'. The same
// guest is the same e-mail (without regard to case) or the same phone compared by its digits
// only ("+53 5 123-4567" is "+5351234567"); an empty e-mail or phone matches nothing.

export type GuestHistory = { earlier: number; noShows: number };

/** What a phone is reduced to before comparing: its digits. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/**
 * The characters people write in phone numbers besides digits. SQLite has no regular
 * expressions, so the stored phone is reduced to its digits by removing each of these
 * (the form stores "+" and digits only: app/features/requests/rules/contact-schema.ts).
 */
const PHONE_PUNCTUATION = ["+", " ", "-", "(", ")", ".", "/", "\u00a0"] as const;

function storedPhoneDigits(): SQL {
  return PHONE_PUNCTUATION.reduce<SQL>((column, c) => sql`replace(${column}, ${c}, '')`, sql`${contactRequests.phone}`);
}

type Guest = { id: string; email: string; phone: string; createdAt: Date };

/** The condition "same guest as `guest`", or undefined when the guest left neither an e-mail nor a phone. */
export function sameGuest(guest: Pick<Guest, "email" | "phone">): SQL | undefined {
  const email = guest.email.trim();
  const digits = phoneDigits(guest.phone);
  const matches: SQL[] = [];
  if (email) matches.push(sql`lower(${contactRequests.email}) = lower(${email})`);
  if (digits) matches.push(sql`${storedPhoneDigits()} = ${digits}`);
  return matches.length > 0 ? or(...matches) : undefined;
}

/** The guest's requests made before this one (ties in time broken by id, so two requests never count each other). */
export async function guestHistory(guest: Guest): Promise<GuestHistory> {
  const same = sameGuest(guest);
  if (!same) return { earlier: 0, noShows: 0 };
  const database = await db();
  const earlier = or(
    lt(contactRequests.createdAt, guest.createdAt),
    and(eq(contactRequests.createdAt, guest.createdAt), lt(contactRequests.id, guest.id)),
  );
  const [row] = await database
    .select({ earlier: count(), noShows: sql<number>`coalesce(sum(${contactRequests.status} = 'no-show'), 0)` })
    .from(contactRequests)
    .where(and(ne(contactRequests.id, guest.id), earlier, same));
  return { earlier: row?.earlier ?? 0, noShows: Number(row?.noShows ?? 0) };
}
