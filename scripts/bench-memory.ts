// npm run bench:memory [-- --duration 30 --connections 50 --skip-build]
//
// docs/operations.md §14: the server's memory and start-up, as figures beside their budget (not
// asserted in tests: a figure depends on the machine). On the built server with a fresh DATA_DIR:
// - start to first answer (process start until GET / answers 200);
// - resident memory idle after start, once the menu's card images and PDFs are prepared;
// - the peak while N clients load every public page for D seconds (autocannon, asking for brotli
//   or gzip as browsers do);
// - the peak while a menu save redraws every card image and both PDFs (every price changed in
//   the database, as an owner's save does, then the menu pages and PDFs asked for);
// - the peak while an owner uploads a 12-megapixel photo (signed in through the real form, the
//   photo posted to the real upload form), and what it leaves in the server's resident memory
//   once it is done (2 s after, against 2 s before);
// - the same for an owner's download of the table card's PDF (drawn in the server: pdfkit and
//   the QR code only).
// Peaks are Linux's VmHWM, reset before each phase by writing 5 to /proc/<pid>/clear_refs. The
// server draws the menu's files in a short-lived child process (docs/operations.md §14): each
// figure counts it too, as the server's peak plus the highest peak a child reached in the phase
// (sampled every 10 ms; an upper bound of the two together).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import autocannon from "autocannon";
import sharp from "sharp";
import { startBuiltSite } from "../tests/support/site/built-site.ts";
import { createOwnerAccount } from "../tests/support/site/owner-account.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "30" },
    connections: { type: "string", default: "50" },
    "skip-build": { type: "boolean", default: false },
    /** Node options for the server, e.g. --node-args="--max-semi-space-size=2" (to try a setting). */
    "node-args": { type: "string", default: "" },
    /** Environment for the server, e.g. --env MALLOC_ARENA_MAX=2 (repeatable). */
    env: { type: "string", multiple: true, default: [] },
  },
});
const duration = Math.max(1, Number(values.duration) || 30);
const connections = Math.max(1, Number(values.connections) || 50);
/** uploadLeftMb: what one photo upload (its encoding runs in a child) or a table card's PDF may leave in the server once done. */
const budget = { idleMb: 150, loadMb: 250, menuSaveMb: 400, uploadMb: 400, uploadLeftMb: 10, startMs: 2000 };
const publicPages = ["/", "/photos", "/menu", "/about", "/es", "/es/photos", "/es/menu", "/es/about"];
const log = (line: string) => process.stderr.write(`${line}\n`);

if (!values["skip-build"]) {
  log("Building…");
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function status(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) / 1024;
}
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");

/** The server's child processes (the menu's drawing process while it draws). */
function children(pid: number): number[] {
  const listed = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return listed ? listed.split(" ").map(Number) : [];
}

/** Watches the server's children while a phase runs; `stop()` gives the highest peak one reached, in MB. */
function watchChildren(pid: number) {
  let peakMb = 0;
  const look = () => {
    for (const child of children(pid)) {
      try {
        peakMb = Math.max(peakMb, status(child, "VmHWM"));
      } catch {
        // ended meanwhile
      }
    }
  };
  const timer = setInterval(look, 10);
  return {
    stop() {
      clearInterval(timer);
      look();
      return peakMb;
    },
  };
}

async function ok(url: string, cookie?: string): Promise<void> {
  const answer = await fetch(url, cookie ? { headers: { Cookie: cookie } } : {});
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
}

