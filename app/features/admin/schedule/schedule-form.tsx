import { getFieldsetProps, getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { fill } from "#app/lib/fill.ts";
import { weekdays } from "#app/booking/wall-time.ts";
import { areas } from "#app/booking/areas.ts";
import { EXCEPTION_LABEL_MAX_CHARS, EXCEPTIONS_MAX, PERIODS_PER_DAY_MAX } from "#app/features/schedule/rules/schedule-limits.ts";
import { scheduleIssueTexts } from "#app/features/schedule/rules/schedule-messages.ts";
import {
  emptyException,
  emptyPeriod,
  optionalLabelLanguages,
  SCHEDULE_BASED_ON_FIELD,
  scheduleSchema,
  type ScheduleFormValue,
} from "#app/features/schedule/rules/schedule-schema.ts";
import { exceptionLabelField } from "#app/booking/schedule.ts";
import { languageNamesInText } from "#app/lib/language-names.ts";
import type { Lang } from "#app/lib/lang.ts";
import { ErrorList, Field, CheckboxField } from "#app/ui/field.lazy.tsx";
import { adminFormError, adminLook } from "../shell/admin-look.ts";
import { useAdminText } from "../shell/use-admin-text.ts";
import { CharCounter, counterId } from "../shell/char-counter.tsx";

type PeriodFields = FieldMetadata<{ opens: string; closes: string }[]>;

/**
 * The schedule as one form (docs/product.md §17): weekly hours, exceptions, booking rules and
 * capacity. The schema of app/features/schedule/rules/ runs here while typing and again in the
 * action, which answers beside the same fields. Adding and removing periods and exceptions are
 * Conform's own intents: without JavaScript the server answers the form's new state.
 */
export function ScheduleForm({
  formRevision,
  basedOn,
  defaultValue,
  lastResult,
}: {
  /** The version this form's values started from (its identity while the owner edits). */
  formRevision: number;
  /** The version a save replaces: the server refuses it when a newer one exists. */
  basedOn: number;
  defaultValue: ScheduleFormValue;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { lang, t } = useAdminText();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `schedule-${formRevision}`,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: scheduleSchema, formatError: scheduleIssueTexts(lang) }),
  });
  const busy = navigation.state === "submitting" && !navigation.formData?.has("__intent__");
  const weekly = fields.weekly.getFieldset();
  const exceptions = fields.exceptions.getFieldList();
  const capacity = fields.capacity.getFieldset();

  const periodList = (list: PeriodFields, label: string, { saysClosed = true } = {}) => {
    const periods = list.getFieldList();
    return (
      <>
        {saysClosed && periods.length === 0 ? <p className="schedule-closed">{t.dayClosed}</p> : null}
        {periods.map((period, index) => {
          const p = period.getFieldset();
          return (
            <fieldset key={period.key} className="schedule-period">
              <legend className="admin-visually-hidden">{`${label} · ${fill(t.periodN, { n: index + 1 })}`}</legend>
              <Field field={p.opens} label={t.opens} look={adminLook}>
                <input {...getInputProps(p.opens, { type: "time" })} key={p.opens.key} step={900} />
              </Field>
              <Field field={p.closes} label={t.closes} look={adminLook}>
                <input {...getInputProps(p.closes, { type: "time" })} key={p.closes.key} step={900} />
              </Field>
              <button
                className="admin-button admin-button--small admin-button--quiet schedule-period__remove"
                aria-label={`${label}: ${fill(t.removePeriod, { n: index + 1 })}`}
                {...form.remove.getButtonProps({ name: list.name, index })}
              >
                {t.removeShort}
              </button>
            </fieldset>
          );
        })}
        <ErrorList of={list} className={adminLook.error} />
        {periods.length < PERIODS_PER_DAY_MAX ? (
          <button
            className="admin-button admin-button--small admin-button--quiet"
            aria-label={`${label}: ${t.addPeriod}`}
            {...form.insert.getButtonProps({ name: list.name, defaultValue: emptyPeriod })}
          >
            {t.addPeriod}
          </button>
        ) : null}
      </>
    );
  };

  const numberInput = (field: FieldMetadata<string>) => (aria: object) => (
    <input {...getInputProps(field, { type: "text" })} key={field.key} {...aria} inputMode="numeric" pattern="[0-9]*" autoComplete="off" />
  );

  return (
    <Form method="post" {...getFormProps(form)} className="admin-form schedule-form">
      {/* Enter in a field saves: a form's first submit button is the one Enter presses. */}
      <button type="submit" className="admin-visually-hidden" tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name={SCHEDULE_BASED_ON_FIELD} value={basedOn} />
      <ErrorList of={form} className={adminFormError} role="alert" />

      <section className="admin-card schedule-section" aria-labelledby="schedule-weekly">
        <h2 id="schedule-weekly">{t.weeklyTitle}</h2>
        <p className="admin-muted">{t.weeklyHint}</p>
        <div className="schedule-days">
          {weekdays.map((day) => {
            const list = weekly[day] as unknown as PeriodFields;
            const label = t[`day.${day}`];
            return (
              <fieldset key={day} {...getFieldsetProps(list)} className="schedule-day">
                <legend>{label}</legend>
                {periodList(list, label)}
              </fieldset>
            );
          })}
        </div>
      </section>

      <section className="admin-card schedule-section" aria-labelledby="schedule-exceptions">
        <h2 id="schedule-exceptions">{t.exceptionsTitle}</h2>
        <p className="admin-muted">{t.exceptionsHint}</p>
        {exceptions.length === 0 ? <p className="admin-muted">{t.noExceptions}</p> : null}
        {exceptions.map((exception, index) => {
          const e = exception.getFieldset();
          const title = fill(t.exceptionN, { n: index + 1 });
          return (
            <fieldset key={exception.key} className="schedule-exception">
              <legend>{title}</legend>
              <div className="schedule-pair">
                <Field field={e.from} label={t.exceptionFrom} look={adminLook}>
                  <input {...getInputProps(e.from, { type: "date" })} key={e.from.key} />
                </Field>
                <Field field={e.to} label={t.exceptionTo} look={adminLook}>
                  <input {...getInputProps(e.to, { type: "date" })} key={e.to.key} />
                </Field>
              </div>
              <CheckboxField field={e.closed} label={t.exceptionClosed} className="admin-check">
                <input {...getInputProps(e.closed, { type: "checkbox" })} key={e.closed.key} />
              </CheckboxField>
              <fieldset className="schedule-day">
                <legend>{t.exceptionHoursHint}</legend>
                {periodList(e.periods as unknown as PeriodFields, title, { saysClosed: false })}
              </fieldset>
              <div className="schedule-pair">
                <Field
                  field={e.labelEn}
                  label={t.exceptionLabelEn}
                  look={adminLook}
                  hint={t.exceptionLabelHint}
                  describedBy={counterId(e.labelEn.id)}
                  after={<CharCounter forId={e.labelEn.id} max={EXCEPTION_LABEL_MAX_CHARS} />}
                >
                  <input {...getInputProps(e.labelEn, { type: "text" })} key={e.labelEn.key} lang="en" />
                </Field>
                <Field
                  field={e.labelEs}
                  label={t.exceptionLabelEs}
                  look={adminLook}
                  describedBy={counterId(e.labelEs.id)}
                  after={<CharCounter forId={e.labelEs.id} max={EXCEPTION_LABEL_MAX_CHARS} />}
                >
                  <input {...getInputProps(e.labelEs, { type: "text" })} key={e.labelEs.key} lang="es" />
                </Field>
              </div>
              <OtherLabels fields={optionalLabelLanguages.map((l) => ({ lang: l, field: e[exceptionLabelField(l)] }))} />
              <button className="admin-button admin-button--small admin-button--danger" {...form.remove.getButtonProps({ name: fields.exceptions.name, index })}>
                {fill(t.removeException, { n: index + 1 })}
              </button>
            </fieldset>
          );
        })}
        <ErrorList of={fields.exceptions} className={adminLook.error} />
        {exceptions.length < EXCEPTIONS_MAX ? (
          <button className="admin-button admin-button--quiet" {...form.insert.getButtonProps({ name: fields.exceptions.name, defaultValue: emptyException })}>
            {t.addException}
          </button>
        ) : null}
      </section>

      <section className="admin-card schedule-section" aria-labelledby="schedule-rules">
        <h2 id="schedule-rules">{t.bookingRulesTitle}</h2>
        <div className="schedule-grid">
          <Field field={fields.lastSeatingMinutes} label={t.lastSeating} look={adminLook} hint={t.lastSeatingHint}>
            {numberInput(fields.lastSeatingMinutes)}
          </Field>
          <Field field={fields.noticeMinutes} label={t.notice} look={adminLook} hint={t.noticeHint}>
            {numberInput(fields.noticeMinutes)}
          </Field>
          <Field field={fields.maxDaysAhead} label={t.maxDaysAhead} look={adminLook} hint={t.maxDaysAheadHint}>
            {numberInput(fields.maxDaysAhead)}
          </Field>
          <Field field={fields.largePartyMin} label={t.largeParty} look={adminLook} hint={t.largePartyHint}>
            {numberInput(fields.largePartyMin)}
          </Field>
        </div>
      </section>

      <section className="admin-card schedule-section" aria-labelledby="schedule-capacity">
        <h2 id="schedule-capacity">{t.capacityTitle}</h2>
        <p className="admin-muted">{t.capacityHint}</p>
        <div className="schedule-grid">
          {areas.map((area) => {
            const field = capacity[area] as unknown as FieldMetadata<string>;
            return (
              <Field key={area} field={field} label={fill(t.capacityOf, { area })} look={adminLook}>
                {numberInput(field)}
              </Field>
            );
          })}
        </div>
      </section>

      <button className="admin-button schedule-save" type="submit" disabled={busy}>
        {busy ? t.saving : t.scheduleSave}
      </button>
    </Form>
  );
}

