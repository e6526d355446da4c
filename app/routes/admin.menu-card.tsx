import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin.menu-card";
import {
  isMenuCardId,
  cardTitle,
  cardTitles,
  itemName,
  menuCardTitlesSchema,
  menuItemSchema,
  type MenuCard,
  type MenuCardId,
  type MenuItem,
} from "../features/menu/rules/menu.ts";
import { menuMessages } from "../features/menu/rules/menu-messages.ts";
import { ADMIN_FORM_MAX_BYTES } from "../features/admin/rules/admin-limits.ts";
import { FORM_TYPES, readForm, refusalStatus } from "../request-body.server.ts";
import { fill } from "../lib/fill.ts";
import { adminText } from "../features/admin/shell/dictionary.ts";
import { countText } from "../features/admin/shell/count-text.ts";
import { adminWordsIn } from "../features/admin/shell/admin-words.ts";
import { ownerOf } from "../features/admin/sign-in/guard.server.ts";
import { emptyItem, itemInput, menuIssueTexts } from "../features/admin/menu/menu-form.ts";
import { MenuItemForm } from "../features/admin/menu/menu-item-form.tsx";
import { MenuItemRow } from "../features/admin/menu/menu-item-row.tsx";
import { MenuTitlesForm } from "../features/admin/menu/menu-titles-form.tsx";
import { OtherLanguageTitles } from "#app/features/admin/menu/other-language-titles.tsx";
import { adminHref } from "../lib/admin-paths.ts";
import { useAdminText } from "../features/admin/shell/use-admin-text.ts";
import { siteNameIn } from "../shell/content/root-data.ts";
import { ownerLangFromPathname, localizePath, type OwnerLang } from "../lib/lang.ts";
import { localizeMenu } from "../features/menu/localized-menu.ts";
import { readMenu } from "../features/menu/store/menu-read.server.ts";
import {
  addMenuItem,
  moveMenuItem,
  removeMenuItem,
  renameMenuCard,
  updateMenuItem,
  type MenuSave,
} from "../features/menu/store/menu-write.server.ts";
import { notTodayAction, notTodayOfCard } from "../features/admin/menu/not-today-action.server.ts";
import { ActionAnswer } from "../features/admin/shell/action-answer.tsx";
import "../features/admin/menu/menu-editor.css";

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const lang = ownerLangFromPathname(location.pathname);
  const t = adminWordsIn(matches);
  if (!t) return [];
  const title = loaderData ? cardTitle(loaderData.card, lang) : t.menuTitle;
  return [{ title: `${title} · ${t.menuTitle} · ${t.areaName} · ${siteNameIn(matches)}` }];
}

async function cardOf(request: Request, id: string) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const card = isMenuCardId(id) ? (await readMenu()).cards.find((c) => c.id === id) : undefined;
  if (!card) throw data(adminText[lang].cardNotFound, { status: 404 });
  return card;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const card = await cardOf(request, params.card);
  // Prices formatted here, so the server's HTML and the browser's hydration agree.
  return { card, shown: localizeMenu([card], lang)[0]!, notToday: await notTodayOfCard(card) };
}

export type MenuCardActionResult = {
  /** Which form the answer belongs to: "titles", "add", "item-<id>". */
  formKey?: string;
  result?: SubmissionResult<string[]>;
  notice?: string;
  error?: string;
  /** After a removal: what puts the item back where it was. */
  undo?: { item: string; position: number };
  /** After a move: which button keeps the focus. */
  moved?: { itemId: number; direction: "up" | "down" };
};

function saved(result: Extract<MenuSave, { ok: true }>, notice: string, lang: OwnerLang): string {
  return result.files ? notice : adminText[lang].filesNotRedrawn;
}

/** What the store refused (an item deleted meanwhile, a full card): an error of the whole form. */
function refusal(result: Extract<MenuSave, { ok: false }>, lang: OwnerLang) {
  return { formErrors: result.errors.map((error) => error.message[lang]) };
}

/** What one intent's handler knows: the card, the sent form and the item it names, if any. */
type MenuCardRequest = {
  form: FormData;
  intent: FormDataEntryValue | null;
  formKey: string;
  lang: OwnerLang;
  t: (typeof adminText)[OwnerLang];
  by: string;
  card: MenuCard;
  cardId: MenuCardId;
  itemId: number;
  /** The named item's place on the card (-1 when it is not there). */
  index: number;
  item: MenuItem | undefined;
};

type MenuCardAnswer = MenuCardActionResult | ReturnType<typeof data<MenuCardActionResult>>;

/** The item was deleted or moved meanwhile (another owner's save): nothing to do. */
function stale({ lang }: MenuCardRequest) {
  return data<MenuCardActionResult>({ error: menuMessages[lang].unknownItem }, { status: 409 });
}

