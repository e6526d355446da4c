// A short-lived child process that fails (app/lib/child-job.server.ts: the menu's drawing, a
// photo's encoding): it says it is ready, then, at the job, exits without answering
// (FAILING_CHILD=crash, the default) or answers with an error (FAILING_CHILD=error). Each start is
// counted as a line in FAILING_CHILD_STARTS.
import fs from "node:fs";

if (process.env.FAILING_CHILD_STARTS) fs.appendFileSync(process.env.FAILING_CHILD_STARTS, "started\n");
process.once("message", () => {
  if (process.env.FAILING_CHILD === "error") process.send!({ ok: false, message: "the renderer failed" }, () => process.exit(0));
  else process.exit(3);
});
process.send!({ ready: true });
