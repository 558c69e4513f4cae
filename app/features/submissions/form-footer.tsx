import { Button } from "~/components/ui/button";

export interface FormFooterText {
  privacyBefore: string;
  privacyLink: string;
  privacyAfter: string;
  submit: string;
  submitting: string;
}

/** A lead form's last lines: where its data goes (the privacy policy) and the submit button. */
export function FormFooter({ text, isSubmitting }: { text: FormFooterText; isSubmitting: boolean }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {text.privacyBefore}
        <a
          href="/privacy"
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-4"
        >
          {text.privacyLink}
        </a>
        {text.privacyAfter}
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
        {isSubmitting ? text.submitting : text.submit}
      </Button>
    </>
  );
}
