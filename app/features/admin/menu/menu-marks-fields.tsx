import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { allergenCodes, allergenMarks, dietCodes, dietMarks } from "#app/features/menu/rules/dietary-marks.ts";
import { ErrorList } from "#app/ui/field.lazy.tsx";
import { adminLook } from "../shell/admin-look.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import "#app/features/menu/marks/mark-badge.css";

type MarksFieldsProps = {
  diets: FieldMetadata<string[] | undefined>;
  allergens: FieldMetadata<string[] | undefined>;
};

/**
 * An item's dietary marks and allergens (docs/product.md §14.10) as checkboxes, folded in a
 * <details> so a phone shows one line until the owner opens it; open when one is refused.
 * Saved with the rest of the item; the menu's schema refuses unknown or contradictory marks.
 */
export function MenuMarksFields({ diets, allergens }: MarksFieldsProps) {
  const { lang, t } = useAdminText();
  const ticked = [...(diets.initialValue ?? []), ...(allergens.initialValue ?? [])].length;
  const invalid = Boolean(diets.errors?.length || allergens.errors?.length);
  const groups = [
    { field: diets, legend: t.dietsLegend, options: dietCodes.map((code) => ({ code, mark: dietMarks[code] })) },
    { field: allergens, legend: t.allergensLegend, options: allergenCodes.map((code) => ({ code, mark: allergenMarks[code] })) },
  ];
  return (
    <details className="admin-marks" open={invalid || undefined}>
      <summary>
        {t.marksSummary}
        {ticked > 0 ? ` (${ticked})` : ""}
      </summary>
      <p className="admin-muted admin-field__hint">{t.marksHint}</p>
      {groups.map(({ field, legend, options }) => {
        const boxes = getCollectionProps(field as FieldMetadata<string[]>, { type: "checkbox", options: options.map((o) => o.code) });
        return (
          <fieldset key={field.name} className="admin-marks__group" aria-describedby={field.errors?.length ? field.errorId : undefined}>
            <legend>{legend}</legend>
            <div className="admin-marks__options">
              {boxes.map((box, i) => {
                const { mark } = options[i]!;
                return (
                  <label key={box.key} className="admin-check admin-marks__option">
                    <input {...box} key={box.key} />
                    <span className="admin-marks__symbol mark-badge" aria-hidden="true">
                      {mark.symbol[lang]}
                    </span>
                    <span>{mark.word[lang]}</span>
                  </label>
                );
              })}
            </div>
            <ErrorList of={field} className={adminLook.error} />
          </fieldset>
        );
      })}
    </details>
  );
}
