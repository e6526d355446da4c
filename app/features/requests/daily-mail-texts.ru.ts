import type { dailyMailTexts } from "./daily-mail-texts.ts";

// Russian words of daily-mail-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// The guest's reminder and, since the dictionary asks for every key, the owners' digest and
// Telegram words. Counts stand after a dash ("бронирований — {reservations}"), right for every number.
export const dailyMailTextsRu = {
  reminderSubject: "Ждём вас завтра: {date}, {time} – {site}",
  reminderIntro: "Напоминаем о вашем бронировании на завтра, {date}, в {time}: столик на {people} ({area}). Будем рады вас видеть.",
  reminderManage: "Посмотреть бронирование, отменить его или попросить что-то изменить:",
  reminderChange: "Если ваши планы изменятся, пожалуйста, сообщите нам: ответьте на это письмо, позвоните или воспользуйтесь ссылкой выше.",
  digestSubject: "Сегодня, {date}: бронирований — {reservations}, гостей — {covers} – {site}",
  digestIntro: "Доброе утро. Вот как выглядит день в {site}, {date} (время на Кубе).",
  digestToday: "Подтверждённые бронирования на сегодня",
  digestQuiet: "На сегодня подтверждённых бронирований нет.",
  digestCovers: "Гостей по зонам",
  digestTotal: "Итого",
  digestUnanswered: "Заявки, которые ждут ответа дольше {hours} ч",
  digestNoneUnanswered: "Ни одна заявка не ждёт ответа так долго.",
  digestReceived: "получена {when}",
  digestOpen: "Открыть во входящих",
  digestNoReservation: "сообщение, без бронирования",
  telegramReservation: "Новая заявка на бронирование",
  telegramContact: "Новое сообщение",
  telegramOpen: "Входящие",
} as const satisfies (typeof dailyMailTexts)["en"];
