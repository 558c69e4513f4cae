import * as React from "react";
import { hiringModalText } from "./hiring-form-modal";
import { type ModalDialogProps, SiteDialog } from "./site-dialog";

const HiringFormEmbed = React.lazy(() => import("~/features/hiring-request/hiring-form-embed"));

export default function HiringFormDialog(props: ModalDialogProps) {
  return (
    <SiteDialog
      {...props}
      title={hiringModalText.title}
      subtitle={hiringModalText.subtitle}
      closeLabel="Close hiring form"
      loadingLabel="Loading the hiring form"
      // SPEC's 600 px high box from small tablets up; on phones the whole screen.
      className="h-[600px] max-w-4xl max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0"
    >
      <section aria-label={hiringModalText.formTitle} className="h-full">
        <HiringFormEmbed />
      </section>
    </SiteDialog>
  );
}
