import * as React from "react";
import { applyModalText } from "./apply-modal";
import { type ModalDialogProps, SiteDialog } from "./site-dialog";

const ApplicationFormEmbed = React.lazy(
  () => import("~/features/candidate-application/application-form-embed"),
);

export default function ApplyDialog(props: ModalDialogProps) {
  return (
    <SiteDialog
      {...props}
      title={applyModalText.title}
      subtitle={applyModalText.subtitle}
      closeLabel="Close application form"
      loadingLabel="Loading the application form"
      className="max-w-2xl"
    >
      <ApplicationFormEmbed onDone={() => props.onOpenChange(false)} />
    </SiteDialog>
  );
}
