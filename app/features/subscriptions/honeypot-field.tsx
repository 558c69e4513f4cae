/**
 * Name of the honeypot input; equal to the envelope's HONEYPOT_FIELD (a unit test checks it).
 * Not imported from envelope.ts, which brings zod into the footer of every page.
 */
export const HONEYPOT_INPUT_NAME = "website";

/**
 * The spam trap: off screen and out of the tab order, so people never fill it while form-filling
 * bots usually do. Not `display: none`, which many bots detect.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_INPUT_NAME}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
