import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField, Field } from "./field.lazy.tsx";

const look = { field: "f", hint: "h", error: "e" };

describe("Field wires label, control, hint and errors in one place", () => {
  it("a valid field: the label names the control, the hint describes it, nothing is invalid", () => {
    const html = renderToStaticMarkup(
      <Field field={{ id: "name" }} label="Name" look={look} hint="As in your passport">
        <input name="name" aria-invalid aria-describedby="stale" />
      </Field>,
    );
    expect(html).toBe(
      '<div class="f"><label for="name">Name</label><input aria-describedby="name-hint" id="name" name="name"/><p id="name-hint" class="h">As in your passport</p></div>',
    );
  });

  it("an invalid field: other describers, then the hint, then the first error; aria-invalid on the control", () => {
    const html = renderToStaticMarkup(
      <Field field={{ id: "pax", errorId: "pax-err", errors: ["Max. 2", "Whole number"] }} label="People" look={look} hint="Tables for 2" describedBy="note" className="x">
        {(aria) => (
          <span>
            <input {...aria} />
          </span>
        )}
      </Field>,
    );
    expect(html).toContain('<div class="f x">');
    expect(html).toContain('<input id="pax" aria-describedby="note pax-hint pax-err" aria-invalid="true"/>');
    expect(html).toContain('<p id="pax-err" class="e">Max. 2</p>');
    expect(html).not.toContain("Whole number");
  });

  it("a checkbox inside its label, described by its error when it has one", () => {
    const html = renderToStaticMarkup(
      <CheckboxField field={{ id: "r", errors: ["Fill in all"] }} label={<span>Reserve</span>} className="c" errorClass="e">
        <input type="checkbox" />
      </CheckboxField>,
    );
    expect(html).toBe('<label class="c"><input type="checkbox" aria-describedby="r-error" aria-invalid="true"/><span>Reserve</span></label><p id="r-error" class="e">Fill in all</p>');
  });
});
