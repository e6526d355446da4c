import { expect, test, expectAccessible } from "../support/e2e/fixtures.ts";
import { site, visit } from "../support/e2e/site-facts.ts";

// The owners' opening line (Restaurant details, docs/owners-guide.md) where guests read the hours:
// the footer of every public page, under its hours heading and above the weekly hours, in the
// page's language; at 375 px in Spanish and 1280 px in English. An emptied line shows nothing
// (tests/integration/restaurant-facts-public.test.ts, which changes the facts on a site of its own).

const cases = [
  { project: "mobile", lang: "es", path: "/es", heading: "Horario", hours: /Todos los días|Lunes|Domingo/ },
  { project: "desktop", lang: "en", path: "/menu", heading: "Opening hours", hours: /Every day|Monday|Sunday/ },
] as const;

for (const c of cases) {
  test(`${c.path}: the opening line in ${c.lang} under the footer's hours heading`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== c.project, `${c.lang} is looked at on the ${c.project} project`);
    await visit(page, c.path);
    const hours = page.getByRole("contentinfo").getByRole("region", { name: c.heading });
    await hours.scrollIntoViewIfNeeded();
    const line = hours.getByText(site.opening[c.lang], { exact: true });
    await expect(line).toBeVisible();
    // Between the heading and the week's hours, read in this order.
    const text = await hours.innerText();
    expect(text.indexOf(c.heading)).toBeLessThan(text.indexOf(site.opening[c.lang]));
    expect(text.slice(text.indexOf(site.opening[c.lang]))).toMatch(c.hours);
    // Inside the page's width: a long line wraps, it does not widen the page.
    const box = (await line.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectAccessible(page);
    await page.getByRole("contentinfo").screenshot({ path: testInfo.outputPath(`footer-${c.lang}.png`) });
  });
}
