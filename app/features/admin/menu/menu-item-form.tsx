import { getFieldsetProps, getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { menuItemSchema } from "#app/features/menu/rules/menu.ts";
import { menuLimits } from "#app/features/menu/rules/menu-limits.ts";
import { fill } from "#app/lib/fill.ts";
import { emptyPrice, menuIssueTexts, type ItemFormValue } from "./menu-form.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { adminFormError, adminLook } from "../shell/admin-look.ts";
import { ErrorList, Field } from "#app/ui/field.lazy.tsx";
import { MenuMarksFields } from "./menu-marks-fields.tsx";
import { perLangKey } from "#app/features/menu/rules/per-lang-shape.ts";
import { EnglishBesideSpanish, EuroLine, LaterLanguages, MenuText } from "./text-lines.tsx";

export type MenuItemFormProps = {
  /** Names the form in the action's answer: "item-12", or "add" for a new item. */
  formKey: string;
  /** Changes whenever the saved item changes, so the form starts again from it. */
  revision: string;
  defaultValue: ItemFormValue;
  /** The stored item's id; absent for the form that adds one. */
  itemId?: number;
  lastResult?: SubmissionResult<string[]>;
  /** The item's name in the area's language, for the remove button's label. */
  name?: string;
};

/**
 * One menu item, English beside Spanish, the site's other languages folded below them
 * (docs/product.md §14.5): names, descriptions and prices.
 * The menu's schema runs here while typing and again on the server, which answers its
 * errors beside the same fields. Adding and removing prices works without JavaScript too.
 */
export function MenuItemForm({ formKey, revision, defaultValue, itemId, lastResult, name }: MenuItemFormProps) {
  const { lang, t } = useAdminText();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `${formKey}-${revision}`,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: menuItemSchema, formatError: menuIssueTexts(lang) }),
  });
  const intent = itemId === undefined ? "add" : "save";
  const busy = navigation.state !== "idle" && navigation.formData?.get("formKey") === formKey && navigation.formData.get("intent") === intent;
  const prices = fields.prices.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} key={form.id} className="admin-form admin-menu-form">
      {/* Enter in a field saves: a form's first submit button is the one Enter presses. */}
      <button type="submit" name="intent" value={intent} className="admin-visually-hidden" tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="formKey" value={formKey} />
      {itemId !== undefined ? <input type="hidden" name="itemId" value={itemId} /> : null}
      <ErrorList of={form} className={adminFormError} role="alert" />
      <EnglishBesideSpanish en={fields.nameEn} es={fields.nameEs} labels={{ en: t.nameEnglish, es: t.nameSpanish }} max={menuLimits.nameMax} />
      <EnglishBesideSpanish
        en={fields.descriptionEn}
        es={fields.descriptionEs}
        labels={{ en: t.descriptionEnglish, es: t.descriptionSpanish }}
        max={menuLimits.descriptionMax}
        rows={2}
      />
      <fieldset {...getFieldsetProps(fields.prices)} className="admin-prices">
        <legend>{t.pricesLegend}</legend>
        <p className="admin-muted admin-field__hint">{t.pricesHint}</p>
        {prices.map((price, index) => {
          const p = price.getFieldset();
          return (
            <fieldset key={price.key} className="admin-price">
              <legend>{fill(t.priceN, { n: index + 1 })}</legend>
              <Field field={p.eur} label={t.priceEur} look={adminLook} className="admin-price__amount">
                <EuroLine field={p.eur} lang={lang} />
              </Field>
              <MenuText field={p.labelEn} label={t.labelEnglish} lang="en" max={menuLimits.labelMax} />
              <MenuText field={p.labelEs} label={t.labelSpanish} lang="es" max={menuLimits.labelMax} />
              {prices.length > 1 ? (
                <button
                  className="admin-button admin-button--small admin-button--quiet admin-price__remove"
                  {...form.remove.getButtonProps({ name: fields.prices.name, index })}
                >
                  {fill(t.removePrice, { n: index + 1 })}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        <ErrorList of={fields.prices} className={adminLook.error} />
        {prices.length < menuLimits.pricesPerItemMax ? (
          <button
            className="admin-button admin-button--small admin-button--quiet"
            {...form.insert.getButtonProps({ name: fields.prices.name, defaultValue: emptyPrice })}
          >
            {t.addPrice}
          </button>
        ) : null}
      </fieldset>
      <LaterLanguages
        texts={(other) => [
          { field: fields[perLangKey("name", other)], label: t.otherLanguageName, english: fields.nameEn, max: menuLimits.nameMax },
          { field: fields[perLangKey("description", other)], label: t.otherLanguageDescription, english: fields.descriptionEn, max: menuLimits.descriptionMax, rows: 2 },
          ...prices.map((price, index) => {
            const p = price.getFieldset();
            return { field: p[perLangKey("label", other)], label: t.otherLanguageLabel, n: index + 1, english: p.labelEn, max: menuLimits.labelMax };
          }),
        ]}
      />
      <MenuMarksFields diets={fields.diets} allergens={fields.allergens} />
      <div className="admin-menu-form__actions">
        <button className="admin-button" type="submit" name="intent" value={intent} disabled={busy}>
          {busy ? t.menuSaving : itemId === undefined ? t.addItemSubmit : t.saveItem}
        </button>
        {itemId !== undefined ? (
          <button
            className="admin-button admin-button--danger"
            type="submit"
            name="intent"
            value="remove"
            formNoValidate
            aria-label={name ? `${t.removeItem}: ${name}` : undefined}
          >
            {t.removeItem}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
