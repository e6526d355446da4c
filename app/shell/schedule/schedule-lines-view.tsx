import { useNonce } from "../security/csp-nonce.tsx";
import { scheduleScriptText, OPEN_NOW_ATTRIBUTE, SHOWN_UNTIL_ATTRIBUTE } from "./schedule-script.ts";
import type { OpenNowStates, TimedLine } from "./schedule-view.ts";

/**
 * "Open now · closes at 11:00 PM": empty in the HTML (a kept page must never claim a state
 * that may be over), filled by the schedule script from the answers it carries. React keeps
 * what the script wrote: an element with dangerouslySetInnerHTML keeps its children when
 * hydrated.
 */
export function OpenNowLine({ states }: { states: OpenNowStates }) {
  return (
    <p
      className="open-now"
      {...{ [OPEN_NOW_ATTRIBUTE]: JSON.stringify(states) }}
      aria-live="polite"
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}

/** Lines that hide themselves once their day is over (a page kept past it, offline reading). */
export function TimedLines({ lines, className }: { lines: readonly TimedLine[]; className: string }) {
  return lines.map((line) => (
    <p key={line.text} className={className} {...{ [SHOWN_UNTIL_ATTRIBUTE]: line.until }} suppressHydrationWarning>
      {line.text}
    </p>
  ));
}

/** The schedule script, once per page, after the lines it updates. */
export function ScheduleScript() {
  const nonce = useNonce();
  // The browser keeps the server's script as it is (it has run): its text stays out of the bundle.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? scheduleScriptText() : "" }} suppressHydrationWarning />;
}
