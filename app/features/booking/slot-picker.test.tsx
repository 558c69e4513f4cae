// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { slotPickerContent as text } from "~/content/booking";
import { FORM_TOKEN_PATH } from "~/content/forms/form-token";
import { BOOKING_SLOTS_URL, BOOKINGS_URL } from "./api";
import { SlotPicker } from "./slot-picker";

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

// Two free times a week from now, so they are in the future whenever the test runs.
const day = new Date(Date.now() + 7 * 86_400_000);
day.setUTCHours(15, 0, 0, 0);
const FIRST = day.toISOString();
const SECOND = new Date(day.getTime() + 30 * 60_000).toISOString();
const slots = [FIRST, SECOND].map((start) => ({ hostId: "host-1", start }));
const MEETING_URL = "https://meet.google.com/abc-defg-hij";

let fetchMock: Mock<typeof fetch>;
let bookingStatus: number;
const bookingPosts = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === BOOKINGS_URL && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  bookingStatus = 201;
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith(FORM_TOKEN_PATH))
      return jsonResponse(200, {
        token: "token-1",
        form: "booking",
        issuedAt: "2025-03-03T09:00:00.000Z",
        expiresAt: "2099-03-10T09:00:00.000Z",
      });
    if (url.startsWith(BOOKING_SLOTS_URL))
      return jsonResponse(200, {
        timeZone: "UTC",
        slotMinutes: 30,
        hosts: [{ id: "host-1", name: "Daniela Ruiz" }],
        slots,
        meeting: { url: MEETING_URL, place: "Google Meet" },
      });
    return bookingStatus === 201
      ? jsonResponse(201, { id: "b1" })
      : jsonResponse(409, { error: text.taken, reason: "slot-taken", slots: slots.slice(1) });
  });
  vi.stubGlobal("fetch", fetchMock);
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const message = (value: string) => screen.queryByText(value);
const alertText = () => screen.getByRole("alert").textContent;
const timeRadios = async () =>
  within(await screen.findByRole("group", { name: /^Available times on / })).getAllByRole("radio");

describe("the slot picker's messages", () => {
  it("clears a field's message as soon as its value is valid, and the time's once a time is chosen", async () => {
    const user = userEvent.setup();
    render(<SlotPicker />);
    const [firstTime] = await timeRadios();
    await user.click(screen.getByRole("button", { name: text.submit }));

    await waitFor(() => expect(message("Name must be at least 2 characters")).not.toBeNull());
    expect(message("Please enter a valid email address")).not.toBeNull();
    expect(alertText()).toBe(text.pickTime);
    expect(screen.getByLabelText(text.fields.name.label)).toHaveFocus();

    // One character is still too short; the second makes it valid, and the message goes at once.
    await user.type(screen.getByLabelText(text.fields.name.label), "A");
    expect(message("Name must be at least 2 characters")).not.toBeNull();
    await user.type(screen.getByLabelText(text.fields.name.label), "n");
    await waitFor(() => expect(message("Name must be at least 2 characters")).toBeNull());
    // The other fields keep theirs until they are fixed.
    expect(message("Please enter a valid email address")).not.toBeNull();
    await user.type(screen.getByLabelText(text.fields.email.label), "ana@example.com");
    await waitFor(() => expect(message("Please enter a valid email address")).toBeNull());
    await user.type(screen.getByLabelText(text.fields.company.label), "Acme");
    await waitFor(() => expect(message("Company name is required")).toBeNull());

    // The form's message goes once a time is chosen, with nothing sent yet.
    expect(alertText()).toBe(text.pickTime);
    await user.click(firstTime as HTMLElement);
    await waitFor(() => expect(alertText()).toBe(""));
    expect(bookingPosts()).toEqual([]);
  });

  it("says a taken time is taken until another is chosen, then books that one", async () => {
    const user = userEvent.setup();
    render(<SlotPicker visitor={{ name: "Ana Díaz", email: "ana@example.com", company: "Acme" }} />);
    const [firstTime] = await timeRadios();
    await user.click(firstTime as HTMLElement);
    bookingStatus = 409;
    await user.click(screen.getByRole("button", { name: text.submit }));
    await waitFor(() => expect(alertText()).toBe(text.taken));
    expect(screen.getByRole("alert")).toHaveFocus();

    bookingStatus = 201;
    const [stillFree] = await timeRadios();
    await user.click(stillFree as HTMLElement);
    await waitFor(() => expect(alertText()).toBe(""));
    await user.click(screen.getByRole("button", { name: text.submit }));
    await screen.findByRole("heading", { name: text.confirmedTitle });
    expect(bookingPosts().map((body) => body.start)).toEqual([FIRST, SECOND]);
    // The confirmation says where the call takes place.
    expect(screen.getByText(text.meetingPlace("Google Meet"))).toBeVisible();
    expect(screen.getByRole("link", { name: text.joinCall })).toHaveAttribute("href", MEETING_URL);
  });

  it("keeps what was typed into the prerendered fields before the picker hydrated", async () => {
    const user = userEvent.setup();
    const element = <SlotPicker />;
    const host = document.body.appendChild(document.createElement("div"));
    host.innerHTML = renderToString(element);
    const typed = { name: "Ana Díaz", email: "ana@example.com", company: "Acme" };
    for (const [name, value] of Object.entries(typed))
      ((host.querySelector("form") as HTMLFormElement).elements.namedItem(name) as HTMLInputElement).value =
        value;
    await act(async () => {
      root = hydrateRoot(host, element);
    });
    const [firstTime] = await timeRadios();
    await user.click(firstTime as HTMLElement);
    await waitFor(() => expect(screen.getByRole("button", { name: text.submit })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: text.submit }));
    await screen.findByRole("heading", { name: text.confirmedTitle });
    expect(bookingPosts()[0]).toMatchObject({ ...typed, start: FIRST, hostId: "host-1" });
  });
});
