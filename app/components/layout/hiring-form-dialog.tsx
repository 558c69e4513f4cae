import * as React from "react";
import { hiringModalText, hiringWizardContent } from "~/content/hiring";
import type { CardHeader } from "~/features/hiring-request/hiring-form-embed";
import { type ModalDialogProps, SiteDialog } from "./site-dialog";

const HiringFormEmbed = React.lazy(() => import("~/features/hiring-request/hiring-form-embed"));

export default function HiringFormDialog(props: ModalDialogProps) {
  // Once the request is sent the modal's header is the confirmation; the next opening starts a
  // new request (the wizard mounts afresh) under the modal's own title.
  const [confirmation, setConfirmation] = React.useState<CardHeader | null>(null);
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (props.open) setConfirmation(null);
  }, [props.open]);
  React.useEffect(() => {
    if (confirmation) titleRef.current?.focus();
  }, [confirmation]);
  return (
    <SiteDialog
      {...props}
      title={confirmation?.title ?? hiringModalText.title}
      subtitle={confirmation?.description ?? hiringModalText.subtitle}
      titleRef={titleRef}
      closeLabel={hiringModalText.closeLabel}
      loadingLabel={hiringWizardContent.loading}
      // SPEC's 600 px high box from small tablets up; on phones the whole screen.
      className="h-[600px] max-w-4xl max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0"
    >
      <section aria-label={hiringModalText.formTitle} className="h-full">
        <HiringFormEmbed onSubmitted={setConfirmation} onReturnHome={() => props.onOpenChange(false)} />
      </section>
    </SiteDialog>
  );
}
