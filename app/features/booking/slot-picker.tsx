import { CalendarCheck2Icon, GlobeIcon, RefreshCwIcon } from "lucide-react";
import * as React from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, focusFirstField } from "~/components/ui/field";
import { fieldControlClass, Input } from "~/components/ui/input";
import { addToCalendarContent, commonTimeZones, slotPickerContent as text } from "~/content/booking";
import { HoneypotInput } from "~/features/submissions/honeypot-input";
import { SubmitError } from "~/features/submissions/submit";
import { useLeadForm } from "~/features/submissions/use-lead-form";
import type { CalendarLinks } from "~/lib/calendar-links";
import { cn } from "~/lib/cn";
import { revealConfirmation } from "~/lib/reveal-confirmation";
import {
  BOOKING_FIELDS,
  BOOKING_RESCHEDULES_URL,
  BOOKING_SLOTS_URL,
  BOOKINGS_URL,
  type MeetingPlace,
  type SlotsResponse,
  type SlotTakenResponse,
} from "./api";
import {
  dayChipParts,
  detectTimeZone,
  formatDay,
  formatTime,
  formatWhen,
  zoneLabel,
  zoneOffsetLabel,
} from "./format";
import type { PickerValues } from "./picker-validation";
import { groupSlotsByDay, type Slot } from "./slots";

export interface PickerVisitor {
  name: string;
  email: string;
  company: string;
}

type DetailField = keyof PickerVisitor;
const DETAIL_FIELDS: DetailField[] = ["name", "email", "company"];

type Loaded = { status: "loading" } | { status: "error" } | { status: "ready"; data: SlotsResponse };

interface Booked {
  slot: Slot;
  endIso: string;
  hostName: string;
  email: string;
  meeting: MeetingPlace;
  /** The call's "Add to calendar" links, from the booking's answer. */
  calendar: CalendarLinks | null;
}

/** The "Add to calendar" links of a booking's answer, when it carries them. */
function calendarOf(payload: unknown): CalendarLinks | null {
  const calendar = (payload as { calendar?: Partial<CalendarLinks> } | null)?.calendar;
  const { google, outlook, ics } = calendar ?? {};
  return typeof google === "string" && typeof outlook === "string" && typeof ics === "string"
    ? { google, outlook, ics }
    : null;
}

