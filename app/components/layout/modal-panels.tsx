import * as React from "react";
import { dialogClasses } from "~/components/ui/dialog";
import { hiringModalText } from "~/content/hiring";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText, withUiText } from "~/content/ui/ui-text";
import ApplicationFormEmbed from "~/features/candidate-application/application-form-embed";
import HiringFormEmbed, { type CardHeader } from "~/features/hiring-request/hiring-form-embed";

/**
 * The contents of the site-wide modals on the pages Astro builds, where each modal is a native
 * `<dialog>` (site/components/SiteModal.astro) holding one of these panels as an island: its
 * HTML is in the page, so the dialog shows at once when opened, and React takes it over when it
 * first comes into view. The dialog's id names the title and lead (`aria-labelledby`).
 */
function ModalPanel({
  dialogId,
  title,
  subtitle,
  titleRef,
  children,
}: {
  dialogId: string;
  title: string;
  subtitle: string;
  titleRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  return (
    <>
      <div className={dialogClasses.header}>
        <h2
          id={`${dialogId}-title`}
          ref={titleRef}
          tabIndex={-1}
          className={`${dialogClasses.title} outline-none`}
        >
          {title}
        </h2>
        <p id={`${dialogId}-description`} className={dialogClasses.description}>
          {subtitle}
        </p>
      </div>
      <div className={dialogClasses.body}>{children}</div>
    </>
  );
}

/** Calls `onClose` each time the `<dialog>` around `ref` closes. */
function useDialogClosed(ref: React.RefObject<HTMLElement | null>, onClose: () => void) {
  React.useEffect(() => {
    const dialog = ref.current?.closest("dialog");
    dialog?.addEventListener("close", onClose);
    return () => dialog?.removeEventListener("close", onClose);
  }, [ref, onClose]);
}

const closeDialogAround = (element: Element | null) => element?.closest("dialog")?.close();

/** "Get Started": the hiring wizard. Once sent, the header is the confirmation, until it closes. */
export function HiringModalPanel({ dialogId }: { dialogId: string }) {
  const [confirmation, setConfirmation] = React.useState<CardHeader | null>(null);
  // A request sent, the next opening starts a new one: the wizard mounts afresh.
  const [request, setRequest] = React.useState(0);
  const sectionRef = React.useRef<HTMLElement>(null);
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const onClose = React.useCallback(() => {
    setConfirmation((sent) => {
      if (sent) setRequest((count) => count + 1);
      return null;
    });
  }, []);
  useDialogClosed(sectionRef, onClose);
  React.useEffect(() => {
    if (confirmation) titleRef.current?.focus();
  }, [confirmation]);
  return (
    <ModalPanel
      dialogId={dialogId}
      title={confirmation?.title ?? hiringModalText.title}
      subtitle={confirmation?.description ?? hiringModalText.subtitle}
      titleRef={titleRef}
    >
      <section ref={sectionRef} aria-label={hiringModalText.formTitle} className="h-full">
        <HiringFormEmbed
          key={request}
          onSubmitted={setConfirmation}
          onReturnHome={() => closeDialogAround(sectionRef.current)}
        />
      </section>
    </ModalPanel>
  );
}

/** "Apply as a Candidate": the application form; once sent, the next opening starts afresh. */
export function ApplyModalPanel({ dialogId }: { dialogId: string }) {
  const text = useUiText("layout", layoutText).applyDialog;
  const [application, setApplication] = React.useState(0);
  const bodyRef = React.useRef<HTMLDivElement>(null);
  return (
    <ModalPanel dialogId={dialogId} title={text.title} subtitle={text.subtitle}>
      <div ref={bodyRef}>
        <ApplicationFormEmbed
          key={application}
          onDone={() => {
            closeDialogAround(bodyRef.current);
            setApplication((count) => count + 1);
          }}
        />
      </div>
    </ModalPanel>
  );
}

/** The apply panel as the island of a translated page Astro builds, in the page's language. */
export const TranslatedApplyModalPanel = /* @__PURE__ */ withUiText(ApplyModalPanel);
