import Link from "next/link";
import { bookingCopy } from "@/features/booking/booking-copy";
import { bookingPlacePath, clockLabel, dayLegend, dayName, slotLabelParts, zoneCity, zoneNameAt, type BookingNotice, type BookingPlace } from "@/features/booking/display";
import { bookingIds, type BookingPageState } from "@/features/booking/page-state";
import type { BookingView } from "@/features/booking/service";
import { callSettings, type Slot } from "@/features/booking/slots";
import { formatInstant } from "@/platform/business-hours/instant-format";
import { otherTimeZone, timeZoneOptions } from "@/platform/business-hours/time-zones";
import { ActionForm } from "@/ui/action-form";
import { ArrivalFocus } from "@/features/booking/components/arrival-focus";

type FormAction = (previous: null, formData: FormData) => Promise<null>;

export interface BookingPanelProps {
  readonly view: Extract<BookingView, { state: "open" }>;
  readonly state: BookingPageState;
  /** The page the step is on: its links (a day, the cancellation's second step) and its forms come back to it. */
  readonly place: BookingPlace;
  readonly bookAction: FormAction;
  readonly cancelAction: FormAction;
  readonly zoneAction: FormAction;
  /** New on every render: lets the arrival focus run again when a post lands on the same address. */
  readonly stamp: string;
}

const errorId = (field: string) => `${field}-error`;

/** The hidden fields every post carries: the link, and the page to come back to. */
function PlaceFields({ token, place }: { readonly token: string; readonly place: BookingPlace }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="page" value={place.page} />
      {place.page === "sent" ? <input type="hidden" name="reference" value={place.reference} /> : null}
    </>
  );
}

function FieldError({ id, message }: { readonly id: string; readonly message: string }) {
  return (
    <p className="field__error" id={id}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}

function SlotChoice({ slot, zone, checked, invalid }: { readonly slot: Slot; readonly zone: string; readonly checked: boolean; readonly invalid: boolean }) {
  const id = `slot-${slot.start.getTime()}`;
  const label = slotLabelParts(slot.start, slot.end, zone);
  return (
    <div className="choice booking__slot">
      <input
        className="choice__input"
        type="radio"
        id={id}
        name="start"
        value={slot.start.toISOString()}
        required
        defaultChecked={checked}
        // Radios carry no aria-invalid (ARIA gives them none): each says the reason instead, as the request form's do.
        aria-describedby={invalid ? errorId(bookingIds.times) : undefined}
      />
      <label className="choice__label" htmlFor={id}>
        {label.shown}
        <span className="visually-hidden">{label.rest}</span>
      </label>
    </div>
  );
}

/**
 * The outcome of a post. A refusal is a summary in the request form's pattern (a region named for the
 * problem, its message a link to the field, focused on arrival); a success is a group named by its message,
 * focused on arrival. Neither is a live region as well, which would say the same words a second time.
 */
function Outcome({ notice, when, zone, invalid, firstTime }: { readonly notice: BookingNotice; readonly when: string; readonly zone: string; readonly invalid: BookingPageState["invalid"]; readonly firstTime: string | null }) {
  if (notice.kind === "error") {
    const message = bookingCopy.errors[notice.key];
    const target = invalid === "times" ? firstTime : invalid ? { phone: bookingIds.phone, zone: bookingIds.zone }[invalid] : null;
    return (
      <div
        className="error-summary booking__summary"
        id={bookingIds.summary}
        role="region"
        tabIndex={-1}
        aria-labelledby="booking-summary-heading"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a refused post: where the buyer must start, without JavaScript too
        autoFocus
      >
        <h3 className="error-summary__heading" id="booking-summary-heading">
          {bookingCopy.summaryHeading}
        </h3>
        {target ? (
          <ul className="error-summary__list">
            <li>
              <a href={`#${target}`}>{message}</a>
            </li>
          </ul>
        ) : (
          <p className="error-summary__message">{message}</p>
        )}
      </div>
    );
  }
  const text =
    notice.key === "canceled" ? bookingCopy.notices.canceled : notice.key === "zone" ? bookingCopy.notices.zone(zoneNameAt(zone, new Date())) : bookingCopy.notices[notice.key](when);
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the outcome of the buyer's own post: read first, without JavaScript too
    <div className="booking-notice booking-notice--success" id={bookingIds.notice} role="group" aria-labelledby="booking-notice-text" tabIndex={-1} autoFocus>
      <p id="booking-notice-text">{text}</p>
    </div>
  );
}

