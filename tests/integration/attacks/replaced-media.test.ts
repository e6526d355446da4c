import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite, type BuiltSite } from "#tests/support/site/built-site.ts";
import { ownerCookie } from "#tests/support/site/owner-account.ts";
import { uploadFile } from "#tests/support/site/owner-uploads.ts";

// A photo or file the owners replaced may have been replaced for a reason (a face that
// should not be there, a wrong price): its address must not keep working for anyone who
// saved it. Only the current version is public, and the one it replaced during a grace
// period (app/lib/media.ts); older ones only to a signed-in owner, who can delete them.
// An uploaded PDF is downloaded, never rendered as a page of the site.

const png = (background: string) => sharp({ create: { width: 600, height: 600, channels: 3, background } }).png().toBuffer();
const pdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text("A map");
    doc.end();
  });

describe("replaced photos and files", () => {
  let s: BuiltSite;
  let cookie = "";
  beforeAll(async () => {
    s = await startBuiltSite();
    cookie = await ownerCookie(s.url, s.dataDir);
  });
  afterAll(() => s?.stop());

  const post = async (slot: string, body: FormData | URLSearchParams) => {
    const response = await fetch(`${s.url}/admin/photos/${slot}`, { method: "POST", headers: { Cookie: cookie, Origin: s.url }, body });
    expect(response.status).toBe(200);
    return response.text();
  };
  const upload = async (slot: string, file: Buffer, name: string) => {
    const response = await uploadFile(s.url, cookie, slot, file, name);
    expect(response.status).toBe(200);
    await response.text();
  };
  const get = (file: string, headers: Record<string, string> = {}) => fetch(`${s.url}/media/${file}`, { headers });

  it("are public only in their current and previous version; older ones only to an owner, who can delete them", async () => {
    // Version 1 is the placeholder (the site's drawing, no file); three replacements make 2, 3, then 4.
    await upload("team-1", await png("#aa3333"), "first.png");
    await upload("team-1", await png("#33aa33"), "second.png");
    await upload("team-1", await png("#3333aa"), "third.png");
    expect((await get("team-1/4-480.jpg")).status).toBe(200);
    const previous = await get("team-1/3-480.jpg");
    expect(previous.status).toBe(200);
    expect(previous.headers.get("cache-control")).toContain("immutable");

    const old = await get("team-1/2-480.jpg");
    expect(old.status).toBe(404);
    expect((await get("team-1/2-480.jpg", { Cookie: "owner_session=forged" })).status).toBe(404);
    const asOwner = await get("team-1/2-480.jpg", { Cookie: cookie });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get("cache-control")).toBe("private, no-store");

    // The owner deletes version 2: its files go.
    expect(await post("team-1", new URLSearchParams({ intent: "delete-version", version: "2" }))).toContain("Version 2 and its files are deleted.");
    expect(fs.readdirSync(path.join(s.dataDir, "media", "team-1")).filter((f) => f.startsWith("2-"))).toEqual([]);
    expect((await get("team-1/2-480.jpg", { Cookie: cookie })).status).toBe(404);
    // The current version cannot be deleted.
    const refused = await fetch(`${s.url}/admin/photos/team-1`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: s.url },
      body: new URLSearchParams({ intent: "delete-version", version: "4" }),
    });
    expect(refused.status).toBe(404);
    expect((await get("team-1/4-480.jpg")).status).toBe(200);
  });

  it("serves an uploaded PDF as a download, sandboxed", async () => {
    await upload("city-map", await pdf(), "map.pdf");
    const dir = path.join(s.dataDir, "media", "city-map");
    const latest = fs.readdirSync(dir).filter((f) => f.endsWith(".pdf")).sort((a, b) => parseInt(b) - parseInt(a))[0]!;
    for (const address of [`/media/city-map/${latest}`, "/files/trinidad-city-map.pdf"]) {
      const response = await fetch(`${s.url}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
      expect(response.headers.get("content-security-policy")).toMatch(/(^|; )sandbox$/);
    }
  });
});