async function renameCard(request: MenuCardRequest): Promise<MenuCardAnswer> {
  const { form, formKey, lang, t, by, cardId } = request;
  const submission = parseWithZod(form, { schema: menuCardTitlesSchema, formatError: menuIssueTexts(lang) });
  if (submission.status !== "success") return data<MenuCardActionResult>({ formKey, result: submission.reply() }, { status: 400 });
  const result = await renameMenuCard(cardId, submission.value, by);
  if (!result.ok) return data<MenuCardActionResult>({ formKey, result: submission.reply(refusal(result, lang)) }, { status: 400 });
  return { formKey, result: submission.reply({ resetForm: true }), notice: saved(result, t.titlesSaved, lang) } satisfies MenuCardActionResult;
}

async function switchItemNotToday(request: MenuCardRequest): Promise<MenuCardAnswer> {
  const { form, formKey, lang, item } = request;
  if (!item) return stale(request);
  return notTodayAction(item, form.get("notToday") === "on", formKey, lang);
}

async function moveItem(request: MenuCardRequest, direction: "up" | "down"): Promise<MenuCardAnswer> {
  const { formKey, lang, t, by, card, itemId, index, item } = request;
  if (!item) return stale(request);
  const target = direction === "up" ? index - 1 : index + 1;
  const position = Math.max(0, Math.min(target, card.items.length - 1));
  if (position !== index) {
    const result = await moveMenuItem(itemId, position, by);
    if (!result.ok) return stale(request);
  }
  const name = itemName(item, lang);
  return {
    formKey,
    notice: fill(t.itemMoved, { name, position: position + 1, count: card.items.length }),
    moved: { itemId, direction },
  } satisfies MenuCardActionResult;
}

async function removeItem(request: MenuCardRequest): Promise<MenuCardAnswer> {
  const { lang, t, by, itemId, index, item } = request;
  if (!item) return stale(request);
  const result = await removeMenuItem(itemId, by);
  if (!result.ok) return stale(request);
  const name = itemName(item, lang);
  return { notice: fill(t.itemRemoved, { name }), undo: { item: JSON.stringify(itemInput(item)), position: index } } satisfies MenuCardActionResult;
}

async function restoreItem(request: MenuCardRequest): Promise<MenuCardAnswer> {
  const { form, lang, t, by, cardId } = request;
  let sent: unknown;
  try {
    sent = JSON.parse(String(form.get("item") ?? ""));
  } catch {
    return data<MenuCardActionResult>({ error: t.actionRefused }, { status: 400 });
  }
  // The removed item as the page kept it: parsed with the item form's schema, like a new one.
  const restored = menuItemSchema.safeParse(sent);
  if (!restored.success) return data<MenuCardActionResult>({ error: menuIssueTexts(lang)(restored.error.issues)[0] ?? t.actionRefused }, { status: 400 });
  const result = await addMenuItem(cardId, restored.data, by, Number(form.get("position")));
  if (!result.ok) return data<MenuCardActionResult>({ error: result.errors[0]?.message[lang] ?? t.actionRefused }, { status: 400 });
  const name = itemName(restored.data, lang);
  return { notice: saved(result, fill(t.itemRestored, { name }), lang) } satisfies MenuCardActionResult;
}

