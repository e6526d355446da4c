import type { MenuMarksData } from "./menu-marks-data.ts";

/**
 * The visitor's filter (docs/product.md §14.10): a plain GET form (/menu?diet=vegetarian&without=nuts)
 * and a plain link back, so it works the same with or without JavaScript and adds none.
 * Folded, so a phone shows the dishes first; a filter that is on says so above it, with how
 * many dishes it leaves.
 */
export function MenuFilter({ marks, action }: { marks: MenuMarksData; action: string }) {
  const t = marks.texts;
  const groups = [
    { name: "diet", legend: t.suitableFor },
    { name: "without", legend: t.without },
  ] as const;
  return (
    <section className="menu-filter" aria-label={t.filterSummary}>
      {marks.ignored ? (
        <p className="menu-filter__message" role="status">
          {marks.ignored}
        </p>
      ) : null}
      {marks.result ? (
        <p className="menu-filter__message" role="status">
          {marks.result} <a href={action}>{t.showAll}</a>
        </p>
      ) : null}
      <details className="menu-filter__details">
        <summary>{t.filterSummary}</summary>
        <form method="get" action={action} className="menu-filter__form">
          {groups.map((group) => (
            <fieldset key={group.name}>
              <legend>{group.legend}</legend>
              {marks.options
                .filter((option) => option.name === group.name)
                .map((option) => (
                  <label key={option.value}>
                    <input type="checkbox" name={option.name} value={option.value} defaultChecked={option.checked} />
                    {option.label}
                  </label>
                ))}
            </fieldset>
          ))}
          <button type="submit" className="button menu-filter__apply">
            {t.apply}
          </button>
        </form>
      </details>
    </section>
  );
}
