// npm run attack:uploads
// Five 15 MB photos uploaded at once by a signed-in owner, against the production build on
// loopback with a fresh DATA_DIR: the server's resident memory before, its peak while they
// are decoded and encoded (one at a time: app/features/media/media-store.server.ts), and how
// long the five took. Peak RSS is the kernel's high-water mark (/proc/<pid>/status VmHWM).
// Exits 1 when an upload failed; the memory figures are printed, not judged.
import fs from "node:fs";
import os from "node:os";
import sharp from "sharp";
import { mediaSlots } from "../app/features/media/rules/media-slots.ts";
import { MAX_UPLOAD_BYTES } from "../app/features/media/rules/media-upload.ts";
import { startBuiltSite, tempDataDir } from "../tests/support/site/built-site.ts";
import { ensureBuild } from "./lib/ensure-build.ts";
import { createOwnerAccount } from "../tests/support/site/owner-account.ts";

const UPLOADS = 5;
const OWNER = "owner@laterraza.example";
const PASSWORD = "una contraseña larga de verdad 2026";

function memory(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** A photo of noise (it barely compresses) as a JPEG just under the upload limit. */
async function bigPhoto(seed: number): Promise<Buffer> {
  const width = 5200;
  const height = 3900;
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  for (let quality = 98; quality > 50; quality -= 4) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= MAX_UPLOAD_BYTES) return jpeg;
  }
  throw new Error("could not make a photo under the upload limit");
}

ensureBuild();
const dataDir = tempDataDir();
await createOwnerAccount(dataDir, OWNER, PASSWORD);

const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => bigPhoto(i + 1)));
const site = await startBuiltSite({ dataDir });
let exitCode = 0;
try {
  const signIn = await fetch(`${site.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: OWNER, password: PASSWORD }),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  // Warm up: the pages the owner opens first.
  await (await fetch(`${site.url}/admin/photos`, { headers: { Cookie: cookie } })).text();
  const pid = site.process.pid!;
  const before = memory(pid);
  const slots = mediaSlots.filter((slot) => slot.kind === "photo").slice(0, UPLOADS);
  console.log(
    `Photo uploads at once (npm run attack:uploads), ${new Date().toISOString()}: production build on ${site.url}, ` +
      `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  console.log(`  ${UPLOADS} photos of ${photos.map((p) => (p.length / 1024 / 1024).toFixed(1)).join(", ")} MB (5200 × 3900 px of noise) to ${slots.map((s) => s.id).join(", ")}`);
  console.log(`  server before: RSS ${before.rssMb.toFixed(0)} MB (peak so far ${before.peakMb.toFixed(0)} MB)`);
  const started = performance.now();
  let highest = before.rssMb;
  const sampler = setInterval(() => (highest = Math.max(highest, memory(pid).rssMb)), 20);
  const statuses = await Promise.all(
    slots.map(async (slot, i) => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("file", new Blob([new Uint8Array(photos[i]!)]), `photo-${i}.jpg`);
      const response = await fetch(`${site.url}/admin/photos/${slot.id}`, { method: "POST", headers: { Cookie: cookie, Origin: site.url }, body: form });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  clearInterval(sampler);
  const after = memory(pid);
  const seconds = (performance.now() - started) / 1000;
  console.log(`  answers: ${statuses.join(", ")} in ${seconds.toFixed(1)} s`);
  console.log(`  server peak RSS during the uploads: ${after.peakMb.toFixed(0)} MB (kernel high-water mark; sampled every 20 ms: ${highest.toFixed(0)} MB), +${(after.peakMb - before.rssMb).toFixed(0)} MB over before; RSS after ${after.rssMb.toFixed(0)} MB`);
  if (statuses.some((s) => s !== 200)) {
    exitCode = 1;
    console.log("  PROBLEM: an upload failed");
  }
} finally {
  await site.stop();
}
process.exit(exitCode);
