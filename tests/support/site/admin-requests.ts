import { randomUUID } from "node:crypto";
import type { Db } from "#db/client.ts";
import { contactRequests, outbox } from "#db/schema.ts";

// Test data for the owners' area: requests as the contact form stores them.

export type RequestInput = Partial<typeof contactRequests.$inferInsert>;

export async function insertRequest(db: Db, input: RequestInput = {}): Promise<string> {
  const id = input.id ?? randomUUID();
  await db.insert(contactRequests).values({
    lang: "es",
    name: "Ana Pérez",
    email: "ana@example.com",
    country: "España",
    comment: "Mesa para cenar, por favor.",
    ...input,
    id,
  });
  return id;
}

export async function insertMail(
  db: Db,
  requestId: string,
  input: Partial<typeof outbox.$inferInsert> = {},
): Promise<string> {
  const id = input.id ?? `<${randomUUID()}@test>`;
  await db.insert(outbox).values({ kind: "owner", nextAttemptAt: new Date(), ...input, id, requestId });
  return id;
}
