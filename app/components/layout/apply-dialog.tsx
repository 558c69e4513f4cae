import * as React from "react";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/content/ui/ui-text";
import { type ModalDialogProps, SiteDialog } from "./site-dialog";

const ApplicationFormEmbed = React.lazy(
  () => import("~/features/candidate-application/application-form-embed"),
);

export default function ApplyDialog(props: ModalDialogProps) {
  const text = useUiText("layout", layoutText).applyDialog;
  return (
    <SiteDialog
      {...props}
      title={text.title}
      subtitle={text.subtitle}
      closeLabel={text.closeLabel}
      loadingLabel={text.loadingLabel}
      className="max-w-2xl"
    >
      <ApplicationFormEmbed onDone={() => props.onOpenChange(false)} />
    </SiteDialog>
  );
}