/**
 * An exception's labels in the guest languages the owners' area does not speak: optional, folded
 * away (a phone's screen is short), its summary saying how many are written; open when one of
 * them has an error, so the error is never hidden.
 */
function OtherLabels({ fields }: { fields: { lang: Lang; field: FieldMetadata<string | undefined> }[] }) {
  const { lang, t } = useAdminText();
  const names = languageNamesInText(lang);
  const written = fields.filter((f) => (f.field.value ?? "").trim() !== "").length;
  return (
    <details className="schedule-labels" open={fields.some((f) => (f.field.errors?.length ?? 0) > 0) || undefined}>
      <summary>{fill(t.exceptionLabelsOther, { written, total: fields.length })}</summary>
      <p className="admin-muted">{t.exceptionLabelsOtherHint}</p>
      <div className="schedule-pair">
        {fields.map(({ lang: l, field }) => (
          <Field
            key={l}
            field={field}
            label={fill(t.exceptionLabelIn, { language: names[l] })}
            look={adminLook}
            describedBy={counterId(field.id)}
            after={<CharCounter forId={field.id} max={EXCEPTION_LABEL_MAX_CHARS} />}
          >
            <input {...getInputProps(field, { type: "text" })} key={field.key} lang={l} />
          </Field>
        ))}
      </div>
    </details>
  );
}
