import { dayLegend, slotLabel, zoneCity, type BookingNotice } from "@/features/booking/display";
import type { BookingView } from "@/features/booking/service";
import type { Slot } from "@/features/booking/slots";
import { slotsByDay } from "@/features/booking/slots";
import { formatInstant } from "@/platform/business-hours/instant-format";
import { bookingCopy } from "@/features/booking/booking-copy";
import { otherTimeZone, timeZoneOptions } from "@/platform/business-hours/time-zones";
import { displayName } from "@/features/team/profile";
import { ActionForm } from "@/ui/action-form";

type FormAction = (previous: null, formData: FormData) => Promise<null>;

export interface BookingPanelProps {
  readonly view: Extract<BookingView, { state: "open" }>;
  /** The IANA zone every time is shown in: the buyer's from the form, or the one they chose here. */
  readonly zone: string;
  readonly notice: BookingNotice | null;
  /** The free times nearest one just refused, offered first. */
  readonly near: readonly Slot[];
  readonly bookAction: FormAction;
  readonly cancelAction: FormAction;
  /** Where the zone's GET form goes, and what it must carry to come back to the same page. */
  readonly zoneForm: { readonly action: string; readonly hidden: Readonly<Record<string, string>> };
}

const slotId = (prefix: string, slot: Slot) => `${prefix}-${slot.start.getTime()}`;

function SlotChoice({ slot, zone, prefix }: { readonly slot: Slot; readonly zone: string; readonly prefix: string }) {
  const id = slotId(prefix, slot);
  return (
    <div className="choice">
      <input className="choice__input" type="radio" id={id} name="start" value={slot.start.toISOString()} required />
      <label className="choice__label" htmlFor={id}>
        {slotLabel(slot.start, slot.end, zone)}
      </label>
    </div>
  );
}

function Notice({ notice, when }: { readonly notice: BookingNotice; readonly when: string }) {
  const text = notice.kind === "success" ? (notice.key === "canceled" ? bookingCopy.notices.canceled : bookingCopy.notices[notice.key](when)) : bookingCopy.errors[notice.key];
  return (
    <div className={`booking-notice booking-notice--${notice.kind}`} id="booking-notice" role={notice.kind === "error" ? "alert" : "status"} tabIndex={-1}>
      <p>{text}</p>
    </div>
  );
}

/**
 * The booking step: plain forms that work without JavaScript. The zone is changed by a GET form of its
 * own; the time, the kind of call and the number go in one POST; every radio's label names its zone.
 */
