// npm run admin:create -- <email>
// Creates an owner account for the owners' area, or gives an existing one a new password
// (and ends its sessions). Asks for the password on a terminal; reads the first line of
// standard input otherwise (for scripts: `printf '%s\n' "$PASSWORD" | npm run admin:create -- a@b.c`).
// Uses DATA_DIR like the server (app/config.server.ts).
import { config, ConfigError } from "../app/config.server.ts";
import { migrateDb, openDb } from "../db/client.ts";
import { emailProblem, passwordProblem, upsertOwner } from "../app/features/identity/owners.server.ts";

function fail(message: string): never {
  process.stderr.write(`admin:create: ${message}\n`);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  input.setRawMode(true); // before the prompt, so nothing typed after it is echoed
  process.stderr.write(prompt);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const done = (value: string | null) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      if (value === null) fail("cancelled");
      resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return done(typed);
        if (char === "\u0003" || char === "\u0004") return done(null); // Ctrl-C, Ctrl-D
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else if (char >= " ") typed += char;
      }
    };
    input.on("data", onData);
  });
}

async function readStdinLine(): Promise<string> {
  let all = "";
  for await (const chunk of process.stdin) all += String(chunk);
  return all.split(/\r?\n/)[0] ?? "";
}

async function main() {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) fail("usage: npm run admin:create -- <email>");
  const emailError = emailProblem(email);
  if (emailError) fail(`${email}: ${emailError}`);

  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden(`Password for ${email}: `);
    const problem = passwordProblem(password);
    if (problem) fail(`password: ${problem}`);
    if ((await askHidden("Same password again: ")) !== password) fail("the two passwords differ");
  } else {
    password = await readStdinLine();
    const problem = passwordProblem(password);
    if (problem) fail(`password: ${problem}`);
  }

  let cfg: ReturnType<typeof config>;
  try {
    cfg = config();
  } catch (error) {
    // A wrong setting is the deployer's to fix from its message (docs/operations.md), not a crash to read.
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const db = await openDb(cfg.dbFile);
  try {
    await migrateDb(db);
    const result = await upsertOwner(db, email, password);
    process.stdout.write(
      result.created
        ? `Owner ${email.trim().toLowerCase()} created in ${cfg.dbFile}.\n`
        : `Password of ${email.trim().toLowerCase()} changed; ${result.sessionsEnded} session(s) ended.\n`,
    );
  } finally {
    db.$client.close();
  }
}

await main();
