import { test, expect, expectNoAxeViolations } from "../support/e2e/fixtures.ts";
import { contactForm, langs, openContactForm } from "../support/e2e/contact-page.ts";
import { modal, words } from "../support/e2e/reservation-modal.ts";

// docs/product.md §4: the 'Reserva' modal (native <dialog>), its date field
// (typed or picked), Guardar incomplete and complete, the summary with edit
// buttons, Cerrar and Escape, untick, reset, and the Balcón rule.

for (const lang of langs) {
  const w = words[lang];

  test(`the reservation modal: Guardar incomplete and complete, edit, Cerrar, Escape, untick (${lang})`, async ({ page }) => {
    await openContactForm(page, lang);
    const f = contactForm(page, lang);
    const r = modal(page, lang);

    await f.reservation.check();
    await expect(r.dialog).toBeVisible();
    // Focus moved into the modal.
    await expect(r.date).toBeFocused();

    await r.save.click();
    await expect(r.alert).toHaveText(w.incomplete);
    await expect(r.dialog).toBeVisible();

    await r.date.fill("31/02/2027");
    await r.date.blur();
    await expect(r.date).toHaveAccessibleDescription(new RegExp(w.dateInvalid.replace(".", "\\.")));

    // Picking in the calendar writes dd/MM/yyyy; days before today are not offered. A day of
    // next month: today's 8:30 PM may already be past (the list offers only bookable slots).
    await r.dialog.getByRole("button", { name: w.chooseDate }).click();
    const grid = r.dialog.getByRole("grid");
    await expect(grid).toBeVisible();
    await r.dialog.locator(".rdp-button_next").click();
    await grid.getByRole("button", { disabled: false }).first().click();
    await expect(r.date).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    const picked = await r.date.inputValue();
    await expect(r.date).not.toHaveAttribute("aria-invalid", "true");

    await r.time.selectOption({ label: "8:30 PM" });
    await r.area.selectOption({ label: w.terrace });
    await r.people.fill("4");
    await expectNoAxeViolations(page);
    await r.save.click();
    await expect(r.dialog).toBeHidden();

    const summary = f.form.getByRole("table");
    await expect(summary).toContainText(picked);
    await expect(summary).toContainText("8:30 PM");
    await expect(summary).toContainText(w.terrace);
    await expect(summary).toContainText("4");
    await expect(f.reservation).toBeChecked();

    // An edit button reopens the modal at its field, with the saved values.
    await summary.getByRole("button", { name: w.editTime }).click();
    await expect(r.dialog).toBeVisible();
    await expect(r.time).toBeFocused();
    await expect(r.date).toHaveValue(picked);
    await r.time.selectOption({ label: "9:45 PM" });
    // 'Cerrar' closes without saving.
    await r.close.click();
    await expect(r.dialog).toBeHidden();
    await expect(summary).toContainText("8:30 PM");

    // Escape acts as 'Cerrar'.
    await summary.getByRole("button", { name: w.editDate }).click();
    await expect(r.date).toBeFocused();
    await r.people.fill("7");
    await page.keyboard.press("Escape");
    await expect(r.dialog).toBeHidden();
    await expect(summary).toContainText("4");

    // Editing and saving changes the summary.
    await summary.getByRole("button", { name: w.editTime }).click();
    await r.time.selectOption({ label: "9:45 PM" });
    await r.save.click();
    await expect(summary).toContainText("9:45 PM");

    // Unticking clears the reservation; ticking again starts empty.
    await f.reservation.uncheck();
    await expect(summary).toBeHidden();
    await f.reservation.check();
    await expect(r.date).toHaveValue("");
    await expect(r.time).toHaveValue("");
    // Closing with nothing saved leaves no reservation.
    await r.close.click();
    await expect(f.reservation).not.toBeChecked();
  });

  test(`Enter in the modal's fields saves the reservation and never sends the contact form around it (${lang})`, async ({ page }) => {
    await openContactForm(page, lang);
    const f = contactForm(page, lang);
    const r = modal(page, lang);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    await f.reservation.check();
    await r.date.press("Enter");
    await expect(r.alert).toHaveText(w.incomplete);
    await expect(r.dialog).toBeVisible();

    // A day of next month, as above: after 8:30 PM in Havana today's first free day offers no 8:30 PM.
    await r.dialog.getByRole("button", { name: w.chooseDate }).click();
    await expect(r.dialog.getByRole("grid")).toBeVisible();
    await r.dialog.locator(".rdp-button_next").click();
    await r.dialog.getByRole("grid").getByRole("button", { disabled: false }).first().click();
    await r.time.selectOption({ label: "8:30 PM" });
    await r.area.selectOption({ label: w.terrace });
    await r.people.fill("3");
    await r.people.press("Enter");
    await expect(r.dialog).toBeHidden();
    await expect(f.form.getByRole("table")).toContainText("8:30 PM");
    await expect(f.status).toBeEmpty();
    expect(posts).toEqual([]);
  });

  test(`choosing Balcón lowers the people to 2 and shows the note (${lang})`, async ({ page }) => {
    await openContactForm(page, lang);
    const f = contactForm(page, lang);
    const r = modal(page, lang);
    await f.reservation.check();
    await expect(r.dialog.getByText(w.balconyNote)).toBeHidden();
    await r.people.fill("5");
    await r.area.selectOption({ label: w.balcony });
    await expect(r.people).toHaveValue("2");
    await expect(r.people).toHaveAttribute("max", "2");
    await expect(r.dialog.getByText(w.balconyNote)).toBeVisible();
    await expect(r.people).toHaveAccessibleDescription(w.balconyNote);

    // Typing more than 2 anyway is refused on 'Guardar'.
    await r.people.fill("3");
    await r.date.fill("31/12/2099");
    await r.time.selectOption({ label: "1:00 PM" });
    await r.save.click();
    await expect(r.people).toHaveAccessibleDescription(new RegExp(w.balconyMax.replace(".", "\\.")));
    await expect(r.dialog).toBeVisible();

    // Another area lifts the cap.
    await r.area.selectOption({ label: w.terrace });
    await expect(r.people).toHaveAttribute("max", "25");
    await expect(r.dialog.getByText(w.balconyNote)).toBeHidden();
  });

  test(`the reset button clears the form and the reservation (${lang})`, async ({ page }) => {
    await openContactForm(page, lang);
    const f = contactForm(page, lang);
    const r = modal(page, lang);
    await f.name.fill("Ana");
    await f.comment.fill("Hola");
    await f.reservation.check();
    const year = new Date().getFullYear() + 1;
    await r.date.fill(`15/06/${year}`);
    await r.time.selectOption({ label: "7:00 AM" });
    await r.area.selectOption("Interior");
    await r.people.fill("2");
    await r.save.click();
    await expect(f.form.getByRole("table")).toBeVisible();

    await f.reset.click();
    await expect(f.name).toHaveValue("");
    await expect(f.comment).toHaveValue("");
    await expect(f.reservation).not.toBeChecked();
    await expect(f.form.getByRole("table")).toBeHidden();
  });
}