export function BookingPanel({ view, zone, notice, near, bookAction, cancelAction, zoneForm }: BookingPanelProps) {
  const { booking, slots, token, request, admin } = view;
  const booked = booking?.status === "booked" ? booking : null;
  const displayZone = { timeZone: zone, showOffset: false };
  const zoneName = zoneCity(zone);
  const days = slotsByDay(slots, zone);
  const when = booking ? formatInstant(new Date(booking.start), displayZone) : "";
  return (
    <section className="booking" aria-labelledby="booking-heading">
      <h2 id="booking-heading">{booked ? bookingCopy.moveHeading : bookingCopy.heading}</h2>
      {notice ? <Notice notice={notice} when={when} /> : null}
      {booking && !booked && notice?.key !== "canceled" ? <p className="booking__status">{bookingCopy.canceledStatus(when)}</p> : null}
      {booked ? (
        <table className="booking__current">
          <caption>{bookingCopy.currentCaption}</caption>
          <tbody>
            <tr>
              <th scope="row">{bookingCopy.currentLabels.when}</th>
              <td>{when}</td>
            </tr>
            <tr>
              <th scope="row">{bookingCopy.currentLabels.kind}</th>
              <td>{bookingCopy.kindShort[booked.kind]}</td>
            </tr>
            {admin ? (
              <tr>
                <th scope="row">{bookingCopy.currentLabels.with}</th>
                <td>{displayName(admin)}</td>
              </tr>
            ) : null}
            {booked.phone ? (
              <tr>
                <th scope="row">{bookingCopy.currentLabels.phone}</th>
                <td>{booked.phone}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ) : (
        <p>{bookingCopy.lead}</p>
      )}

      <form method="get" action={zoneForm.action} className="booking__zone" aria-labelledby="booking-zone-label">
        {Object.entries(zoneForm.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="field">
          <label className="field__label" htmlFor="booking-zone" id="booking-zone-label">
            {bookingCopy.zoneLabel}
          </label>
          <select className="field__control" id="booking-zone" name="zone" defaultValue={zone}>
            {timeZoneOptions
              .filter((option) => option.value !== otherTimeZone)
              .map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className="booking__button booking__button--secondary">
          {bookingCopy.zoneSubmit}
        </button>
      </form>

      {slots.length === 0 ? (
        <p className="booking__empty">{bookingCopy.noSlots}</p>
      ) : (
        <ActionForm action={bookAction} permalink={zoneForm.action} className="booking__form" aria-labelledby="booking-times-legend">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value={booked ? "move" : "book"} />
          <input type="hidden" name="zone" value={zone} />
          <fieldset className="booking__times" aria-describedby="booking-times-hint">
            <legend className="form-section__legend" id="booking-times-legend">
              {bookingCopy.slotsLegend}
            </legend>
            <p className="field__hint" id="booking-times-hint">
              {bookingCopy.slotsHint(zoneName)}
            </p>
            {near.length > 0 ? (
              <fieldset className="choice-group booking__day booking__day--near">
                <legend className="choice-group__legend">{bookingCopy.nearestCaption}</legend>
                <div className="choice-group__options booking__options">
                  {near.map((slot) => (
                    <SlotChoice key={slot.start.getTime()} slot={slot} zone={zone} prefix="near" />
                  ))}
                </div>
              </fieldset>
            ) : null}
            {days.map((day) => (
              <fieldset key={day.date} className="choice-group booking__day">
                <legend className="choice-group__legend">{dayLegend(day.date)}</legend>
                <div className="choice-group__options booking__options">
                  {day.slots.map((slot) => (
                    <SlotChoice key={slot.start.getTime()} slot={slot} zone={zone} prefix="slot" />
                  ))}
                </div>
              </fieldset>
            ))}
          </fieldset>
          <fieldset className="choice-group">
            <legend className="choice-group__legend">{bookingCopy.kindLegend}</legend>
            <div className="choice-group__options">
              {(["phone", "video"] as const).map((kind) => (
                <div className="choice" key={kind}>
                  <input className="choice__input" type="radio" id={`booking-kind-${kind}`} name="kind" value={kind} defaultChecked={(booked?.kind ?? "phone") === kind} />
                  <label className="choice__label" htmlFor={`booking-kind-${kind}`}>
                    {bookingCopy.kinds[kind]}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor="booking-phone">
              {bookingCopy.phoneLabel}
            </label>
            <p className="field__hint" id="booking-phone-hint">
              {bookingCopy.phoneHint}
            </p>
            <input
              className="field__control booking__phone"
              id="booking-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={32}
              defaultValue={booked?.phone ?? request.phone ?? ""}
              aria-describedby="booking-phone-hint"
            />
          </div>
          <button type="submit" className="booking__button">
            {booked ? bookingCopy.submitMove : bookingCopy.submitBook}
          </button>
        </ActionForm>
      )}

      {booked ? (
        <ActionForm action={cancelAction} permalink={zoneForm.action} className="booking__cancel" aria-labelledby="booking-cancel-heading">
          <h3 id="booking-cancel-heading">{bookingCopy.cancelHeading}</h3>
          <p>{bookingCopy.cancelNote}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="zone" value={zone} />
          <button type="submit" className="booking__button booking__button--secondary">
            {bookingCopy.cancelSubmit}
          </button>
        </ActionForm>
      ) : null}
    </section>
  );
}
