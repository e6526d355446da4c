import fs from "node:fs";
import { eq } from "drizzle-orm";
import { outbox } from "#db/schema.ts";
import { insertMail, insertRequest, type RequestInput } from "../support/site/admin-requests.ts";
import { expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { expect, openInboxFilters, signIn, test, uniqueTag, withDb } from "../support/e2e/admin-fixtures.ts";

/** Requests of this test only: every name carries the tag, found by the inbox's search. */
async function addRequests(tag: string, inputs: RequestInput[]): Promise<string[]> {
  return withDb(async (db) => {
    const ids: string[] = [];
    for (const [i, input] of inputs.entries()) {
      ids.push(await insertRequest(db, { createdAt: new Date(Date.now() - (inputs.length - i) * 60_000), ...input, name: `${input.name ?? "Guest"} ${tag}` }));
    }
    return ids;
  });
}

test("the inbox lists requests newest first and filters them by status and reservation date", async ({ page, owner }) => {
  const tag = uniqueTag();
  await addRequests(tag, [
    { name: "Oldest", status: "confirmed", reservationDate: "2031-03-10", reservationTime: "13:00", area: "Interior", pax: 2 },
    { name: "Middle", reservationDate: "2031-04-20", reservationTime: "20:15", area: "Terraza", pax: 6 },
    { name: "Newest" },
  ]);
  await signIn(page, owner);
  await openInboxFilters(page);
  await page.getByLabel("Search").fill(tag);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const names = page.locator(".admin-request__name");
  await expect(names).toHaveText([`Newest ${tag}`, `Middle ${tag}`, `Oldest ${tag}`]);
  await expect(page.getByText("3 requests")).toBeVisible();
  await expect(page.getByText("20/04/2031 · 8:15 PM · Terraza · 6 people")).toBeVisible();

  await page.getByLabel("Status").selectOption("confirmed");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(names).toHaveText([`Oldest ${tag}`]);

  await page.getByLabel("Status").selectOption("");
  await page.getByLabel("Reservation from").fill("2031-04-01");
  await page.getByLabel("Reservation until").fill("2031-04-30");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(names).toHaveText([`Middle ${tag}`]);
  await expectNoAxeViolations(page);

  // The CSV export follows the same filter.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toContain('"Status","Name","E-mail"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Middle ${tag}"`);
  expect(lines[1]).toContain('"2031-04-20","20:15","Terraza",6');
});

test("an owner confirms a request and the change is recorded with who and when", async ({ page, owner }) => {
  const tag = uniqueTag();
  await addRequests(tag, [{ name: "Status", email: "status@example.com", comment: "Una mesa, por favor." }]);
  await signIn(page, owner);
  await expect(page.getByRole("navigation", { name: "Owners' area" }).getByRole("link", { name: /^Requests \(\d+ new(, \d+ unread guest messages?)?\)$/ })).toBeVisible();
  await page.goto(`/admin/requests?q=${tag}`);
  await page.getByRole("link", { name: `Status ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Status ${tag}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status: New" })).toBeVisible();

  // Only the moves of the status table (app/features/requests/rules/request-status.ts) are offered.
  const statusForm = page.getByRole("group", { name: "Change the status" });
  await expect(statusForm.getByRole("button")).toHaveText(["Confirm", "Decline", "Cancel the booking", "Mark as done"]);
  await page.getByLabel("Personal line for the guest (optional)").fill("We keep the table by the railing for you.");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText("Status changed to “Confirmed”.");
  await expect(page.getByText("The guest will get a mail about it.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status: Confirmed" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `Confirmed, by ${owner.email}` })).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} — /);
  await expect(page.getByRole("listitem").filter({ hasText: `Confirmed, by ${owner.email}` })).toContainText("We keep the table by the railing for you.");
  await expect(statusForm.getByRole("button")).toHaveText(["Cancel the booking", "Mark as no-show", "Mark as done"]);

  await page.getByRole("button", { name: "Mark as done" }).click();
  await expect(page.getByRole("heading", { name: "Status: Done" })).toBeVisible();
  await expect(page.getByText(`Done, by ${owner.email}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "All requests" }).click();
  await page.goto(`/admin/requests?status=done&q=${tag}`);
  await expect(page.locator(".admin-request__name")).toHaveText([`Status ${tag}`]);
});

test("a guest who ticked WhatsApp gets a wa.me link; every field is shown as typed, escaped", async ({ page, owner }) => {
  const tag = uniqueTag();
  await addRequests(tag, [
    { name: "Whats", phone: "+53 5 123 4567", whatsapp: true, email: "whats@example.com", lang: "en", reservationDate: "2031-09-13", reservationTime: "15:15", area: "Balcón", pax: 2 },
    { name: "<script>alert(1)</script>", phone: "+34600111222", whatsapp: false, comment: '<img src=x onerror="alert(2)">\nSecond line' },
  ]);
  page.on("dialog", () => {
    throw new Error("a visitor's text ran as script");
  });
  await signIn(page, owner);
  await page.goto(`/admin/requests?q=${tag}`);
  await page.getByRole("link", { name: `Whats ${tag}` }).click();
  await expect(page.getByRole("link", { name: "Write on WhatsApp" })).toHaveAttribute("href", "https://wa.me/5351234567");
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    "mailto:whats@example.com?subject=Your%20request%20at%20La%20Terraza%20Trinidad",
  );
  await expect(page.getByText("Saturday, 13 September 2031")).toBeVisible();
  await expect(page.getByText("3:15 PM (America/Havana)")).toBeVisible();
  await expect(page.getByText("Balcón", { exact: true })).toBeVisible();

  await page.goto(`/es/admin/requests?q=${tag}`);
  await page.getByRole("link", { name: `<script>alert(1)</script> ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`<script>alert(1)</script> ${tag}`);
  await expect(page.getByText('<img src=x onerror="alert(2)">')).toBeVisible();
  await expect(page.getByRole("link", { name: "Escribir por WhatsApp" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Responder por correo" })).toHaveAttribute("href", /subject=Su%20solicitud%20en/);
  await expect(page.getByText("sábado")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a failed mail can be sent again: back in the queue with fresh attempts, sent at once", async ({ page, owner }) => {
  const tag = uniqueTag();
  const [id] = await addRequests(tag, [{ name: "Mail" }]);
  const mailId = await withDb((db) => insertMail(db, id!, { kind: "guest", state: "failed", attempts: 7, lastError: "550 5.1.1 mailbox unavailable" }));
  await withDb((db) => insertMail(db, id!, { kind: "owner", state: "sent", attempts: 1, sentAt: new Date() }));
  await signIn(page, owner, "es");
  await page.goto(`/es/admin/requests/${id}`);
  const guestMail = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Al cliente: Falló" }) });
  await expect(guestMail).toContainText("550 5.1.1 mailbox unavailable");
  await expect(guestMail).toContainText("7");
  await expect(page.getByRole("heading", { name: "A los dueños: Enviado" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enviar de nuevo" })).toHaveCount(1);

  await guestMail.getByRole("button", { name: "Enviar de nuevo" }).click();
  await expect(page.getByRole("status")).toHaveText("El correo se enviará de nuevo en un momento.");
  await expect(page.getByRole("button", { name: "Enviar de nuevo" })).toHaveCount(0);
  // Due now: the server's outbox worker, woken by the click, takes it at once (so its state
  // just after the click, pending or already sending, is not what to check) and sends it on
  // its first attempt of a fresh count (it had 7).
  const mailRow = async () => (await withDb((db) => db.select().from(outbox).where(eq(outbox.id, mailId))))[0];
  await expect.poll(async () => (await mailRow())?.state, { timeout: 20_000 }).toBe("sent");
  expect(await mailRow()).toMatchObject({ state: "sent", attempts: 1, lastError: null });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Al cliente: Enviado" })).toBeVisible();
});
