import { useFetcher } from "react-router";
import "./menu-today.css";
import { fill } from "#app/lib/fill.ts";
import { useAdminText } from "../shell/use-admin-text.ts";

export type NotTodayToggleProps = {
  itemId: number;
  /** The item's name in the area's language. */
  name: string;
  /** When the mark ends, as the owners read it ("28/11/2026 07:00"); null when the item is available. */
  until: string | null;
};

/**
 * The one-tap "not today" switch of an item (docs/product.md §14.7): a big toggle button, usable
 * in the kitchen on a phone. It posts its own small form (no JavaScript needed); with JavaScript,
 * through a fetcher, so the page stays where it is and the button shows its new state at once.
 */
export function NotTodayToggle({ itemId, name, until }: NotTodayToggleProps) {
  const { t } = useAdminText();
  const fetcher = useFetcher<{ notice?: string; error?: string }>();
  const pending = fetcher.formData?.get("notToday");
  const on = pending === undefined || pending === null ? until !== null : pending === "on";
  return (
    <fetcher.Form method="post" className="admin-not-today">
      <input type="hidden" name="intent" value="not-today" />
      <input type="hidden" name="formKey" value={`item-${itemId}`} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="notToday" value={on ? "off" : "on"} />
      <button
        type="submit"
        className={`admin-not-today__switch${on ? " admin-not-today__switch--on" : ""}`}
        aria-pressed={on}
        // Begins with the words it shows (WCAG 2.5.3), then says which item.
        aria-label={`${t.notTodaySwitch}: ${name}`}
      >
        <span className="admin-not-today__knob" aria-hidden="true" />
        {t.notTodaySwitch}
      </button>
      {on && until && !fetcher.formData ? <span className="admin-muted admin-not-today__until">{fill(t.notTodayOnUntil, { until })}</span> : null}
      {/* With JavaScript the page's own answer does not come: the switch says what happened. */}
      {fetcher.state === "idle" && fetcher.data ? (
        <span className="admin-visually-hidden" role="status">
          {fetcher.data.error ?? fetcher.data.notice}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
