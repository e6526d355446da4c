import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFacts } from "#app/shell/content/seed-facts.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { ownerCookie } from "../support/site/owner-account.ts";
import { shownText } from "#tests/support/site/http-get.ts";

// The table card (docs/owners-guide.md, "Table card") against the built server: the owners save the
// Wi-Fi through the real form, download the card in both languages and sizes, and the QR
// codes are DECODED from the printed page (poppler's pdftoppm draws it, Debian's zbarimg
// reads it), never read back from what the QR library was given.

const SITE_URL = "https://laterraza.example";
// Every character the Wi-Fi format escapes, in the name and the password, and a letter outside ASCII.
const SSID = 'Terraza;"Sol",5:G\\';
const PASSWORD = 'Mo;ji,to:"26"\\ñ';
// Written out by hand from the format (backslash before \ ; , : "), not computed by our function.
const WIFI_QR = 'WIFI:T:WPA;S:Terraza\\;\\"Sol\\"\\,5\\:G\\\\;P:Mo\\;ji\\,to\\:\\"26\\"\\\\ñ;;';
const menuAddress = { en: `${SITE_URL}/menu`, es: `${SITE_URL}/es/menu` } as const;

let server: BuiltSite;
let cookie = "";
const work = fs.mkdtempSync(path.join(os.tmpdir(), "table-card-"));

