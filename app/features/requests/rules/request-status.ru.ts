import type { RequestStatus } from "./request-status.ts";

// Russian words of request-status.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// The `ru` of each status's `label` and `action` in `requestStatusRules`: the owners' inbox
// reads them (it stays in Spanish and English), but the fields are typed over every guest language.
export const requestStatusWordsRu = {
  new: { label: "Новая", action: "Отметить как новую" },
  confirmed: { label: "Подтверждена", action: "Подтвердить" },
  declined: { label: "Отклонена", action: "Отклонить" },
  cancelled: { label: "Отменена", action: "Отменить бронь" },
  "no-show": { label: "Гость не пришёл", action: "Отметить неявку" },
  done: { label: "Выполнена", action: "Отметить как выполненную" },
} as const satisfies Record<RequestStatus, { label: string; action: string }>;
