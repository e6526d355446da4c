import type { ReactNode } from "react";
import { Form } from "react-router";
import type { Lang } from "#app/lib/lang.ts";

/**
 * One earlier version in a list of them (a text block's, the restaurant's details): what it said,
 * who replaced it and when, and a button that posts `intent=restore` with the version's id under
 * `name`, the field its page's action reads.
 */
export function RevisionItem(props: { text: ReactNode; lang?: Lang; byline: string; name: string; id: number; restore: string }) {
  return (
    <li className="admin-revision">
      <p className="admin-revision__text" lang={props.lang}>
        {props.text}
      </p>
      <div className="admin-revision__foot">
        <p className="admin-muted">{props.byline}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name={props.name} value={props.id} />
          <button className="admin-button admin-button--small" type="submit">
            {props.restore}
          </button>
        </Form>
      </div>
    </li>
  );
}