beforeAll(async () => {
  server = await startBuiltSite({ removeDataDirOnStop: true, env: { SITE_URL } });
  cookie = await ownerCookie(server.url, server.dataDir);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

function post(pathname: string, fields: Record<string, string>, origin = server.url) {
  return fetch(server.url + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function download(file: string, lang: "en" | "es" = "en") {
  const response = await fetch(`${server.url}${lang === "es" ? "/es" : ""}/admin/table-card/${file}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** What zbarimg reads on the PDF's page drawn at 150 dpi: every QR code's text, as UTF-8. */
function decodeQrCodes(pdf: Buffer, name: string): { count: number; joined: string } {
  const pdfFile = path.join(work, `${name}.pdf`);
  fs.writeFileSync(pdfFile, pdf);
  execFileSync("pdftoppm", ["-r", "150", "-png", "-singlefile", pdfFile, path.join(work, name)]);
  const png = path.join(work, `${name}.png`);
  // One line per symbol ("QR-Code:…") to count them; the raw bytes (-Sbinary: no guessing of
  // the character set, which would misread "ñ") for their exact text, joined in reading order.
  const listed = execFileSync("zbarimg", ["-q", png], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  const raw = execFileSync("zbarimg", ["-q", "--raw", "-Sbinary", png], { stdio: ["ignore", "pipe", "ignore"] });
  return { count: listed.split("\n").filter((l) => l.startsWith("QR-Code:")).length, joined: raw.toString("utf8") };
}

function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(work, `${name}-text.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("the table card", () => {
  it("saves the Wi-Fi through the owners' form and keeps what was typed on an error, in the owner's language", async () => {
    const tooLong = { ssid: "x".repeat(33), security: "WPA", password: PASSWORD };
    const en = await post("/admin/table-card", tooLong);
    expect(en.status).toBe(400);
    const enHtml = shownText(await en.text());
    expect(enHtml).toContain("Too long: a network name has at most 32 bytes");
    expect(enHtml).toContain(`value="${"x".repeat(33)}"`);
    const es = await post("/es/admin/table-card", tooLong);
    expect(es.status).toBe(400);
    expect(shownText(await es.text())).toContain("Demasiado largo: un nombre de red tiene como máximo 32 bytes");

    const saved = await post("/admin/table-card", { ssid: SSID, security: "WPA", password: PASSWORD });
    expect(saved.status).toBe(200);
    expect(shownText(await saved.text())).toContain("Saved. The cards below now carry this network.");
  });

  for (const lang of ["en", "es"] as const) {
    for (const size of ["a5", "a6"] as const) {
      it(`is a PDF in ${lang}, ${size.toUpperCase()}, whose QR codes decode to the ${lang} menu's address and the exact Wi-Fi string`, async () => {
        const file = `table-card-${lang}-${size}.pdf`;
        const { response, body } = await download(file);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${file}"`);
        expect(response.headers.get("cache-control")).toContain("no-store");
        expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        const info = execFileSync("pdfinfo", ["-"], { input: body, encoding: "utf8" });
        expect(info).toMatch(/^Pages:\s+1$/m);
        expect(info).toMatch(size === "a5" ? /^Page size:\s+419\.\d+ x 595\.\d+ pts/m : /^Page size:\s+297\.\d+ x 419\.\d+ pts/m);

        const codes = decodeQrCodes(body, `${lang}-${size}`);
        expect(codes.count).toBe(2);
        // zbarimg joins the symbols' bytes without a separator, in either order.
        expect([menuAddress[lang] + WIFI_QR, WIFI_QR + menuAddress[lang]]).toContain(codes.joined);

        const text = pdfText(body, `${lang}-${size}`);
        expect(text).toContain(seedFacts.name);
        expect(text).toContain(SSID);
        expect(text).toContain(PASSWORD);
        expect(text).toContain(lang === "es" ? "Contraseña" : "Password");
      });
    }
  }

  it("is served under the Spanish owners' address too", async () => {
    const { response, body } = await download("table-card-en-a6.pdf", "es");
    expect(response.status).toBe(200);
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("shows the password on no public page", async () => {
    for (const page of ["/", "/es", "/menu", "/es/menu", "/about", "/es/about", "/sitemap.xml", "/menu.pdf", "/es/menu.pdf"]) {
      const response = await fetch(server.url + page);
      expect(response.status, page).toBe(200);
      const body = Buffer.from(await response.arrayBuffer()).toString("latin1");
      expect(body, page).not.toContain("Mo;ji,to");
      expect(body, page).not.toContain("Terraza;");
    }
  });

  it("refuses the PDF without a session, and a file it does not draw", async () => {
    for (const address of ["/admin/table-card/table-card-en-a5.pdf", "/es/admin/table-card/table-card-es-a6.pdf"]) {
      const response = await fetch(server.url + address, { redirect: "manual" });
      expect(response.status, address).toBeGreaterThanOrEqual(300);
      expect(response.status, address).toBeLessThan(400);
      expect(response.headers.get("location"), address).toMatch(/\/admin\/sign-in/);
      expect(response.headers.get("content-type") ?? "", address).not.toContain("pdf");
      expect(await response.text(), address).not.toContain("%PDF");
    }
    const unknown = await download("table-card-fr-a4.pdf");
    expect(unknown.response.status).toBe(404);
  });

  it("refuses a post from another site, in the owner's language, and keeps the saved network", async () => {
    // A foreign Origin: React Router's own check answers 400 before any action runs.
    const forged = await post("/admin/table-card", { ssid: "Evil", security: "nopass", password: "" }, "https://evil.example");
    expect(forged.status).toBe(400);
    // No Origin (a privacy setting stripped it) and another site's Referer: the owners' area's
    // same-origin guard (app/features/admin/sign-in/guard.server.ts) refuses it.
    const refused = { en: "This form was sent from another site and was refused.", es: "Este formulario se envió desde otro sitio y se ha rechazado." };
    for (const lang of ["en", "es"] as const) {
      const response = await fetch(`${server.url}${lang === "es" ? "/es" : ""}/admin/table-card`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Referer: "https://evil.example/form", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ssid: "Evil", security: "nopass", password: "" }),
      });
      expect(response.status).toBe(403);
      expect(shownText(await response.text())).toBe(refused[lang]);
    }
    const { body } = await download("table-card-en-a5.pdf");
    const text = pdfText(body, "after-forgery");
    expect(text).toContain(SSID);
    expect(text).not.toContain("Evil");
  });

  it("takes the Wi-Fi off the card when the owners empty it: one QR code, the menu's", async () => {
    const cleared = await post("/es/admin/table-card", { ssid: "", security: "WPA", password: "" });
    expect(cleared.status).toBe(200);
    expect(shownText(await cleared.text())).toContain("Guardado. Las tarjetas de abajo no llevan wifi.");
    const { body } = await download("table-card-es-a6.pdf");
    const codes = decodeQrCodes(body, "cleared");
    expect(codes.count).toBe(1);
    expect(codes.joined).toBe(menuAddress.es);
    expect(pdfText(body, "cleared")).not.toContain(PASSWORD);
  });
});
