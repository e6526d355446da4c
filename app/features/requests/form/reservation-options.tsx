import { to12HourLabel } from "#app/lib/clock.ts";
import type { WallTime } from "#app/booking/wall-time.ts";
import { areas } from "#app/booking/areas.ts";
import { areaLabel } from "./area-label.ts";
import type { ReservationTexts } from "./reservation-texts.ts";

// The choices of the reservation's time and area selects, the same in the modal and in the
// form without JavaScript: a prompt, then the slots the schedule offers (app/booking/bookable-slots.ts)
// or every area (app/booking/areas.ts).

type TimeOptionsProps = {
  t: ReservationTexts;
  /** The slots to offer, "HH:mm", from the schedule (app/booking/bookable-slots.ts). */
  slots: readonly WallTime[];
  /** Slots shown but not choosable, with the mark after their time ("(full)"). */
  marked?: ReadonlyMap<WallTime, string>;
};

export function TimeOptions({ t, slots, marked }: TimeOptionsProps) {
  return (
    <>
      <option value="">{t.chooseTime}</option>
      {slots.map((time) => {
        const mark = marked?.get(time);
        return (
          <option key={time} value={time} disabled={mark !== undefined}>
            {mark ? `${to12HourLabel(time)} ${mark}` : to12HourLabel(time)}
          </option>
        );
      })}
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
