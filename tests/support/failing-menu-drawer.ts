// A menu drawing process that fails (app/features/menu/menu-drawing-process.server.test.ts): it
// says it is ready, then, at the job, exits without answering (FAILING_DRAWER=crash) or answers
// with an error (FAILING_DRAWER=error). Each start is counted as a line in FAILING_DRAWER_STARTS.
import fs from "node:fs";

if (process.env.FAILING_DRAWER_STARTS) fs.appendFileSync(process.env.FAILING_DRAWER_STARTS, "started\n");
process.once("message", () => {
  if (process.env.FAILING_DRAWER === "error") process.send!({ ok: false, message: "the renderer failed" }, () => process.exit(0));
  else process.exit(3);
});
process.send!({ ready: true });
