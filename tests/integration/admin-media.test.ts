import { crc32, deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#app/features/media/rules/media-upload.ts";
import { createOwner } from "../support/site/owner-account.ts";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";

// The owners' uploads against the real built server (docs/product.md §13.4, §13.5): the type read from
// the content, the size limit before the body is read, clear messages, never a 500.

let server: BuiltSite;
let cookie = "";
const OWNER = "photos@example.com";
const PASSWORD = "una contraseña para las fotos";

beforeAll(async () => {
  server = await startBuiltSite({ removeDataDirOnStop: true });
  const created = await createOwner(server.dataDir, OWNER, PASSWORD);
  expect(created.status, created.stderr).toBe(0);
  const response = await fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: OWNER, password: PASSWORD }),
  });
  expect(response.status).toBe(303);
  cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}, 180_000);
afterAll(() => server?.stop());

function upload(slot: string, file: Blob, name: string, path = "/admin/photos/") {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", file, name);
  return send(path + slot, form);
}

async function send(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url, ...headers },
    body,
    duplex: "half",
  };
  const response = await fetch(server.url + path, init);
  const html = await response.text();
  return { status: response.status, html, alert: /role="alert"[^>]*>([^<]*)</.exec(html)?.[1], notice: /role="status"[^>]*>([^<]*)</.exec(html)?.[1] };
}

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** A PNG whose header says 20000 × 20000 pixels, under a hundred bytes long (a "decompression bomb"). */
function hugePngHeader(): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(Buffer.alloc(1000))), chunk("IEND", Buffer.alloc(0))]),
  );
}

function pdf(text: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const parts: Buffer[] = [];
    doc.on("data", (part: Buffer) => parts.push(part));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(parts))));
    doc.text(text);
    doc.end();
  });
}

const currentVersion = async (slot: string) => {
  const html = await (await fetch(`${server.url}/admin/photos/${slot}`, { headers: { Cookie: cookie } })).text();
  return Number(/<figcaption[^>]*>Version (\d+)/.exec(html)?.[1]);
};