function ZoneForm({ view, place, zoneAction, invalid }: { readonly view: BookingPanelProps["view"]; readonly place: BookingPlace; readonly zoneAction: FormAction; readonly invalid: boolean }) {
  return (
    <ActionForm action={zoneAction} permalink={bookingPlacePath(place, view.token)} className="booking__zone" aria-labelledby="booking-zone-label">
      <PlaceFields token={view.token} place={place} />
      <div className={`field${invalid ? " field--error" : ""}`}>
        <label className="field__label" htmlFor={bookingIds.zone} id="booking-zone-label">
          {bookingCopy.zoneLabel}
        </label>
        {invalid ? <FieldError id={errorId(bookingIds.zone)} message={bookingCopy.errors["unknown-zone"]} /> : null}
        <select
          className="field__control"
          id={bookingIds.zone}
          name="zone"
          defaultValue={view.zone}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId(bookingIds.zone) : undefined}
        >
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
    </ActionForm>
  );
}

/** Why there is nothing to choose, in the words that are true: nobody takes calls, no time fits the buyer's day, or none is left. */
function emptyText(view: BookingPanelProps["view"]): string {
  if (view.empty === "nobody-takes-calls") return bookingCopy.nobody;
  if (view.empty === "no-overlap") return bookingCopy.noOverlap(clockLabel(callSettings.buyerDay.from), clockLabel(callSettings.buyerDay.to), zoneCity(view.zone));
  return bookingCopy.noneFree;
}

