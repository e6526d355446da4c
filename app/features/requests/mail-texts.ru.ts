import type { mailTexts } from "./mail-texts.ts";

// Russian words of mail-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// The owners' keys (owner…, decide…) are translated too, since the dictionary asks for
// every key, though the owners read their mails in OWNER_MAIL_LANG. {people} is "4 чел.": Russian
// counts need three noun forms (docs/translations/ru.md, "What the sentence shapes lack").
export const mailTextsRu = {
  ownerSubjectReservation: "Заявка на бронирование: {name}, {date}, {time}, гостей: {pax}",
  ownerSubjectContact: "Сообщение с сайта: {name}",
  ownerIntro: "Новая заявка с сайта, язык: {language}.",
  ownerReply: "Ответьте на это письмо, чтобы написать гостю ({name}).",
  "ownerGuestNotMailed.budget-sender":
    "Гостю НЕ отправлено письмо о том, что заявка получена, и ссылка для её просмотра или отмены: с этого подключения за час уже ушло столько таких писем, сколько сайт разрешает одному отправителю. Если заявка настоящая, напишите гостю сами.",
  "ownerGuestNotMailed.budget-recipient-day":
    "Гостю НЕ отправлено письмо о том, что заявка получена, и ссылка для её просмотра или отмены: на его адрес сегодня уже ушло писем с сайта: {n}. Если заявка настоящая, напишите гостю сами.",
  decideHeading: "Решите прямо из письма",
  decideConfirm: "Подтвердить бронирование",
  decideDecline: "Отклонить бронирование",
  decideHint:
    "Каждая ссылка открывает страницу с одной кнопкой для владельца, вошедшего в раздел владельцев (если вы не вошли, сначала попросит войти). Ссылки действуют до {until} (время на Кубе) и только пока по заявке не принято решение.",
  guestSubject: "Мы получили вашу заявку – {site}",
  greeting: "Здравствуйте, {name}!",
  acknowledgementGreeting: "Здравствуйте!",
  guestReceivedReservation:
    "Спасибо, что написали в {site}. Мы получили вашу заявку на бронирование: это пока заявка, а не забронированный столик. Она ещё не подтверждена: ресторан подтвердит её как можно скорее. Вы получите письмо с ответом.",
  guestReceivedContact: "Спасибо, что написали в {site}. Мы получили ваше сообщение и ответим как можно скорее.",
  guestFindUs: "Как нас найти",
  name: "Имя",
  phone: "Телефон",
  whatsapp: "WhatsApp",
  whatsappLink: "Написать в WhatsApp",
  email: "Эл. почта",
  country: "Страна",
  comment: "Комментарий",
  reservation: "Бронирование",
  date: "Дата",
  time: "Время",
  cubaTime: "время на Кубе",
  area: "Зона",
  people: "Гостей",
  yes: "да",
  no: "нет",
  none: "—",
  requestReference: "Номер заявки {reference}, получена {when} (время на Кубе).",
  address: "Адрес",
  // Russian's "one" takes 21, 31, 101… too (Intl.PluralRules, formats.count), so it names {n}.
  peopleOne: "{n} чел.",
  peopleOther: "{n} чел.",
  ownerLine: "Сообщение от ресторана:",
  "confirmed.subject": "Ваше бронирование подтверждено: {date}, {time} – {site}",
  "confirmed.reservation": "Ваше бронирование подтверждено: столик на {people}, {date}, в {time} ({area}). Будем рады вас видеть.",
  "confirmed.contact": "Ваша заявка в {site} подтверждена.",
  "declined.subject": "О вашей заявке на бронирование на {date} – {site}",
  "declined.reservation": "К сожалению, мы не можем принять ваше бронирование: столик на {people}, {date}, в {time} ({area}).",
  "declined.contact": "К сожалению, мы не можем принять вашу заявку.",
  "cancelled.subject": "Ваше бронирование на {date} отменено – {site}",
  "cancelled.reservation": "Ваше бронирование отменено: столик на {people}, {date}, в {time} ({area}).",
  "cancelled.contact": "Ваша заявка в {site} отменена.",
  statusQuestions: "Если у вас есть вопросы, ответьте на это письмо или позвоните нам.",
  calendarAttached: "Вложенный файл reservation.ics добавит бронирование в ваш календарь.",
  "ics.summary": "Столик в {site} ({people})",
  "ics.description": "{people}, {area}. Телефон: {phone}",
  manageLink: "Посмотреть или отменить заявку: {url}",
  manageLinkLabel: "Посмотреть или отменить заявку",
  "whatsapp.confirmed": "Здравствуйте, {name}! Ваш столик в {site} на {people}, {date}, в {time}, подтверждён. До скорой встречи!",
  "whatsapp.declined": "Здравствуйте, {name}! К сожалению, {site} не может принять ваше бронирование на {date}, {time}.",
  "whatsapp.cancelled": "Здравствуйте, {name}! Ваше бронирование в {site} на {date}, {time}, отменено.",
  "changed.subject": "Ваше бронирование изменено: {date}, {time} – {site}",
  "changed.reservation": "Ваше бронирование изменено. Теперь это столик на {people}, {date}, в {time} ({area}). Будем рады вас видеть.",
  calendarUpdated: "Вложенный файл reservation.ics обновит бронирование в вашем календаре.",
  replySubject: "Ваша заявка в {site}",
} as const satisfies (typeof mailTexts)["en"];
