import { describe, expect, it } from "vitest";
import seed from "#content/site.json";
import { useSite } from "../support/site/integration-site.ts";
import { factsForm, saveFacts } from "../support/site/facts-form.ts";
import { solveAltcha } from "../support/site/contact-requests.ts";
import { insertScheduleRevision } from "../support/site/schedule-revisions.ts";
import { seededSchedule } from "../support/site/schedule-fixture.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// What a guest reads that gives the restaurant's phone or e-mail quotes the owners' facts in
// force (docs/owners-guide.md, "Restaurant details"), with real parts: the built server, its
// SQLite file, an owner who changes the name, phone and e-mail on Restaurant details, and a
// guest's form posted without JavaScript. No restart between the save and the messages.

const NAME = "Azotea Trinidad";
const PHONE = "+53 5 222 3344";
const EMAIL = "hola@azotea.example";
const year = new Date().getUTCFullYear() + 1;

/** A date `days` after today in Havana, as the form writes it (dd/MM/yyyy). */
function havanaDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Havana" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10).split("-").reverse().join("/");
}

/** The guest's form as a browser without JavaScript posts it to the home page's action. */
function guestForm(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ name: "Pedro", email: "p@example.org", country: "España", comment: "Hola", reservation: "on", fecha: `20/06/${year}`, hora: "8:30 PM", area: "Interior", pax: "2", captcha: "x", ...fields });
}

describe("the guest's messages, after an owner changed the phone and e-mail", () => {
  const site = useSite({ owner: true, env: { CONTACT_RATE_LIMIT: "100" } });

  it("saves the owners' new details, and the schedule's notice and large-party size the messages are about", async () => {
    const saved = await saveFacts(site, factsForm({ name: NAME, phone: PHONE, email: EMAIL }));
    expect(saved.status).toBe(200);
    await insertScheduleRevision(site.dataDir, { ...seededSchedule, booking: { ...seededSchedule.booking, noticeMinutes: 48 * 60, largePartyMin: 12 } });
  });

  it("a slot inside the notice, posted without JavaScript, is refused with the new phone", async () => {
    const en = await fetch(`${site.url}/?index`, { method: "POST", body: guestForm({ fecha: havanaDate(1), hora: "8:00 PM" }) });
    expect(en.status).toBe(400);
    expect(shownText(await en.text())).toContain(`Too soon: book at least 48 h ahead, or call us at ${PHONE}.`);
  });

  it("a large party, past the robot check, is refused with the new phone in the guest's language", async () => {
    const es = await fetch(`${site.url}/es?index`, { method: "POST", body: guestForm({ pax: "12", captcha: await solveAltcha(site.url) }) });
    expect(es.status).toBe(400);
    const page = shownText(await es.text());
    expect(page).toContain(`Para 12 personas o más, escríbenos por WhatsApp o llama al ${PHONE} y lo organizamos.`);
    expect(page).not.toContain(seed.phone);
  });

  it("the form's own lines for a robot check without scripts and for a form that broke give the new e-mail and phone", async () => {
    const en = shownText(await (await fetch(`${site.url}/`)).text());
    expect(en).toContain(`The robot check needs JavaScript. You can also write to ${EMAIL} or call ${PHONE}.`);
    expect(en).toContain(`An unexpected error occurred. What you typed is kept here: try again or reload the page, or write to ${EMAIL} or call ${PHONE}.`);
    const es = shownText(await (await fetch(`${site.url}/es`)).text());
    expect(es).toContain(`La verificación anti-robots necesita JavaScript. También puedes escribir a ${EMAIL} o llamar al ${PHONE}.`);
    expect(es).toContain(`Ocurrió un error inesperado. Lo que escribiste se conserva aquí: inténtalo de nuevo o recarga la página, o escribe a ${EMAIL} o llama al ${PHONE}.`);
    for (const page of [en, es]) {
      expect(page).not.toContain(seed.phone);
      expect(page).not.toContain(seed.email);
    }
  });

  it("the owners' template preview names the restaurant as the owners wrote it", async () => {
    const editor = shownText(await (await fetch(`${site.url}/admin/templates/whatsapp.confirmed/en`, { headers: { cookie: site.cookie } })).text());
    const start = editor.indexOf('class="admin-preview"');
    const preview = editor.slice(start, editor.indexOf("</div>", start));
    expect(preview).toContain(`Hello Mary Smith, your table at ${NAME} for 4 people on`);
    expect(preview).not.toContain(seed.name);
  });
});
