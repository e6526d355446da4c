import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { contactRequests, outbox, requestStatusChanges } from "#db/schema.ts";
import { eventually } from "../support/site/eventually.ts";
import { siteDb } from "../support/site/built-site.ts";
import { useSite } from "../support/site/integration-site.ts";
import { OWNER_EMAIL } from "../support/site/owner-account.ts";
import { mailDate } from "../support/site/mail-dates.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// A booking an owner enters by hand (/admin/requests/new) and the day view (/admin/day), with
// real parts: the built server, a fresh SQLite file, a real SMTP server on loopback, an owner
// signed in through the sign-in form, every form posted as a browser without JavaScript posts it.

const year = new Date().getUTCFullYear() + 1;
const DAY = `${year}-06-20`;

describe("a booking by hand", () => {
  const site = useSite({ owner: true });

  const base = { name: "", phone: "", email: "", country: "", comment: "", fecha: DAY, hora: "20:30", area: "Terraza", pax: "4", source: "phone", guestLang: "es" };

  function post(fields: Record<string, string>, { lang = "en", origin }: { lang?: "en" | "es"; origin?: string } = {}) {
    return fetch(`${site.url}${lang === "es" ? "/es" : ""}/admin/requests/new`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: site.cookie, Origin: origin ?? site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...base, ...fields }),
    });
  }

  async function requestsNamed(name: string) {
    const db = await siteDb(site.dataDir);
    return db.select().from(contactRequests).where(eq(contactRequests.name, name));
  }

  async function mailsOf(id: string) {
    const db = await siteDb(site.dataDir);
    return db.select().from(outbox).where(eq(outbox.requestId, id));
  }

  it("stores a confirmed booking with its source and the owner's change, and mails the guest a confirmation when asked", async () => {
    const response = await post(
      { name: "maría josé", phone: "+53 5 123 4567", whatsapp: "on", email: "maria@example.org", comment: "Cumpleaños", source: "whatsapp", sendConfirmation: "on" },
      { lang: "es" },
    );
    expect(response.status).toBe(200);
    const page = shownText(await response.text());
    expect(page).toContain("Reserva guardada como confirmada.");
    expect(page).toContain("El cliente recibirá una confirmación por correo.");

    const [request] = await requestsNamed("María José");
    expect(request).toMatchObject({ status: "confirmed", source: "whatsapp", lang: "es", phone: "+5351234567", email: "maria@example.org", reservationDate: DAY, reservationTime: "20:30", area: "Terraza", pax: 4 });
    expect(request!.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const db = await siteDb(site.dataDir);
    const changes = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, request!.id));
    expect(changes).toMatchObject([{ status: "confirmed", changedBy: OWNER_EMAIL }]);

    const [mail] = await site.smtp.waitFor(1, (m) => m.parsed.messageId === `<${request!.id}.status.${changes[0]!.id}@laterraza.example>`);
    expect(mail!.envelopeTo).toEqual(["maria@example.org"]);
    expect(mail!.parsed.subject).toContain(`Tu reserva está confirmada: ${mailDate(`${year}-06-20`, "es")}, 8:30 PM`);
    expect(mail!.parsed.text).toContain(`Tu reserva para 4 personas el ${mailDate(`${year}-06-20`, "es")} a las 8:30 PM (Terraza) está confirmada.`);
    const calendar = new ICAL.Component(ICAL.parse(mail!.parsed.attachments[0]!.content.toString("utf8")));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    // The confirmation only: no "new request" mail to the owners, no "we received your request" to the guest.
    const rows = await eventually(async () => {
      const all = await mailsOf(request!.id);
      return all.every((r) => r.state === "sent") ? all : undefined;
    });
    expect(rows.map((r) => r.kind)).toEqual(["status"]);
    expect(site.smtp.mails.filter((m) => m.parsed.messageId?.startsWith(`<${request!.id}.`))).toHaveLength(1);
  });

  it("mails no one when the owner does not ask, or gives no e-mail; a later decision mails no one either", async () => {
    expect((await post({ name: "Unasked", email: "unasked@example.org" })).status).toBe(200);
    const [unasked] = await requestsNamed("Unasked");
    expect(unasked).toMatchObject({ status: "confirmed", source: "phone", email: "unasked@example.org" });
    expect(await mailsOf(unasked!.id)).toEqual([]);

    const door = await post({ name: "Walk In", source: "door", fecha: DAY, hora: "21:00", area: "Interior", pax: "2" });
    expect(door.status).toBe(200);
    expect(shownText(await door.text())).toContain("Booking saved as confirmed.");
    const [walkIn] = await requestsNamed("Walk In");
    expect(walkIn).toMatchObject({ status: "confirmed", source: "door", email: "", country: "", comment: "" });
    expect(await mailsOf(walkIn!.id)).toEqual([]);

    // Cancelling it in the inbox queues no mail to the empty address.
    const cancel = await fetch(`${site.url}/admin/requests/${walkIn!.id}`, {
      method: "POST",
      headers: { cookie: site.cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "status", status: "cancelled", note: "", sure: "yes" }),
    });
    expect(cancel.status).toBe(200);
    expect(shownText(await cancel.text())).not.toContain("The guest will get a mail about it.");
    expect(await mailsOf(walkIn!.id)).toEqual([]);
  });

  it("refuses bad input in the owner's language, keeps what was typed, and stores nothing", async () => {
    const en = await post({ name: "Nobody Stored", comment: "see https://example.org", pax: "30", sendConfirmation: "on", hora: "23:30", source: "site" });
    expect(en.status).toBe(400);
    const page = shownText(await en.text());
    for (const message of [
      "Check the marked fields: nothing was saved yet.",
      "URLs are not allowed",
      "Max. 25 people.",
      "Enter the guest&#x27;s e-mail to send a confirmation, or untick the box.",
      "Choose a time from the list.",
      "Choose how the booking was taken.",
    ]) {
      expect(page).toContain(message);
    }
    expect(page).toContain('value="Nobody Stored"');
    expect(page).toContain("see https://example.org</textarea>");

    const es = await post({ name: "Nadie Guardado", area: "Balcón", pax: "3", fecha: "2020-01-01" }, { lang: "es" });
    expect(es.status).toBe(400);
    const esPage = shownText(await es.text());
    expect(esPage).toContain("Revisa los campos marcados: aún no se ha guardado nada.");
    expect(esPage).toContain("Máx. 2 personas en el Balcón.");
    expect(esPage).toMatch(/Elige una fecha del \d{2}\/\d{2}\/\d{4} al 31\/12\/\d{4}\./);
    expect(esPage).toContain('value="Nadie Guardado"');

    expect(await requestsNamed("Nobody Stored")).toEqual([]);
    expect(await requestsNamed("Nadie Guardado")).toEqual([]);
  });

  it("refuses a post from another site, in the owner's language, and stores nothing", async () => {
    // A foreign Origin: React Router's own check answers 400 before any action runs.
    expect((await post({ name: "Forged Booking" }, { origin: "https://evil.example" })).status).toBe(400);
    // No Origin (a privacy setting stripped it) and another site's Referer: the owners' area's
    // same-origin guard (app/features/admin/sign-in/guard.server.ts) refuses it in the address's language.
    const refused = { en: "This form was sent from another site and was refused.", es: "Este formulario se envió desde otro sitio y se ha rechazado." };
    for (const lang of ["en", "es"] as const) {
      const response = await fetch(`${site.url}${lang === "es" ? "/es" : ""}/admin/requests/new`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: site.cookie, Referer: "https://evil.example/form", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...base, name: "Forged Booking" }),
      });
      expect(response.status).toBe(403);
      expect(shownText(await response.text())).toBe(refused[lang]);
    }
    expect(await requestsNamed("Forged Booking")).toEqual([]);
  });

  it("needs a signed-in owner: both pages send to sign-in, and a post without a session stores nothing", async () => {
    for (const prefix of ["", "/es"]) {
      for (const page of ["/admin/requests/new", "/admin/day", "/admin/day?date=2030-01-01"]) {
        const response = await fetch(`${site.url}${prefix}${page}`, { redirect: "manual" });
        expect(response.status, prefix + page).toBe(302);
        expect(response.headers.get("Location")).toBe(`${prefix}/admin/sign-in?next=${encodeURIComponent(prefix + page)}`);
      }
      const anonymous = await fetch(`${site.url}${prefix}/admin/requests/new`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...base, name: "Anonymous Booking" }),
      });
      expect(anonymous.status).toBe(303);
      expect(anonymous.headers.get("Location")).toBe(`${prefix}/admin/sign-in`);
    }
    expect(await requestsNamed("Anonymous Booking")).toEqual([]);
  });

  it("shows the booking in the day view under its slot, with the covers per area per hour", async () => {
    expect((await post({ name: "Day Viewer", hora: "20:45", area: "Balcón", pax: "2", phone: "+53 41 99 4430", comment: "Mesa junto a la baranda", source: "host" })).status).toBe(200);
    const response = await fetch(`${site.url}/admin/day?date=${DAY}`, { headers: { cookie: site.cookie } });
    expect(response.status).toBe(200);
    const html = shownText(await response.text());
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    // The day's confirmed bookings of this file by slot (the walk-in at 21:00 was cancelled above).
    const slots = [...html.matchAll(/<h2 id="slot-(\d+)"/g)].map((m) => m[1]);
    expect(slots).toEqual(["2030", "2045"]);
    const slot = html.slice(html.indexOf('id="slot-2045"'), html.indexOf("</section>", html.indexOf('id="slot-2045"')));
    expect(slot).toContain("Day Viewer");
    expect(slot).toContain('href="tel:+5341994430"');
    expect(slot).toContain("Mesa junto a la baranda");
    expect(slot).toContain("Casa host");
    expect(slot).toContain("Balcón");
    // Covers: the 20:00 hour has the confirmed Terraza bookings of this file (4 + 4) and this Balcón 2.
    const covers = html.slice(html.indexOf('id="day-covers"'));
    const row = /<th scope="row">8 PM<\/th>((?:<td>\d+<\/td>)+)/.exec(covers);
    expect(row?.[1]?.match(/\d+/g)).toEqual(["2", "0", "8", "10"]);
    expect(text).toContain("Balcón Interior Terraza Total");
  });

  it("shows the covers already confirmed per area in the slot before the owner saves: from the address, and again when a post comes back", async () => {
    // A day of its own, so the other tests' bookings do not count here.
    const day = `${year}-06-27`;
    const covers = (html: string) => {
      const list = /<ul class="decision-card__load" aria-label="([^"]+)">(.*?)<\/ul>/.exec(html);
      return list ? { label: list[1], areas: [...list[2]!.matchAll(/<li[^>]*>([^<]*)/g)].map((m) => m[1]) } : undefined;
    };
    const open = (query: string, lang: "en" | "es" = "en") =>
      fetch(`${site.url}${lang === "es" ? "/es" : ""}/admin/requests/new?${query}`, { headers: { cookie: site.cookie } }).then((r) => r.text());

    // An empty slot: every area at 0.
    expect(covers(await open(`date=${day}&time=20:00&source=door`))?.areas).toEqual(["Balcón 0", "Interior 0", "Terraza 0"]);
    expect((await post({ name: "Covers Counted", fecha: day, hora: "20:00", area: "Terraza", pax: "3" })).status).toBe(200);
    expect((await post({ name: "Covers Counted Too", fecha: day, hora: "20:00", area: "Interior", pax: "2" })).status).toBe(200);

    const en = await open(`date=${day}&time=20:00`);
    expect(en).toContain(`Already confirmed on 27/06/${year} at 8:00\u00a0PM:`);
    expect(covers(en)).toEqual({ label: "Covers in this slot", areas: ["Balcón 0", "Interior 2", "Terraza 3"] });
    const es = await open(`date=${day}&time=20:00`, "es");
    expect(es).toContain(`Ya confirmados el 27/06/${year} a las 8:00\u00a0PM:`);
    expect(covers(es)).toEqual({ label: "Cubiertos en este turno", areas: ["Balcón 0", "Interior 2", "Terraza 3"] });
    // Another slot of the day, or no time: that slot's covers, or none.
    expect(covers(await open(`date=${day}&time=21:00`))?.areas).toEqual(["Balcón 0", "Interior 0", "Terraza 0"]);
    expect(covers(await open(`date=${day}`))).toBeUndefined();

    // A refused post (no name) keeps showing the posted slot's covers, and stores nothing.
    const refused = await post({ name: "", fecha: day, hora: "20:00" });
    expect(refused.status).toBe(400);
    expect(covers(await refused.text())?.areas).toEqual(["Balcón 0", "Interior 2", "Terraza 3"]);
  });

  it("sends valid HTML on both pages, in both languages, with and without refused input (Nu Html Checker)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-booking-"));
    try {
      const pages: [string, Promise<Response>][] = [];
      for (const prefix of ["", "/es"]) {
        pages.push([`new${prefix.replace("/", "-")}`, fetch(`${site.url}${prefix}/admin/requests/new`, { headers: { cookie: site.cookie } })]);
        pages.push([`refused${prefix.replace("/", "-")}`, post({ name: "", pax: "30", sendConfirmation: "on" }, { lang: prefix ? "es" : "en" })]);
        pages.push([`day${prefix.replace("/", "-")}`, fetch(`${site.url}${prefix}/admin/day?date=${DAY}`, { headers: { cookie: site.cookie } })]);
      }
      for (const [name, answer] of pages) fs.writeFileSync(path.join(dir, `${name}.html`), await (await answer).text());
      const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
      const { stdout } = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", dir], {
        maxBuffer: 16 * 1024 * 1024,
      });
      const messages = (JSON.parse(stdout) as { messages: { type: string; subType?: string; url: string; lastLine?: number; message: string }[] }).messages;
      const errors = messages.filter((m) => m.type === "error" || m.subType === "fatal").map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"}: ${m.message}`);
      expect(errors).toEqual([]);
      expect(fs.readdirSync(dir)).toHaveLength(6);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
