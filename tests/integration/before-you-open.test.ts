import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeOffsiteMarker } from "#app/offsite-backup-marker.server.ts";
import { editableSlots } from "#app/features/admin/photos/media-library.ts";
import { startBuiltSite, tempDataDir, type BuiltSite } from "../support/site/built-site.ts";
import { ownerCookie } from "../support/site/owner-account.ts";
import { uploadFile } from "../support/site/owner-uploads.ts";
import { startSmtpSink, type SmtpSink } from "../support/site/smtp-sink.ts";

// "Before you open" against the built server and a real SQLite file (docs/owners-guide.md): a
// fresh site lists every sample and missing setting with its count in the navigation, and each
// line leaves the list once its cause is gone (a photo uploaded, the menu saved, an off-site
// backup made, the server restarted with its settings), without anything about the list stored.

const dataDir = tempDataDir();
let site: BuiltSite;
let smtp: SmtpSink;
let cookie = "";

type Page = { status: number; html: string; toDo: string[]; done: string[]; navCount: number | null; moreCount: number | null };

/** The page as the owners get it: the titles to do and done, and the count beside its name in the navigation and on More. */
async function checklist(lang: "en" | "es" = "en"): Promise<Page> {
  const response = await fetch(`${site.url}${lang === "es" ? "/es" : ""}/admin/before-you-open`, { headers: { Cookie: cookie } });
  // React writes an apostrophe as &#x27;: read the text as a person would.
  const html = (await response.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  const titles = (part: string | undefined, pattern: RegExp) => [...(part ?? "").matchAll(pattern)].map((m) => m[1]!.trim());
  const count = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    return found === undefined ? null : Number(found);
  };
  return {
    status: response.status,
    html,
    toDo: titles(/<ol class="byo-list">[\s\S]*?<\/ol>/.exec(html)?.[0], /<h3 id="byo-[^"]+">([^<]+)<\/h3>/g),
    done: titles(/<ul class="byo-done">[\s\S]*?<\/ul>/.exec(html)?.[0], /<li><span aria-hidden="true">✓ <\/span>([^<]+)<span/g),
    navCount: count(/class="admin-header__page[^"]*"[^>]*>[^<]*<span class="admin-nav__badge byo-badge" aria-hidden="true">(\d+)</),
    moreCount: count(/<summary class="admin-tabs__tab">(?:(?!<\/summary>)[\s\S])*?<span class="admin-nav__badge byo-badge" aria-hidden="true">(\d+)</),
  };
}

const allChecks = ["Photos", "The restaurant's facts", "The menu", "Sending mail", "Your inbox for requests", "The site's address", "A copy off the server", "Telegram"];

beforeAll(async () => {
  smtp = await startSmtpSink();
  site = await startBuiltSite({ dataDir });
  cookie = await ownerCookie(site.url, dataDir);
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

describe("Before you open", () => {
  it("lists every sample and missing setting on a fresh site, counted in the navigation and on the phone's More", async () => {
    const page = await checklist();
    expect(page.status).toBe(200);
    expect(page.toDo).toEqual(allChecks);
    expect(page.done).toEqual([]);
    expect(page.navCount).toBe(allChecks.length);
    expect(page.moreCount).toBe(allChecks.length);
    // Every photo slot, by where it shows, linked to its upload.
    for (const slot of editableSlots) expect(page.html).toContain(`href="/admin/photos/${slot.id}"`);
    expect(page.html).toContain(`${editableSlots.length} photos and files are still the placeholders`);
    expect(page.html).toContain("Ask your helper to set SMTP_URL");
    expect(page.html).toContain("http://localhost:3000");
    expect(page.html).toContain('href="/admin/menu"');
  });

  it("says it in Spanish, with the count on another owners' page too", async () => {
    const page = await checklist("es");
    expect(page.toDo).toEqual(["Fotos", "Los datos del restaurante", "La carta", "Envío de correo", "Tu correo para las solicitudes", "La dirección del sitio", "Una copia fuera del servidor", "Telegram"]);
    expect(page.html).toContain("Pide a tu ayudante que ponga SMTP_URL");
    const inbox = await (await fetch(`${site.url}/es/admin/requests`, { headers: { Cookie: cookie } })).text();
    expect(inbox).toMatch(/Antes de abrir<span class="admin-nav__badge byo-badge" aria-hidden="true">8</);
  });

  it("drops a photo from the list once the owners uploaded theirs to its slot", async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c8553d" } }).jpeg().toBuffer();
    const uploaded = await uploadFile(site.url, cookie, "hero", photo, "terraza.jpg");
    expect(uploaded.status).toBe(200);
    const page = await checklist();
    expect(page.html).not.toContain('href="/admin/photos/hero"');
    expect(page.html).toContain('href="/admin/photos/location-1"');
    expect(page.html).toContain(`${editableSlots.length - 1} photos and files are still the placeholders`);
    expect(page.navCount).toBe(allChecks.length);
  });

  it("ticks the menu once an owner saved a change, and the backup once one left the machine", async () => {
    const renamed = await fetch(`${site.url}/admin/menu/breakfast`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "titles", formKey: "titles", titleEn: "Breakfast on the roof", titleEs: "Desayunos en la azotea" }),
    });
    expect(renamed.status).toBe(200);
    // What `npm run backup:offsite` leaves in DATA_DIR after its first success.
    writeOffsiteMarker(dataDir, { at: new Date().toISOString(), snapshot: "1a2b3c4d" });
    const page = await checklist();
    expect(page.toDo).toEqual(allChecks.filter((c) => c !== "The menu" && c !== "A copy off the server"));
    expect(page.done).toEqual(["The menu", "A copy off the server"]);
    expect(page.navCount).toBe(allChecks.length - 2);
  });

  it("ticks mail, the inbox, the address and Telegram once the server starts with them set", async () => {
    await site.stop();
    site = await startBuiltSite({
      dataDir,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "web@terraza.example",
        MAIL_TO: "owners@terraza.example",
        SITE_URL: "https://www.terraza.example",
        TELEGRAM_BOT_TOKEN: "123456:ABC-def",
        TELEGRAM_CHAT_ID: "-1001234567890",
        // Nothing here sends a Telegram message; a closed loopback port if anything did.
        TELEGRAM_API_URL: "http://127.0.0.1:9",
      },
    });
    const page = await checklist();
    expect(page.toDo).toEqual(["Photos", "The restaurant's facts"]);
    expect(page.done).toEqual(["The menu", "Sending mail", "Your inbox for requests", "The site's address", "A copy off the server", "Telegram"]);
    expect(page.navCount).toBe(2);
    expect(page.moreCount).toBe(2);
  }, 180_000);

  it("names a public address without HTTPS", async () => {
    await site.stop();
    site = await startBuiltSite({ dataDir, env: { SITE_URL: "http://www.terraza.example" } });
    const page = await checklist();
    expect(page.toDo).toContain("The site's address");
    expect(page.html).toContain("The site's address http://www.terraza.example is not secure");
  }, 180_000);
});
