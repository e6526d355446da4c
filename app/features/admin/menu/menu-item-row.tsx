import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { itemName, type MenuItem } from "#app/features/menu/rules/menu.ts";
import type { LocalizedItem } from "#app/features/menu/localized-menu.ts";
import { otherLangs } from "#app/lib/lang.ts";
import { fill } from "#app/lib/fill.ts";
import { itemFormValue, itemRevision } from "./menu-form.ts";
import { MenuItemForm } from "./menu-item-form.tsx";
import { NotTodayToggle } from "./not-today-toggle.tsx";
import { useAdminText } from "../shell/use-admin-text.ts";

export type MenuItemRowProps = {
  item: MenuItem;
  /** The same item in the area's language, prices formatted by the server. */
  shown: LocalizedItem;
  index: number;
  count: number;
  lastResult?: SubmissionResult<string[]>;
  notice?: string;
  /** When its "not today" mark ends, as the owners read it; null when it is available. */
  notTodayUntil: string | null;
};

/**
 * One item of a card: what the menu shows, buttons to move it (plain buttons, each in
 * its own form: they work at any width and without JavaScript), and its editor.
 */
export function MenuItemRow({ item, shown, index, count, lastResult, notice, notTodayUntil }: MenuItemRowProps) {
  const { lang, t } = useAdminText();
  const otherNames = otherLangs(lang).map((other) => ({ other, name: itemName(item, other) }));
  const first = index === 0;
  const last = index === count - 1;
  const hasErrors = Boolean(lastResult?.error && Object.values(lastResult.error).some((e) => e?.length));
  return (
    <li className="admin-menu-item" aria-labelledby={`item-${item.id}-name`}>
      <div className="admin-menu-item__head">
        <div className="admin-menu-item__shown">
          <h3 className="admin-menu-item__name" id={`item-${item.id}-name`}>
            <span className="admin-menu-item__position" aria-hidden="true">
              {index + 1}.
            </span>{" "}
            {shown.name}
          </h3>
          <p className="admin-menu-item__prices">
            {shown.prices.map((p, i) => (
              <span key={i}>{p.label ? `${p.label} ${p.text}` : p.text}</span>
            ))}
          </p>
          {otherNames.map(({ other, name }) =>
            name !== shown.name ? (
              <p key={other} className="admin-muted admin-menu-item__other" lang={other}>
                {name}
              </p>
            ) : null,
          )}
        </div>
        <Form method="post" className="admin-menu-item__move">
          <input type="hidden" name="formKey" value={`item-${item.id}`} />
          <input type="hidden" name="itemId" value={item.id} />
          {(
            [
              ["up", "↑", t.moveUp, t.moveUpOf, first],
              ["down", "↓", t.moveDown, t.moveDownOf, last],
            ] as const
          ).map(([direction, arrow, label, fullLabel, atEdge]) => (
            // aria-disabled, not disabled: the button keeps focus after it moved its item to the edge.
            <button
              key={direction}
              id={`move-${direction}-${item.id}`}
              className="admin-button admin-button--small admin-button--quiet"
              type="submit"
              name="intent"
              value={direction}
              aria-label={fill(fullLabel, { name: shown.name })}
              aria-disabled={atEdge || undefined}
              onClick={(event) => {
                if (atEdge) event.preventDefault();
              }}
            >
              <span aria-hidden="true">{arrow}</span> {label}
            </button>
          ))}
        </Form>
      </div>
      <NotTodayToggle itemId={item.id} name={shown.name} until={notTodayUntil} />
      {notice ? (
        <p className="admin-notice admin-menu-item__notice" role="status">
          {notice}
        </p>
      ) : null}
      <details className="admin-menu-item__editor" open={hasErrors || undefined}>
        <summary>{fill(t.editItemOf, { name: shown.name })}</summary>
        <MenuItemForm
          formKey={`item-${item.id}`}
          revision={itemRevision(item)}
          defaultValue={itemFormValue(item, lang)}
          itemId={item.id}
          lastResult={lastResult}
          name={shown.name}
        />
      </details>
    </li>
  );
}