function DayLinks({ state, place, token }: { readonly state: BookingPageState; readonly place: BookingPlace; readonly token: string }) {
  return (
    <div className="booking__days">
      <h3 id="booking-days-heading" className="booking__subheading">
        {bookingCopy.daysHeading}
      </h3>
      <ul className="booking__day-list" aria-labelledby="booking-days-heading">
        {state.days.map((day) => (
          <li key={day.date}>
            <Link
              className="booking__day-link"
              href={bookingPlacePath(place, token, { day: day.date }, `#${bookingIds.times}`)}
              aria-current={day.date === state.day?.date ? "date" : undefined}
              scroll={false}
            >
              {dayName(day.date)}
              {/* A pause between the day and its count for a screen reader; on screen the count has a line of its own. */}
              <span className="visually-hidden">, </span>
              <span className="booking__day-count">{bookingCopy.dayCount(day.slots.length)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BookForm({ view, state, place, bookAction, booked }: { readonly view: BookingPanelProps["view"]; readonly state: BookingPageState; readonly place: BookingPlace; readonly bookAction: FormAction; readonly booked: boolean }) {
  const day = state.day!;
  const zoneName = zoneNameAt(view.zone, day.slots[0]!.start);
  const timesInvalid = state.invalid === "times";
  const phoneInvalid = state.invalid === "phone";
  const arriving = state.arrival === bookingIds.times;
  return (
    <ActionForm action={bookAction} permalink={bookingPlacePath(place, view.token)} className="booking__form" aria-labelledby="booking-times-legend">
      <PlaceFields token={view.token} place={place} />
      <input type="hidden" name="intent" value={booked ? "move" : "book"} />
      <fieldset
        className={`booking__times choice-group${timesInvalid ? " choice-group--error" : ""}`}
        id={bookingIds.times}
        tabIndex={-1}
        aria-describedby={timesInvalid ? `booking-times-hint ${errorId(bookingIds.times)}` : "booking-times-hint"}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the day the buyer just picked: its times come next, without JavaScript too
        autoFocus={arriving}
      >
        <legend className="choice-group__legend booking__legend" id="booking-times-legend">
          {bookingCopy.timesLegend(dayLegend(day.date))}
        </legend>
        <p className="field__hint" id="booking-times-hint">
          {bookingCopy.slotsHint(zoneName)}
        </p>
        {timesInvalid && state.notice?.kind === "error" ? <FieldError id={errorId(bookingIds.times)} message={bookingCopy.errors[state.notice.key]} /> : null}
        <div className="choice-group__options booking__options">
          {day.slots.map((slot) => (
            <SlotChoice key={slot.start.getTime()} slot={slot} zone={view.zone} checked={state.checked === slot.start.toISOString()} invalid={timesInvalid} />
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend className="choice-group__legend">{bookingCopy.kindLegend}</legend>
        <div className="choice-group__options">
          {(["phone", "video"] as const).map((kind) => (
            <div className="choice" key={kind}>
              <input className="choice__input" type="radio" id={`booking-kind-${kind}`} name="kind" value={kind} defaultChecked={state.kind === kind} />
              <label className="choice__label" htmlFor={`booking-kind-${kind}`}>
                {bookingCopy.kinds[kind]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className={`field${phoneInvalid ? " field--error" : ""}`}>
        <label className="field__label" htmlFor={bookingIds.phone}>
          {bookingCopy.phoneLabel}
        </label>
        <p className="field__hint" id="booking-phone-hint">
          {bookingCopy.phoneHint}
        </p>
        {phoneInvalid && state.notice?.kind === "error" ? <FieldError id={errorId(bookingIds.phone)} message={bookingCopy.errors[state.notice.key]} /> : null}
        <input
          className="field__control booking__phone"
          id={bookingIds.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={32}
          defaultValue={view.booking?.phone ?? view.request.phone ?? ""}
          aria-invalid={phoneInvalid ? true : undefined}
          aria-describedby={phoneInvalid ? `booking-phone-hint ${errorId(bookingIds.phone)}` : "booking-phone-hint"}
        />
      </div>
      <button type="submit" className="booking__button">
        {booked ? bookingCopy.submitMove : bookingCopy.submitBook}
      </button>
    </ActionForm>
  );
}

function CancelStep({ view, state, place, cancelAction, when }: { readonly view: BookingPanelProps["view"]; readonly state: BookingPageState; readonly place: BookingPlace; readonly cancelAction: FormAction; readonly when: string }) {
  if (!state.confirmCancel) {
    return (
      <section className="booking__cancel" aria-labelledby="booking-cancel-heading">
        <h3 id="booking-cancel-heading">{bookingCopy.cancelHeading}</h3>
        <p>{bookingCopy.cancelNote}</p>
        <Link className="booking__button booking__button--secondary booking__link-button" href={bookingPlacePath(place, view.token, { cancel: "confirm" }, `#${bookingIds.cancel}`)} scroll={false}>
          {bookingCopy.cancelOpen}
        </Link>
      </section>
    );
  }
  // The second step: a question, the one button that cancels, and the way back; a page of its own without JavaScript.
  return (
    <section className="booking__cancel booking__cancel--confirm" aria-labelledby={bookingIds.cancel}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the question the buyer just asked for: answered next, without JavaScript too */}
      <h3 id={bookingIds.cancel} tabIndex={-1} autoFocus>
        {bookingCopy.cancelQuestion(when)}
      </h3>
      <p>{bookingCopy.cancelNote}</p>
      <ActionForm action={cancelAction} permalink={bookingPlacePath(place, view.token)} className="booking__cancel-form">
        <PlaceFields token={view.token} place={place} />
        <button type="submit" className="booking__button booking__button--danger">
          {bookingCopy.cancelSubmit}
        </button>
        <Link className="booking__keep" href={bookingPlacePath(place, view.token)} scroll={false}>
          {bookingCopy.cancelKeep}
        </Link>
      </ActionForm>
    </section>
  );
}

/**
 * The booking step: plain forms that work without JavaScript. One day's times at a time (one fieldset, one
 * radio group, so arrow keys stay in the day), the other days as links; every radio's label names its zone.
 * The zone, the booking and the cancellation are posts of their own; each lands on a page that says what
 * came of it and puts focus there.
 */
export function BookingPanel({ view, state, place, bookAction, cancelAction, zoneAction, stamp }: BookingPanelProps) {
  const { booking, admin } = view;
  const booked = booking?.status === "booked" ? booking : null;
  const when = booking ? formatInstant(new Date(booking.start), { timeZone: view.zone, showOffset: false }) : "";
  const nobody = view.empty === "nobody-takes-calls";
  const heading = booked ? bookingCopy.bookedHeading : nobody ? bookingCopy.nobodyHeading : bookingCopy.heading;
  const firstTime = state.day ? `slot-${state.day.slots[0]!.start.getTime()}` : null;
  return (
    <section className="booking" aria-labelledby="booking-heading">
      {state.arrival ? <ArrivalFocus targetId={state.arrival} stamp={stamp} /> : null}
      <h2 id="booking-heading">{heading}</h2>
      {state.notice ? <Outcome notice={state.notice} when={when} zone={view.zone} invalid={state.invalid} firstTime={firstTime} /> : null}
      {booking && !booked && state.notice?.key !== "canceled" ? <p className="booking__status">{bookingCopy.canceledStatus(when)}</p> : null}
      {booked ? (
        <>
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
              {/* A person's name only: an admin with none (a call booked before names were asked for) goes unnamed. */}
              {admin?.name ? (
                <tr>
                  <th scope="row">{bookingCopy.currentLabels.with}</th>
                  <td>{admin.name}</td>
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
          <p>{bookingCopy.leadBooked}</p>
        </>
      ) : (
        // With nothing to choose, the one true sentence takes the lead's place: the lead's "pick a time" would not be.
        <p className={state.day ? undefined : "booking__empty"}>{state.day ? bookingCopy.lead : emptyText(view)}</p>
      )}

      {nobody ? null : (
        <div className="booking__pick">
          {booked ? <h3 className="booking__subheading">{bookingCopy.moveHeading}</h3> : null}
          <ZoneForm view={view} place={place} zoneAction={zoneAction} invalid={state.invalid === "zone"} />
          {state.day ? (
            <>
              <DayLinks state={state} place={place} token={view.token} />
              <BookForm view={view} state={state} place={place} bookAction={bookAction} booked={booked !== null} />
            </>
          ) : booked ? (
            <p className="booking__empty">{emptyText(view)}</p>
          ) : null}
        </div>
      )}

      {booked ? <CancelStep view={view} state={state} place={place} cancelAction={cancelAction} when={when} /> : null}
    </section>
  );
}
