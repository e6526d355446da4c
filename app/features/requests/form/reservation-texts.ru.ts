import type { reservationTexts } from "./reservation-texts.ts";

// Russian words of reservation-texts.ts (first translation, awaiting the owners' approval:
// docs/translations/ru.md).
// dateHint keeps the slashes: the date field reads dd/mm/yyyy only (app/booking/reservation-dates.ts),
// where a Russian guest would type dots (docs/translations/ru.md, open questions).
export const reservationTextsRu = {
  checkbox: "Хотите забронировать столик?",
  title: "Бронирование",
  date: "Дата",
  dateHint: "дд/мм/гггг",
  chooseDate: "Выберите дату в календаре",
  time: "Время",
  timeHint: "Время на Кубе (America/Havana)",
  chooseTime: "Выберите время",
  area: "Зона",
  chooseArea: "Выберите зону",
  people: "Гостей",
  save: "Сохранить",
  close: "Закрыть",
  edit: "Изменить",
  editDate: "Изменить дату",
  editTime: "Изменить время",
  editArea: "Изменить зону",
  editPeople: "Изменить число гостей",
  summary: "Ваше бронирование",
  inlineHint: "Заполните эти поля, если хотите забронировать столик.",
  "area.Balcón": "Балкон",
  "area.Interior": "Зал",
  "area.Terraza": "Терраса",
} as const satisfies (typeof reservationTexts)["en"];
