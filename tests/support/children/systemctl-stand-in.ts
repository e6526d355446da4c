// `systemctl` for a test without systemd (tests/integration/deploy-recipe.test.ts): runs a unit's
// ExecStart= as systemd would for a Type=simple service, in its WorkingDirectory= with its
// Environment=, in the background; `stop` sends SIGTERM and waits for the end. Units are read
// from SYSTEMCTL_UNITS, the processes' ids and output kept in SYSTEMCTL_STATE. User=, the
// hardening and the restart policy are not applied. Run as a program: `node systemctl-stand-in.ts start terraza`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const units = process.env.SYSTEMCTL_UNITS;
const state = process.env.SYSTEMCTL_STATE;
if (!units || !state) throw new Error("SYSTEMCTL_UNITS and SYSTEMCTL_STATE must be set");

type Unit = { workingDirectory: string; environment: Record<string, string>; execStart: string[] };

function readUnit(name: string): Unit {
  const text = fs.readFileSync(path.join(units!, `${name}.service`), "utf8");
  const values = (key: string) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1]!.trim());
  const environment: Record<string, string> = {};
  for (const line of values("Environment"))
    for (const assignment of line.split(/\s+/)) {
      const at = assignment.indexOf("=");
      if (at > 0) environment[assignment.slice(0, at)] = assignment.slice(at + 1);
    }
  const workingDirectory = values("WorkingDirectory").at(-1);
  const execStart = values("ExecStart").at(-1)?.split(/\s+/);
  if (!workingDirectory || !execStart) throw new Error(`${name}.service: no WorkingDirectory= or ExecStart=`);
  return { workingDirectory, environment, execStart };
}

const pidFile = (name: string) => path.join(state!, `${name}.pid`);

/** The unit's process id while it runs (a zombie has ended). */
function runningPid(name: string): number | undefined {
  if (!fs.existsSync(pidFile(name))) return undefined;
  const pid = Number(fs.readFileSync(pidFile(name), "utf8"));
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return / Z /.test(stat.slice(stat.lastIndexOf(")"))) ? undefined : pid;
  } catch {
    return undefined;
  }
}

function start(name: string): void {
  if (runningPid(name)) return;
  const unit = readUnit(name);
  const output = fs.openSync(path.join(state!, `${name}.log`), "a");
  const [program, ...args] = unit.execStart;
  const child = spawn(program!, args, {
    cwd: unit.workingDirectory,
    env: { PATH: process.env.PATH ?? "", ...unit.environment },
    stdio: ["ignore", output, output],
    detached: true,
  });
  fs.writeFileSync(pidFile(name), String(child.pid));
  child.unref();
}

async function stop(name: string): Promise<void> {
  const pid = runningPid(name);
  if (pid === undefined) return;
  process.kill(pid, "SIGTERM");
  while (runningPid(name) !== undefined) await new Promise((resolve) => setTimeout(resolve, 100));
  fs.rmSync(pidFile(name));
}

const [verb, ...rest] = process.argv.slice(2);
// Timers are enabled and never fire here: only services run.
const names = rest.filter((a) => !a.startsWith("-") && !a.endsWith(".timer")).map((n) => n.replace(/\.service$/, ""));
switch (verb) {
  case "daemon-reload":
    break;
  case "enable":
    if (rest.includes("--now")) names.forEach(start);
    break;
  case "start":
    names.forEach(start);
    break;
  case "stop":
    for (const name of names) await stop(name);
    break;
  case "restart":
    for (const name of names) await stop(name);
    names.forEach(start);
    break;
  case "is-active":
    process.stdout.write(names.every((n) => runningPid(n)) ? "active\n" : "inactive\n");
    process.exitCode = names.every((n) => runningPid(n)) ? 0 : 3;
    break;
  default:
    process.stderr.write(`systemctl stand-in: ${verb ?? "(nothing)"} is not supported\n`);
    process.exitCode = 1;
}