const startedAt = performance.now();
const site = await startBuiltSite({
  removeDataDirOnStop: true,
  dropOutputAfterStart: true,
  nodeArgs: values["node-args"].split(" ").filter(Boolean),
  env: Object.fromEntries(values.env.map((pair) => pair.split("=", 2) as [string, string])),
});
async function firstAnswerMs(): Promise<number> {
  for (;;) {
    const answer = await fetch(`${site.url}/`).catch(() => undefined);
    await answer?.arrayBuffer();
    if (answer?.ok) return performance.now() - startedAt;
  }
}
const startMs = await firstAnswerMs();
const pid = site.process.pid!;
try {
  // The menu files are drawn at start in the background; asking for the PDFs waits for them.
  for (const page of ["/menu.pdf", "/es/menu.pdf", ...publicPages]) await ok(site.url + page);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleMb = [pid, ...children(pid)].reduce((sum, p) => sum + status(p, "VmRSS"), 0);
  log(`idle: ${idleMb.toFixed(0)} MB`);

  resetPeak(pid);
  let childWatch = watchChildren(pid);
  log(`load: ${connections} clients, ${duration} s, every public page…`);
  const load = await autocannon({
    url: site.url,
    connections,
    duration,
    // As a phone's browser over HTTPS asks (docs/operations.md §10): the pages go compressed.
    headers: { "accept-encoding": "br, gzip" },
    requests: publicPages.map((p) => ({ method: "GET" as const, path: p })),
  });
  const loadChildMb = childWatch.stop();
  const loadServerMb = status(pid, "VmHWM");
  const loadMb = loadServerMb + loadChildMb;

  resetPeak(pid);
  childWatch = watchChildren(pid);
  const client = createClient({ url: `file:${path.join(site.dataDir, "site.db")}`, timeout: 5000 });
  await client.execute("UPDATE menu_items SET prices = json_replace(prices, '$[0].cents', json_extract(prices, '$[0].cents') + 1)");
  await client.execute({ sql: "INSERT INTO meta (key, value) VALUES ('menu.updated_at', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", args: [new Date().toISOString()] });
  client.close();
  const menuHtml = await (await fetch(`${site.url}/menu`)).text();
  const cardImages = [...new Set(menuHtml.match(/\/menu-files\/[^"'\s)]+/g) ?? [])];
  for (const page of ["/menu.pdf", "/es/menu.pdf", "/es/menu", ...cardImages]) await ok(site.url + page);
  const menuSaveChildMb = childWatch.stop();
  const menuSaveServerMb = status(pid, "VmHWM");
  const menuSaveMb = menuSaveServerMb + menuSaveChildMb;

  // An owner's photo from a phone: 4032 × 3024 (12 MP), a JPEG with a photo's grain.
  const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } } })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
  const owner = { email: "bench@example.test", password: "una contraseña para medir" };
  await createOwnerAccount(site.dataDir, owner.email, owner.password);
  const signIn = await fetch(`${site.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(owner),
  });
  if (signIn.status !== 303) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  await ok(`${site.url}/admin/photos/hero`, cookie);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const beforeUploadMb = status(pid, "VmRSS");
  resetPeak(pid);
  childWatch = watchChildren(pid);
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
  const uploaded = await fetch(`${site.url}/admin/photos/hero`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: site.url }, body: form });
  const uploadPage = await uploaded.text();
  if (uploaded.status >= 400 || /role="alert"[^>]*>[^<]/.test(uploadPage)) throw new Error(`the upload answered ${uploaded.status}`);
  const uploadChildMb = childWatch.stop();
  const uploadServerMb = status(pid, "VmHWM");
  const uploadMb = uploadServerMb + uploadChildMb;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const afterUploadMb = [pid, ...children(pid)].reduce((sum, p) => sum + status(p, "VmRSS"), 0);
  const uploadLeftMb = afterUploadMb - beforeUploadMb;

  resetPeak(pid);
  await ok(`${site.url}/admin/table-card/table-card-es-a6.pdf`, cookie);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const tableCardLeftMb = status(pid, "VmRSS") - afterUploadMb;

  const row = (name: string, value: string, target: string, met: boolean) => console.log(`| ${name} | ${value} | ${target} | ${met ? "met" : "missed"} |`);
  console.log(`\nMemory and start-up of the built server (Node ${process.versions.node}), fresh DATA_DIR\n`);
  console.log("| figure | measured | budget | |");
  console.log("|---|--:|--:|---|");
  row("start to first answer", `${startMs.toFixed(0)} ms`, `≤ ${budget.startMs} ms`, startMs <= budget.startMs);
  row("resident memory, idle, menu files prepared", `${idleMb.toFixed(0)} MB`, `≤ ${budget.idleMb} MB`, idleMb <= budget.idleMb);
  row(`peak, ${connections} clients × ${duration} s on every public page`, `${loadMb.toFixed(0)} MB`, `≤ ${budget.loadMb} MB`, loadMb <= budget.loadMb);
  row(`peak, a menu save redrawing ${cardImages.length} card images and both PDFs`, `${menuSaveMb.toFixed(0)} MB`, `≤ ${budget.menuSaveMb} MB`, menuSaveMb <= budget.menuSaveMb);
  row(`peak, an owner uploads a 12-megapixel photo (${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG)`, `${uploadMb.toFixed(0)} MB`, `≤ ${budget.uploadMb} MB`, uploadMb <= budget.uploadMb);
  row(
    "resident memory that upload leaves in the server",
    `${Math.round(uploadLeftMb)} MB (${beforeUploadMb.toFixed(0)} → ${afterUploadMb.toFixed(0)})`,
    `≤ ${budget.uploadLeftMb} MB`,
    uploadLeftMb <= budget.uploadLeftMb,
  );
  row("resident memory a table card's PDF leaves in the server", `${Math.round(tableCardLeftMb)} MB`, `≤ ${budget.uploadLeftMb} MB`, tableCardLeftMb <= budget.uploadLeftMb);
  console.log(
    `\n(peaks: server ${loadServerMb.toFixed(0)} + drawing process ${loadChildMb.toFixed(0)} MB under load; server ${menuSaveServerMb.toFixed(0)} + drawing process ${menuSaveChildMb.toFixed(0)} MB during the save; server ${uploadServerMb.toFixed(0)} + child ${uploadChildMb.toFixed(0)} MB during the upload)`,
  );
  console.log(`(load: ${load.requests.average.toFixed(0)} req/s, ${load.errors + load.non2xx} errors + non-2xx)`);
} finally {
  await site.stop();
}
