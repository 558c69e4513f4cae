/**
 * The slot picker's checks in the browser: the visitor's details (when it asks for them) and a
 * chosen time. The picker loads this module (with zod) the first time it validates, so its first
 * load carries none of it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { slotPickerContent } from "~/content/booking";
import { BookingDetailsSchema } from "./schema";

/** What the picker's form holds: the details and the chosen time's start. */
export interface PickerValues {
  name: string;
  email: string;
  company: string;
  start: string;
}

const chosenTime = { start: z.string().min(1, slotPickerContent.pickTime) };

// Cast once: the details are left out of the check when the picker does not ask for them.
const withDetails = zodResolver(BookingDetailsSchema.extend(chosenTime)) as unknown as Resolver<PickerValues>;
const timeOnly = zodResolver(z.object(chosenTime)) as unknown as Resolver<PickerValues>;

/** The resolver of a picker that asks for the visitor's details, or of one that knows them. */
export const pickerResolver = (asksDetails: boolean): Resolver<PickerValues> =>
  asksDetails ? withDetails : timeOnly;
