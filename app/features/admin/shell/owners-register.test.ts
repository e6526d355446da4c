import { describe, expect, it } from "vitest";
import { adminText } from "./dictionary.ts";
import { charCounterTexts } from "./char-counter-texts.ts";
import { decideTexts } from "../decide/decide-texts.ts";
import { guestLinkTexts } from "../inbox/guest-link-texts.ts";
import { alertTexts } from "#app/features/alerts/alert-texts.ts";
import { scheduleMessages } from "#app/features/schedule/rules/schedule-messages.ts";
import { menuMessages } from "#app/features/menu/rules/menu-messages.ts";
import { specialsMessages } from "#app/features/menu/rules/specials-messages.ts";
import { mailTexts } from "#app/features/requests/mail-texts.ts";
import { dailyMailTexts } from "#app/features/requests/daily-mail-texts.ts";

// The owners' Spanish speaks to the owner as tú (docs/contributing.md, the dictionaries):
// a short list of telltale usted forms, each one found in these texts once and swept. What the
// guest reads (the printed table card's lines, the guests' mails) is not the owners' and not read here.
// The menu's rules' messages are shown only in the owners' menu editor, so they are the owners' too.

const telltales = [
  /\busted(es)?\b/i,
  /\bsu (contraseña|cambio|línea personal|teléfono)\b/i,
  /\bsus cambios\b/i,
  /\b(escriba|elija|indique|marque|vacíe|compruebe|corrija|recargue|inicie|quite|pruebe|use|pida|conteste)\b/i,
  /\b(inténtelo|guárdelo|déjelo|vacíela|redúzcala|escríbalos)\b/i,
  /\bvuelva a (intentarlo|hacer)\b/i,
  /\b(ha cerrado la sesión|lo abrió)\b/i,
];

const owners = (prefix: string, texts: Record<string, string>, keep: (key: string) => boolean = () => true) =>
  Object.entries(texts)
    .filter(([key]) => keep(key))
    .map(([key, text]) => [`${prefix}.${key}`, text] as const);

const ownersSpanish = [
  ...owners("admin", adminText.es, (key) => !/^card[A-Z]/.test(key)),
  ...owners("counter", charCounterTexts.es),
  ...owners("decide", decideTexts.es),
  ...owners("guestLink", guestLinkTexts.es),
  ...owners("alert", alertTexts.es),
  ...owners("schedule", scheduleMessages.es),
  ...owners("menu", menuMessages.es),
  ...owners("specials", specialsMessages.es),
  ...owners("mail", mailTexts.es, (key) => key.startsWith("owner") || key.startsWith("decide")),
  ...owners("daily", dailyMailTexts.es, (key) => key.startsWith("digest") || key.startsWith("telegram")),
];

describe("the owners' Spanish", () => {
  it("speaks to the owner as tú, never as usted", () => {
    const usted = ownersSpanish.filter(([, text]) => telltales.some((t) => t.test(text))).map(([key]) => key);
    expect(usted).toEqual([]);
  });

  it("reads enough texts to mean something", () => {
    expect(ownersSpanish.length).toBeGreaterThan(300);
  });
});
