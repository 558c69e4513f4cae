import type * as React from "react";

/**
 * Name of the honeypot input; equal to the envelope's HONEYPOT_FIELD (a unit test checks it).
 * Not imported from envelope.ts, which would bring zod into the footer form of every page.
 */
export const HONEYPOT_INPUT_NAME = "website";

/**
 * The spam trap of every form: off screen and out of the tab order, so people never fill it
 * while form-filling bots usually do. Not `display: none`, which many bots detect. Uncontrolled:
 * the form reads it through `ref` when it sends.
 */
export function HoneypotInput({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          ref={ref}
          type="text"
          name={HONEYPOT_INPUT_NAME}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