async function fetchSlots(timeZone: string): Promise<SlotsResponse> {
  const response = await fetch(`${BOOKING_SLOTS_URL}?timeZone=${encodeURIComponent(timeZone)}`, {
    cache: "no-store",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Slots request failed with status ${response.status}`);
  return (await response.json()) as SlotsResponse;
}

/** Every zone the runtime knows, the common ones first (the visitor's own included). */
function zoneOptions(current: string) {
  const common = [...new Set([current, ...commonTimeZones])];
  const all = Intl.supportedValuesOf("timeZone").filter((zone) => !common.includes(zone));
  return { common, all };
}

const sameSlot = (a: Slot | null, b: Slot) => a?.start === b.start && a.hostId === b.hostId;

const loadValidation = () => import("./picker-validation");

/**
 * The discovery-call slot picker: the visitor's details (unless already known), their time zone,
 * a day and a time, as native radio groups (arrow keys move, the legend names the group), then one
 * button. A slot someone else took in the meantime is reported and the list refreshed.
 */
export function SlotPicker({
  visitor,
  hiringRequestId,
  reschedule,
  headingLevel: Heading = "h2",
  title = text.heading,
  description,
  className,
  onBooked,
}: {
  /** Known details (from the hiring request): not asked again. */
  visitor?: PickerVisitor;
  hiringRequestId?: string;
  /** Moves an existing booking instead of creating one. */
  reschedule?: { token: string; visitorEmail: string };
  headingLevel?: "h2" | "h3";
  title?: string;
  /** A line under the title. */
  description?: string;
  className?: string;
  /** Told the booked time (as shown, in the visitor's zone) and host once the call is booked. */
  onBooked?: (call: { when: string; host: string }) => void;
}) {
  const id = React.useId();
  const [timeZone, setTimeZone] = React.useState<string | null>(null);
  const [loaded, setLoaded] = React.useState<Loaded>({ status: "loading" });
  const [day, setDay] = React.useState<string | null>(null);
  const [slot, setSlot] = React.useState<Slot | null>(null);
  const asksDetails = !visitor && !reschedule;
  // Checked on the first submit, then again as each value changes (react-hook-form's
  // reValidateMode): a field's message goes as soon as its value is valid, the time's as soon as
  // one is chosen. The details have no default: what a visitor typed into the prerendered fields
  // before the page hydrated is read from them when they register.
  const form = useForm<PickerValues>({
    defaultValues: { start: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
    resolver: async (values, context, options) =>
      (await loadValidation()).pickerResolver(asksDetails)(values, context, options),
    // Focus goes to the first invalid field in reading order, or to the message (see invalid).
    shouldFocusError: false,
  });
  const { register, setValue, setError, clearErrors } = form;
  const errors = form.formState.errors;
  const [submitting, setSubmitting] = React.useState(false);
  const [booked, setBooked] = React.useState<Booked | null>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  const alertRef = React.useRef<HTMLDivElement>(null);
  const doneRef = React.useRef<HTMLHeadingElement>(null);

  const lead = useLeadForm({
    form: "booking",
    endpoint: reschedule ? BOOKING_RESCHEDULES_URL : BOOKINGS_URL,
    fields: BOOKING_FIELDS,
  });

  // The zone is the browser's: detected after hydration, the prerendered page has none. The
  // render it starts (every zone of the list) is a transition, done in slices between the
  // browser's other work instead of one long task.
  React.useEffect(() => React.startTransition(() => setTimeZone(detectTimeZone())), []);

  const load = React.useCallback((zone: string) => {
    setLoaded({ status: "loading" });
    fetchSlots(zone).then(
      (data) => React.startTransition(() => setLoaded({ status: "ready", data })),
      () => setLoaded({ status: "error" }),
    );
  }, []);

  React.useEffect(() => {
    if (timeZone) load(timeZone);
  }, [timeZone, load]);

  const days = React.useMemo(
    () => (loaded.status === "ready" && timeZone ? groupSlotsByDay(loaded.data.slots, timeZone) : []),
    [loaded, timeZone],
  );
  const activeDay = days.find((candidate) => candidate.date === day) ?? days[0];

  React.useEffect(() => {
    if (booked) revealConfirmation(doneRef.current);
  }, [booked]);

  // The form's own message: no time chosen (or the chosen one just taken), or the server's answer.
  const alert = errors.start?.message ?? errors.root?.server?.message ?? null;
  // Each message shown takes focus (after the list changed under the visitor, it is where they
  // continue from); the count makes a repeated message move focus again.
  const [alertCount, setAlertCount] = React.useState(0);
  const focusAlert = () => setAlertCount((count) => count + 1);
  const showServerAlert = (message: string) => {
    setError("root.server", { type: "server", message });
    focusAlert();
  };
  const chooseSlot = (next: Slot | null) => {
    setSlot(next);
    // The radios' own change revalidates; a time cleared by the page (another day, taken) does not.
    if (!next) setValue("start", "");
  };
  React.useEffect(() => {
    if (alertCount > 0) alertRef.current?.focus();
  }, [alertCount]);

  const hostName = (hostId: string) =>
    (loaded.status === "ready" ? loaded.data.hosts.find((host) => host.id === hostId)?.name : undefined) ??
    "our hiring team";
  const slotEnd = (start: string) =>
    new Date(
      Date.parse(start) + (loaded.status === "ready" ? loaded.data.slotMinutes : 30) * 60_000,
    ).toISOString();

  const invalid = (found: FieldErrors<PickerValues>) => {
    // The first detail in reading order takes focus; with the details right, the message does.
    if (
      !focusFirstField(
        formRef.current,
        DETAIL_FIELDS.filter((field) => found[field]),
      )
    )
      focusAlert();
  };

  const book = async (values: PickerValues) => {
    if (submitting || !timeZone || !slot) return;
    // The details checked by the resolver (trimmed), unless the picker knows them.
    const visitorDetails: PickerVisitor = visitor ?? {
      name: values.name,
      email: values.email,
      company: values.company,
    };
    setSubmitting(true);
    const body = reschedule
      ? { token: reschedule.token, hostId: slot.hostId, start: slot.start, timeZone }
      : {
          ...visitorDetails,
          hostId: slot.hostId,
          start: slot.start,
          timeZone,
          ...(hiringRequestId ? { hiringRequestId } : {}),
        };
    const result = await lead.submit(body);
    setSubmitting(false);
    if (result.ok) {
      const endIso = slotEnd(slot.start);
      const host = hostName(slot.hostId);
      setBooked({
        slot,
        endIso,
        hostName: host,
        email: reschedule ? reschedule.visitorEmail : visitorDetails.email,
        meeting: loaded.status === "ready" ? (loaded.data.meeting ?? {}) : {},
        calendar: calendarOf(result.payload),
      });
      onBooked?.({ when: formatWhen(slot.start, endIso, timeZone), host });
      return;
    }
    const { error } = result;
    if (error instanceof SubmitError && error.status === 409) {
      const fresh = (error.body as SlotTakenResponse | null)?.slots;
      if (fresh && loaded.status === "ready")
        setLoaded({ status: "ready", data: { ...loaded.data, slots: fresh } });
      chooseSlot(null);
      // The time's own message, gone once another time is chosen.
      setError("start", { type: "server", message: text.taken });
      focusAlert();
      return;
    }
    const fieldErrors = DETAIL_FIELDS.filter((field) => result.fieldErrors[field]);
    if (fieldErrors.length > 0) {
      for (const field of fieldErrors)
        setError(field, { type: "server", message: result.fieldErrors[field] });
      focusFirstField(formRef.current, fieldErrors);
      return;
    }
    const serverMessage =
      error instanceof SubmitError && error.status !== null && error.status < 500
        ? (error.body as { error?: unknown } | null)?.error
        : undefined;
    showServerAlert(typeof serverMessage === "string" ? serverMessage : text.failed);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !timeZone) return;
    clearErrors("root");
    void form.handleSubmit(book, invalid)(event);
  };

  if (booked && timeZone) {
    return (
      <div className={cn("rounded-xl border border-accent/30 bg-accent/5 p-5 text-left", className)}>
        <div className="flex items-start gap-3">
          <CalendarCheck2Icon className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden="true" />
          <div className="min-w-0">
            <Heading ref={doneRef} tabIndex={-1} className="text-lg font-semibold outline-none">
              {reschedule ? text.rescheduledTitle : text.confirmedTitle}
            </Heading>
            <p className="mt-1 text-sm text-foreground">
              {text.confirmedDetail(formatWhen(booked.slot.start, booked.endIso, timeZone), booked.hostName)}
            </p>
            {booked.meeting.place ? (
              <p className="mt-1 text-sm text-foreground">{text.meetingPlace(booked.meeting.place)}</p>
            ) : null}
            {booked.meeting.url ? (
              <p className="mt-1 text-sm">
                <a
                  href={booked.meeting.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-2 hover:no-underline"
                >
                  {text.joinCall}
                </a>
              </p>
            ) : null}
            {booked.calendar ? <AddToCalendar links={booked.calendar} /> : null}
            <p className="mt-2 text-sm [overflow-wrap:anywhere] text-muted-foreground">
              {text.confirmedEmail(booked.email)}
            </p>
          </div>
        </div>
      </div>
    );
  }

  const zones = timeZone ? zoneOptions(timeZone) : null;
  // One field for the time radios: the chosen start (its host is kept with it in `slot`).
  const timeField = register("start");
  const fieldId = (name: string) => `${id}-${name}`;
  const zoneName = timeZone ? zoneLabel(timeZone) : "";

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      {...lead.formProps}
      aria-labelledby={`${id}-title`}
      className={cn("@container relative text-left", className)}
    >
      <Heading id={`${id}-title`} className="text-lg font-semibold tracking-tight sm:text-xl">
        {title}
      </Heading>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-5 grid grid-cols-1 gap-6 @3xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] @3xl:gap-10">
        <div className="flex flex-col gap-5">
          {visitor || reschedule ? (
            visitor ? (
              // A long address breaks anywhere rather than widening the panel past a phone's screen.
              <p className="rounded-lg bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere] text-muted-foreground">
                {text.bookingAs(visitor.name, visitor.email)}
              </p>
            ) : null
          ) : (
            <fieldset className="flex flex-col gap-4">
              <legend className="sr-only">{text.detailsLegend}</legend>
              {DETAIL_FIELDS.map((name) => (
                <Field
                  key={name}
                  id={fieldId(name)}
                  label={text.fields[name].label}
                  error={errors[name]?.message}
                >
                  {(control) => (
                    <Input
                      {...control}
                      type={name === "email" ? "email" : "text"}
                      autoComplete={text.fields[name].autoComplete}
                      {...register(name)}
                    />
                  )}
                </Field>
              ))}
            </fieldset>
          )}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId("zone")} className="flex items-center gap-1.5 text-sm font-medium">
              <GlobeIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              {text.timeZoneLabel}
            </label>
            <select
              id={fieldId("zone")}
              className={cn(fieldControlClass, "h-11")}
              value={timeZone ?? ""}
              disabled={!zones}
              onChange={(event) => {
                chooseSlot(null);
                setDay(null);
                setTimeZone(event.target.value);
              }}
            >
              {zones ? (
                <>
                  <optgroup label={text.timeZoneGroups.common}>
                    {zones.common.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone.replace(/_/g, " ")} ({zoneOffsetLabel(zone)})
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={text.timeZoneGroups.all}>
                    {zones.all.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone.replace(/_/g, " ")}
                      </option>
                    ))}
                  </optgroup>
                </>
              ) : (
                <option value="">{text.loading}</option>
              )}
            </select>
          </div>
        </div>

        <div className="min-w-0">
          {loaded.status === "loading" || !timeZone ? (
            <div
              role="status"
              className="flex min-h-48 items-center justify-center rounded-xl bg-muted text-sm text-muted-foreground"
            >
              {text.loading}
            </div>
          ) : loaded.status === "error" ? (
            <div
              role="alert"
              className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl bg-muted p-4 text-sm"
            >
              <p>{text.loadFailed}</p>
              <Button variant="outline" onClick={() => load(timeZone)}>
                <RefreshCwIcon aria-hidden="true" />
                {text.retry}
              </Button>
            </div>
          ) : days.length === 0 ? (
            <p role="status" className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
              {text.noSlots}
            </p>
          ) : (
            <div className="flex flex-col gap-6">
              <fieldset>
                <legend className="text-sm font-semibold">{text.daysLegend}</legend>
                <div className="mt-2 grid grid-cols-4 gap-2 @md:grid-cols-5">
                  {days.map((candidate) => {
                    const chip = dayChipParts(candidate.date);
                    const checked = candidate.date === activeDay?.date;
                    return (
                      <label
                        key={candidate.date}
                        className={cn(
                          "flex cursor-pointer flex-col items-center rounded-lg border bg-background px-1 py-2 text-center transition-colors hover:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                          checked && "border-primary bg-primary text-primary-foreground hover:border-primary",
                        )}
                      >
                        <input
                          type="radio"
                          name={fieldId("day")}
                          value={candidate.date}
                          checked={checked}
                          onChange={() => {
                            setDay(candidate.date);
                            chooseSlot(null);
                          }}
                          className="sr-only"
                        />
                        <span className="sr-only">{formatDay(candidate.date)}</span>
                        <span
                          aria-hidden="true"
                          className={cn("text-xs", !checked && "text-muted-foreground")}
                        >
                          {chip.weekday}
                        </span>
                        <span aria-hidden="true" className="text-lg leading-6 font-semibold">
                          {chip.day}
                        </span>
                        <span
                          aria-hidden="true"
                          className={cn("text-xs", !checked && "text-muted-foreground")}
                        >
                          {chip.month}
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>

              {activeDay ? (
                <fieldset aria-describedby={fieldId("zone-note")}>
                  <legend className="text-sm font-semibold">
                    {text.timesLegend(formatDay(activeDay.date))}
                  </legend>
                  <p id={fieldId("zone-note")} className="mt-1 text-xs text-muted-foreground">
                    {text.timesIn(zoneName)}
                  </p>
                  <div className="mt-2 grid grid-cols-2 gap-2 @md:grid-cols-3 @3xl:grid-cols-4">
                    {activeDay.slots.map((candidate) => {
                      const checked = sameSlot(slot, candidate);
                      return (
                        <label
                          key={`${candidate.hostId}-${candidate.start}`}
                          className={cn(
                            "flex h-11 cursor-pointer items-center justify-center rounded-lg border bg-background text-sm font-medium tabular-nums transition-colors hover:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                            checked &&
                              "border-primary bg-primary text-primary-foreground hover:border-primary",
                          )}
                        >
                          <input
                            type="radio"
                            name={timeField.name}
                            ref={timeField.ref}
                            onBlur={timeField.onBlur}
                            value={candidate.start}
                            checked={checked}
                            onChange={(event) => {
                              setSlot(candidate);
                              void timeField.onChange(event);
                            }}
                            className="sr-only"
                          />
                          {formatTime(candidate.start, timeZone)}
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              ) : null}
            </div>
          )}
        </div>
      </div>

      <HoneypotInput ref={lead.honeypotRef} />

      <div
        ref={alertRef}
        tabIndex={-1}
        role="alert"
        className={cn(
          "outline-none",
          alert &&
            "mt-5 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive",
        )}
      >
        {alert}
      </div>

      <div className="mt-5 flex flex-col gap-3 border-t pt-5 @md:flex-row @md:items-center @md:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {slot && timeZone ? text.summary(formatWhen(slot.start, slotEnd(slot.start), timeZone)) : null}
        </p>
        <Button type="submit" size="lg" disabled={submitting || !lead.ready || !timeZone}>
          {submitting ? text.submitting : reschedule ? text.reschedule : text.submit}
        </Button>
      </div>
    </form>
  );
}

export default SlotPicker;

const calendarLinkClass =
  "font-semibold text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2";

/**
 * Google's and Outlook's composers are plain navigations to their sites (in a new tab); the .ics
 * is this site's own download, linked by path so it always comes from the page's origin.
 */
function AddToCalendar({ links }: { links: CalendarLinks }) {
  const ics = new URL(links.ics);
  return (
    <nav aria-label={addToCalendarContent.heading} className="mt-2 text-sm">
      <p className="text-muted-foreground">{addToCalendarContent.heading}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <a href={links.google} target="_blank" rel="noopener noreferrer" className={calendarLinkClass}>
            {addToCalendarContent.google}
          </a>
        </li>
        <li>
          <a href={links.outlook} target="_blank" rel="noopener noreferrer" className={calendarLinkClass}>
            {addToCalendarContent.outlook}
          </a>
        </li>
        <li>
          <a href={`${ics.pathname}${ics.search}`} download className={calendarLinkClass}>
            {addToCalendarContent.ics}
          </a>
        </li>
      </ul>
    </nav>
  );
}
