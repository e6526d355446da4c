import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { privateDataDir } from "./private-files.server.ts";

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe("privateDataDir", () => {
  let parent = "";
  afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

  it("creates DATA_DIR 0700, parents included", () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), "private-"));
    const dataDir = path.join(parent, "a", "data");
    privateDataDir(dataDir);
    expect(modeOf(dataDir)).toBe("700");
  });

  it("closes an open DATA_DIR and what lies directly in it, keeping the owner's bits", () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), "private-"));
    const dataDir = path.join(parent, "data");
    fs.mkdirSync(path.join(dataDir, "mail"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "site.db"), "");
    fs.writeFileSync(path.join(dataDir, "session.key"), "");
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, "mail"), 0o775);
    fs.chmodSync(path.join(dataDir, "site.db"), 0o644);
    fs.chmodSync(path.join(dataDir, "session.key"), 0o400);
    // A file outside DATA_DIR that a link inside points at is not DATA_DIR's to change.
    const outside = path.join(parent, "elsewhere.txt");
    fs.writeFileSync(outside, "");
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(dataDir, "link"));
    privateDataDir(dataDir);
    expect(modeOf(dataDir)).toBe("700");
    expect(modeOf(path.join(dataDir, "mail"))).toBe("700");
    expect(modeOf(path.join(dataDir, "site.db"))).toBe("600");
    expect(modeOf(path.join(dataDir, "session.key"))).toBe("400");
    expect(modeOf(outside)).toBe("644");
  });
});
