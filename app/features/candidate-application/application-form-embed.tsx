import { ApplicationForm } from "./application-form";

/** The body of the candidate application dialog. */
export default function ApplicationFormEmbed({ onDone }: { onDone: () => void }) {
  return <ApplicationForm onDone={onDone} />;
}