describe("uploading photos and files", () => {
  it("stores a real photo, re-encoded, as the slot's new version the public page shows", async () => {
    const result = await upload("team-1", new Blob([await png(640, 800, "#3366aa")]), "team.png");
    expect(result.status).toBe(200);
    expect(result.notice).toMatch(/^Uploaded\./);
    expect(await currentVersion("team-1")).toBe(2);
    const home = await (await fetch(`${server.url}/es`)).text();
    expect(home).toContain("/media/team-1/2-640.avif");
    const jpeg = await fetch(`${server.url}/media/team-1/2-480.jpg`);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(jpeg.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).format).toBe("jpeg");
  });

  it("reads the type from the content, not the name or the claimed type", async () => {
    const text = new Blob(["<?php echo 'not a photo'; ?>"], { type: "image/jpeg" });
    const renamed = await upload("team-2", text, "photo.jpg");
    expect(renamed.status).toBe(415);
    expect(renamed.alert).toBe("This file is not a photo the site can use. Choose a JPEG, PNG, WebP or AVIF file.");
    const svg = await upload("team-2", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: "image/svg+xml" }), "x.svg");
    expect(svg.status).toBe(415);
    const aPdf = await upload("team-2", new Blob([await pdf("a map")], { type: "image/png" }), "photo.png");
    expect(aPdf.status).toBe(415);
    // A photo in the map's place, in Spanish.
    const map = await upload("city-map", new Blob([await png(100, 100, "#fff")], { type: "application/pdf" }), "mapa.pdf", "/es/admin/photos/");
    expect(map.status).toBe(415);
    expect(map.alert).toBe("Este archivo no es un PDF. Elige un archivo PDF.");
    expect(await currentVersion("team-2")).toBe(1);
  });

  it("replaces the city map with a PDF, served at its stable address", async () => {
    const file = await pdf("Trinidad, the new map");
    const result = await upload("city-map", new Blob([file]), "map.pdf");
    expect(result.status).toBe(200);
    const served = await fetch(`${server.url}/files/trinidad-city-map.pdf`);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(file))).toBe(true);
  });

  it("refuses an empty upload, a damaged photo and one with too many pixels, each with its message", async () => {
    const empty = await upload("team-3", new Blob([]), "");
    expect(empty.status).toBe(400);
    expect(empty.alert).toBe("Choose a file first.");
    const truncated = (await png(300, 300, "#aa3366")).subarray(0, 120);
    expect((await upload("team-3", new Blob([truncated]), "cut.png")).alert).toBe("This file could not be read. It may be damaged; try another one.");
    const bomb = await upload("team-3", new Blob([hugePngHeader()]), "bomb.png");
    expect(bomb.status).toBe(413);
    expect(bomb.alert).toBe("This photo has too many pixels (at most 100 megapixels). Make it smaller first.");
    expect(await currentVersion("team-3")).toBe(1);
  });

  it("refuses a file over the limit by its Content-Length, before reading it, with 413 and the message", async () => {
    const result = await upload("team-4", new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]), "big.jpg");
    expect(result.status).toBe(413);
    expect(result.alert).toBe("This file is too large: at most 15 MB.");
    // The server is fine afterwards.
    expect(await currentVersion("team-4")).toBe(1);
  });

  it("stops a body sent without Content-Length at the limit, with 413", async () => {
    let sent = 0;
    const part = new Uint8Array(1024 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n'));
        if (sent > MAX_UPLOAD_BYTES + 2 * part.byteLength) return controller.close();
        sent += part.byteLength;
        controller.enqueue(part);
      },
    });
    const result = await send("/admin/photos/team-4", body, { "Content-Type": "multipart/form-data; boundary=b" });
    expect(result.status).toBe(413);
    expect(result.alert).toBe("This file is too large: at most 15 MB.");
  });

  it("answers a broken form with a message, never a 500", async () => {
    const broken = await send("/admin/photos/team-4", "--b\r\nnonsense", { "Content-Type": "multipart/form-data; boundary=b" });
    expect(broken.status).toBe(400);
    expect(broken.alert).toBe("This file could not be read. It may be damaged; try another one.");
    const unknown = await send("/admin/photos/team-4", new URLSearchParams({ intent: "delete-everything" }));
    expect(unknown.status).toBe(400);
    const notASlot = await upload("menu-card-tapas", new Blob([await png(10, 10, "#000")]), "x.png");
    expect(notASlot.status).toBe(404);
  });

  it("restores an earlier version and saves alt texts, checked in both languages", async () => {
    await upload("owners", new Blob([await png(900, 600, "#884422")]), "owners.png");
    expect(await currentVersion("owners")).toBe(2);
    const restore = await send("/admin/photos/owners", new URLSearchParams({ intent: "restore", version: "1" }));
    expect(restore.notice).toBe("Version 1 is back on the site.");
    expect(await currentVersion("owners")).toBe(1);
    expect((await send("/admin/photos/owners", new URLSearchParams({ intent: "restore", version: "99" }))).status).toBe(404);

    const missing = await send("/es/admin/photos/owners", new URLSearchParams({ intent: "alt", altEn: "The owners", altEs: "" }));
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("Describe la foto en pocas palabras.");
    const saved = await send("/admin/photos/owners", new URLSearchParams({ intent: "alt", altEn: "Ana and Luis on the rooftop", altEs: "Ana y Luis en la azotea" }));
    expect(saved.status).toBe(200);
    expect(await (await fetch(`${server.url}/es`)).text()).toContain('alt="Ana y Luis en la azotea"');
  });

  it("refuses an upload without a session or from another site, before reading it", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new Blob([await png(10, 10, "#000")]), "x.png");
    const anonymous = await fetch(`${server.url}/admin/photos/team-1`, { method: "POST", redirect: "manual", headers: { Origin: server.url }, body: form });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toBe("/admin/sign-in");
    const foreign = await fetch(`${server.url}/admin/photos/team-1`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: "https://evil.example" }, body: form });
    expect([400, 403]).toContain(foreign.status);
  });
});

describe("the menu editor without JavaScript", () => {
  it("answers a wrong price beside the field, then saves a good one that /menu and /es/menu show", async () => {
    const page = await (await fetch(`${server.url}/admin/menu/pasta`, { headers: { Cookie: cookie } })).text();
    const itemId = /name="itemId" value="(\d+)"/.exec(page)![1]!;
    const item = (eur: string) =>
      new URLSearchParams({
        intent: "save",
        formKey: `item-${itemId}`,
        itemId,
        nameEn: "Pasta of the house",
        nameEs: "Pasta de la casa",
        "prices[0].eur": eur,
      });
    const wrong = await send("/admin/menu/pasta", item("doce"));
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("The price must be a number, for example 4.50.");
    const negative = await send("/es/admin/menu/pasta", item("-3"));
    expect(negative.html).toContain("El precio no puede ser negativo.");

    const saved = await send("/admin/menu/pasta", item("12,40"));
    expect(saved.status).toBe(200);
    expect(saved.html).toContain("Saved. The menu images and PDF are redrawn");
    const en = await (await fetch(`${server.url}/menu`)).text();
    expect(en).toContain("Pasta of the house");
    expect(en).toContain("€12.40");
    expect(await (await fetch(`${server.url}/es/menu`)).text()).toContain("12,40\u00a0€");
  });
});
