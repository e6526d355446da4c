import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite, type BuiltSite } from "../support/site/built-site.ts";
import { menuFilesDrawn } from "#tests/support/site/menu-files-drawn.ts";
import { ownerCookie } from "../support/site/owner-account.ts";
import { publishEveryLanguage } from "../support/site/publish-languages.ts";
import { languages, localizePath, ownerLanguages } from "#app/lib/lang.ts";

// The Nu Html Checker (vnu-jar, on the Java from Debian's default-jre-headless; .ci/run installs
// it) over the HTML the built server sends: every public page, the 404 and the owners' sign-in,
// in every language (and the owners' decision page). One JVM run for all of them: starting it takes seconds.
const guestPages: [string, number][] = [
  ["/", 200],
  ["/photos", 200],
  ["/menu", 200],
  // The menu filtered by its GET form (docs/product.md §14.10), with its result message.
  ["/menu?diet=vegetarian&without=nuts", 200],
  ["/about", 200],
  ["/no-such-page", 404],
];
const ownersPages: [string, number][] = [
  ["/admin/sign-in", 200],
  // The owners' decision page with a link that is no longer valid (fetched as a signed-in owner).
  ["/admin/decide/not-a-token", 404],
];
// The guests' pages in every language (all published below), the owners' in theirs.
const pages = [
  ...languages.flatMap((lang) => guestPages.map(([p, status]) => [localizePath(p, lang), status] as const)),
  ...ownerLanguages.flatMap((lang) => ownersPages.map(([p, status]) => [localizePath(p, lang), status] as const)),
];

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

let server: BuiltSite;
let dir: string;
let cookie: string;

beforeAll(async () => {
  server = await startBuiltSite();
  cookie = await ownerCookie(server.url, server.dataDir);
  await publishEveryLanguage(server, cookie);
  // The menu page is checked with its card images, drawn in the background after a fresh start
  // and after a language's publication.
  for (const lang of languages) await menuFilesDrawn(server.url, lang);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  // Starting the site and creating the owner's account (scrypt) on a busy machine.
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("HTML validity (Nu Html Checker)", () => {
  it("finds no error on any public page or the 404 in any language, nor on the sign-in page in either owners' language", async () => {
    for (const [address, status] of pages) {
      // Only the decision page needs the session: the others are checked as the public and the signed-out owner see them.
      const headers = (address as string).includes("/admin/decide/") ? { cookie } : undefined;
      const response = await fetch(new URL(address as string, server.url), { headers, redirect: "manual" });
      expect(response.status, address as string).toBe(status);
      const name = (address as string).replace(/^\//, "").replace(/\//g, "_") || "home";
      fs.writeFileSync(path.join(dir, `${name}.html`), await response.text());
    }
    const { stdout } = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", dir], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${path.basename(new URL(m.url).pathname)}:${m.lastLine ?? "?"}: ${m.message} — ${m.extract ?? ""}`);
    expect(errors).toEqual([]);
    // Every file was read, none skipped.
    expect(fs.readdirSync(dir)).toHaveLength(pages.length);
  }, 120_000);
});
