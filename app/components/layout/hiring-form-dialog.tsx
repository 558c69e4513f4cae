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
      className="h-[600px] max-w-4xl"
    >
      <section aria-label={hiringModalText.formTitle} className="h-full">
        <HiringFormEmbed />
      </section>
    </SiteDialog>
  );
}
