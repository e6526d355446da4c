import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { menuCardTitlesSchema } from "#app/features/menu/rules/menu.ts";
import { perLangKey, type PerLang } from "#app/features/menu/rules/per-lang-shape.ts";
import { menuLimits } from "#app/features/menu/rules/menu-limits.ts";
import { menuIssueTexts } from "./menu-form.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { adminFormError } from "../shell/admin-look.ts";
import { ErrorList } from "#app/ui/field.lazy.tsx";
import { EnglishBesideSpanish, LaterLanguages } from "./text-lines.tsx";

export type MenuTitlesFormProps = {
  titles: PerLang<"title", string>;
  lastResult?: SubmissionResult<string[]>;
};

/** A card's title in every language (shown on its image, in the text menu and the PDF). */
export function MenuTitlesForm({ titles, lastResult }: MenuTitlesFormProps) {
  const { lang, t } = useAdminText();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `titles-${Object.values(titles).join("-")}`,
    lastResult,
    defaultValue: titles,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: menuCardTitlesSchema, formatError: menuIssueTexts(lang) }),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "titles";
  return (
    <Form method="post" {...getFormProps(form)} key={form.id} className="admin-form">
      <input type="hidden" name="formKey" value="titles" />
      <ErrorList of={form} className={adminFormError} role="alert" />
      <EnglishBesideSpanish en={fields.titleEn} es={fields.titleEs} labels={{ en: t.titleEnglish, es: t.titleSpanish }} max={menuLimits.titleMax} />
      <LaterLanguages texts={(other) => [{ field: fields[perLangKey("title", other)], label: t.otherLanguageTitle, english: fields.titleEn, max: menuLimits.titleMax }]} />
      <button className="admin-button" type="submit" name="intent" value="titles" disabled={busy}>
        {busy ? t.menuSaving : t.saveTitles}
      </button>
    </Form>
  );
}
