import type { RequestStatus } from "#app/features/requests/rules/request-status.ts";

// Russian words of guest-status.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// The `ru` of each status's `label` and `explanation` in `guestStatusTexts`; the labels agree
// with "заявка" (a request), as the page's heading says.
export const guestStatusTextsRu = {
  new: {
    label: "Заявка получена",
    explanation: "Ресторан получил вашу заявку и скоро её подтвердит. До подтверждения это ещё не бронирование.",
  },
  confirmed: { label: "Подтверждена", explanation: "Ваш столик забронирован. Будем рады вас видеть." },
  declined: {
    label: "Не получилось",
    explanation: "Ресторан не смог принять эту заявку. Позвоните или напишите, чтобы подобрать другое время.",
  },
  cancelled: { label: "Отменена", explanation: "Эта заявка отменена." },
  "no-show": { label: "Закрыта", explanation: "Это бронирование закрыто." },
  done: { label: "Завершена", explanation: "Спасибо, что были у нас!" },
} as const satisfies Record<RequestStatus, { label: string; explanation: string }>;
