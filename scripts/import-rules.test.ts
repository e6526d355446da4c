import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The house's import rules (eslint.config.js, docs/decisions/0030-booking-vocabulary-and-the-features-order.md)
// must refuse what they say they refuse. Each case lints a planted file's text as if it sat at a
// path in the tree (nothing is written): a backwards import between features, a feature importing
// the owners' area, a service importing a feature; and beside each, the allowed direction passes.

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });

async function messagesOf(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, "..", file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const restrictedPathMessages = (file: string, code: string) => messagesOf("import-x/no-restricted-paths", file, code);

describe("the import rules", () => {
  it("refuse a feature importing a feature above it, and let the one above import it", async () => {
    const backwards = await restrictedPathMessages(
      "app/features/schedule/planted.ts",
      'import { submitContactRequest } from "../requests/submit-contact-request.server.ts";\nexport const planted = submitContactRequest;\n',
    );
    expect(backwards).toEqual([expect.stringContaining("Features depend one way")]);
    expect(backwards[0]).toContain("schedule imports no feature above it");

    const forwards = await restrictedPathMessages(
      "app/features/requests/planted.ts",
      'import { currentSchedule } from "../schedule/schedule-store.server.ts";\nexport const planted = currentSchedule;\n',
    );
    expect(forwards).toEqual([]);
  });

  it("refuse a feature importing the owners' area", async () => {
    const messages = await restrictedPathMessages(
      "app/features/menu/planted.ts",
      'import { adminLook } from "../admin/shell/admin-look.ts";\nexport const planted = adminLook;\n',
    );
    expect(messages).toEqual([expect.stringContaining("No feature imports the owners' area")]);
  });

  it("refuse a service importing a feature beyond the listed entry points, and allow the listed ones", async () => {
    const refused = await restrictedPathMessages(
      "server/planted.ts",
      'import { submitContactRequest } from "../app/features/requests/submit-contact-request.server.ts";\nexport const planted = submitContactRequest;\n',
    );
    expect(refused).toEqual([expect.stringContaining("server/ imports only the kernel")]);

    const allowed = await restrictedPathMessages(
      "server/planted.ts",
      'import { startDailyMails } from "../app/features/requests/daily-mails.server.ts";\nimport { openStateAt } from "../app/booking/open-state.ts";\nexport const planted = [startDailyMails, openStateAt];\n',
    );
    expect(allowed).toEqual([]);
  });

  it("keep the booking vocabulary below the features", async () => {
    const messages = await restrictedPathMessages(
      "app/booking/planted.ts",
      'import { currentSchedule } from "../features/schedule/schedule-store.server.ts";\nexport const planted = currentSchedule;\n',
    );
    expect(messages).toEqual([expect.stringContaining("app/booking is the booking vocabulary")]);
  });

  it("refuse a specifier without its file's suffix or climbing three folders (docs/decisions/0032-import-specifiers.md)", async () => {
    const file = "app/features/menu/rules/planted.ts";
    const bare = await messagesOf("house/import-specifiers", file, 'import { fill } from "#app/lib/fill";\nexport const planted = fill;\n');
    expect(bare).toEqual([expect.stringContaining("Name the file with its suffix")]);
    const climbing = await messagesOf("house/import-specifiers", file, 'import { fill } from "../../../lib/fill.ts";\nexport const planted = fill;\n');
    expect(climbing).toEqual([expect.stringContaining("climbs three folders")]);
    const named = await messagesOf(
      "house/import-specifiers",
      file,
      'import { fill } from "#app/lib/fill.ts";\nimport { menuTexts } from "../menu-texts.ts";\nexport const planted = [fill, menuTexts];\n',
    );
    expect(named).toEqual([]);
  });
});
