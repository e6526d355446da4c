import { areas } from "../rules/areas";
import { timeSlots } from "../rules/time-slots";
import { areaLabel, type ReservationTexts } from "./reservation-texts";

// The choices of the reservation's time and area selects, the same in the modal and in the
// form without JavaScript: a prompt, then every slot (rules/time-slots.ts) or area (rules/areas.ts).

export function TimeOptions({ t }: { t: ReservationTexts }) {
  return (
    <>
      <option value="">{t.chooseTime}</option>
      {timeSlots.map((slot) => (
        <option key={slot.value} value={slot.value}>
          {slot.label}
        </option>
      ))}
    </>
  );
}

export function AreaOptions({ t }: { t: ReservationTexts }) {
  return (
    <>
      <option value="">{t.chooseArea}</option>
      {areas.map((area) => (
        <option key={area} value={area}>
          {areaLabel(t, area)}
        </option>
      ))}
    </>
  );
}
