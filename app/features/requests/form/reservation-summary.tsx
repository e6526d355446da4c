import type { Reservation } from "../rules/contact-request.ts";
import { formatReservationDate } from "#app/booking/reservation-dates.ts";
import { storedTimeLabel } from "#app/lib/clock.ts";
import type { DraftField } from "./reservation-draft.ts";
import { areaLabel } from "./area-label.ts";
import type { ReservationTexts } from "./reservation-texts.ts";

/** The saved reservation under the checkbox (docs/product.md §4), each row with an edit button that reopens the modal. */
export function ReservationSummary({ t, reservation, onEdit }: { t: ReservationTexts; reservation: Reservation; onEdit(field: DraftField): void }) {
  const rows: { field: DraftField; label: string; value: string; edit: string }[] = [
    { field: "fecha", label: t.date, value: formatReservationDate(reservation.date), edit: t.editDate },
    { field: "hora", label: t.time, value: storedTimeLabel(reservation.time), edit: t.editTime },
    { field: "area", label: t.area, value: areaLabel(t, reservation.area), edit: t.editArea },
    { field: "pax", label: t.people, value: String(reservation.pax), edit: t.editPeople },
  ];
  return (
    <table className="reservation-summary">
      <caption>{t.summary}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
            <td>
              <button type="button" className="button-link" aria-label={row.edit} onClick={() => onEdit(row.field)}>
                {t.edit}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