// An item's form: saved ("save"), added ("add"), or one of Conform's own intents (a
// price added or removed without JavaScript), which only answers the form's new state.
async function saveItemForm(request: MenuCardRequest): Promise<MenuCardAnswer> {
  const { form, intent, formKey, lang, t, by, cardId, itemId } = request;
  const submission = parseWithZod(form, { schema: menuItemSchema, formatError: menuIssueTexts(lang) });
  if (submission.status !== "success" || (intent !== "save" && intent !== "add")) {
    return data<MenuCardActionResult>({ formKey, result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const result = intent === "add" ? await addMenuItem(cardId, submission.value, by) : await updateMenuItem(itemId, submission.value, by);
  if (!result.ok) return data<MenuCardActionResult>({ formKey, result: submission.reply(refusal(result, lang)) }, { status: 400 });
  const name = itemName(submission.value, lang);
  const notice = intent === "add" ? fill(t.itemAdded, { name }) : t.itemSaved;
  return { formKey, result: submission.reply({ resetForm: true }), notice: saved(result, notice, lang) } satisfies MenuCardActionResult;
}

/** The buttons' intents, each with its handler; an item's form ("save", "add") is told by its formKey. */
const intentHandlers = {
  titles: renameCard,
  "not-today": switchItemNotToday,
  up: (request: MenuCardRequest) => moveItem(request, "up"),
  down: (request: MenuCardRequest) => moveItem(request, "down"),
  remove: removeItem,
  undo: restoreItem,
} satisfies Record<string, (request: MenuCardRequest) => Promise<MenuCardAnswer>>;

function isHandledIntent(intent: FormDataEntryValue | null): intent is keyof typeof intentHandlers {
  return typeof intent === "string" && Object.hasOwn(intentHandlers, intent);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = ownerLangFromPathname(new URL(request.url).pathname);
  const t = adminText[lang];
  const by = ownerOf(context).email;
  const card = await cardOf(request, params.card);
  const read = await readForm(request, { maxBytes: ADMIN_FORM_MAX_BYTES, types: FORM_TYPES });
  if (!read.ok) return data<MenuCardActionResult>({ error: t.actionRefused }, { status: refusalStatus(read.reason) });
  const form = read.formData;
  const intent = form.get("intent");
  const formKey = String(form.get("formKey") ?? "");
  const itemId = Number(form.get("itemId"));
  const index = card.items.findIndex((i) => i.id === itemId);
  const item = card.items[index];
  const sent: MenuCardRequest = { form, intent, formKey, lang, t, by, card, cardId: card.id, itemId, index, item };

  if (isHandledIntent(intent)) return intentHandlers[intent](sent);
  if (formKey === "add" || (formKey.startsWith("item-") && item)) return saveItemForm(sent);
  return formKey.startsWith("item-") ? stale(sent) : data<MenuCardActionResult>({ error: t.actionRefused }, { status: 400 });
}

export default function MenuCardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useAdminText();
  const { card, shown } = loaderData;
  const title = cardTitle(card, lang);
  const answer = actionData as MenuCardActionResult | undefined;
  const resultFor = (formKey: string) => (answer?.formKey === formKey ? answer.result : undefined);
  const noticeFor = (formKey: string) => (answer?.formKey === formKey ? answer.notice : undefined);
  const listNotice = useRef<HTMLDivElement>(null);

  // Keyboard and screen-reader users stay where they were: after a move, on the button
  // they pressed (the item moved under it); after a removal, on the message with 'Undo'.
  useEffect(() => {
    if (answer?.moved) document.getElementById(`move-${answer.moved.direction}-${answer.moved.itemId}`)?.focus();
    else if (answer?.undo) listNotice.current?.focus();
  }, [answer]);

  return (
    <>
      <p className="admin-back">
        <Link to={adminHref(lang, "/menu")}>← {t.allCards}</Link>
      </p>
      <div className="admin-title">
        <h1 className="admin-break">{title}</h1>
        <p className="admin-muted">
          <OtherLanguageTitles card={card} lang={lang} />
          {countText(t, "items", card.items.length)} · <a href={`${localizePath("/menu", lang)}#menu-card-${card.id}`}>{t.viewPublicMenu}</a>
        </p>
      </div>

      <section className="admin-card" aria-labelledby="card-titles">
        <h2 id="card-titles">{t.cardTitle}</h2>
        <ActionAnswer notice={noticeFor("titles")} />
        <MenuTitlesForm titles={cardTitles(card)} lastResult={resultFor("titles")} />
      </section>

      <section className="admin-section" aria-labelledby="card-items">
        <h2 id="card-items">{t.menuItems}</h2>
        <div ref={listNotice} tabIndex={-1} className="admin-menu-list-notice">
          {answer?.error ? (
            <p className="admin-error" role="alert">
              {answer.error}
            </p>
          ) : null}
          {answer?.notice && !answer.formKey ? (
            <div className="admin-notice admin-menu-undo" role="status">
              <p>{answer.notice}</p>
              {answer.undo ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="undo" />
                  <input type="hidden" name="item" value={answer.undo.item} />
                  <input type="hidden" name="position" value={answer.undo.position} />
                  <button className="admin-button admin-button--small" type="submit">
                    {t.undoRemove}
                  </button>
                </Form>
              ) : null}
            </div>
          ) : null}
        </div>
        {card.items.length === 0 ? <p className="admin-empty">{t.noItems}</p> : null}
        <ol className="admin-menu-items">
          {card.items.map((item, index) => (
            <MenuItemRow
              key={item.id}
              item={item}
              shown={shown.items[index]!}
              index={index}
              count={card.items.length}
              lastResult={resultFor(`item-${item.id}`)}
              notice={noticeFor(`item-${item.id}`)}
              notTodayUntil={loaderData.notToday[item.id] ?? null}
            />
          ))}
        </ol>
      </section>

      <section className="admin-card" aria-labelledby="add-item">
        <h2 id="add-item">{t.addItem}</h2>
        <ActionAnswer notice={noticeFor("add")} />
        <MenuItemForm formKey="add" revision={String(card.items.length)} defaultValue={emptyItem} lastResult={resultFor("add")} />
      </section>
    </>
  );
}
