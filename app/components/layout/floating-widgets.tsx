import * as React from "react";
import { usePathname } from "~/components/ui/site-link";
import { matchReportPopupSettings } from "~/content/floating-widgets";
import { ChatLauncher } from "~/features/chat-matcher/chat-launcher";
import { isMatchReportOffered } from "~/features/match-report-popup/offer-rules";
import { scheduleOffer, writeDismissed } from "~/features/match-report-popup/offer-timer";
import type { Audience } from "~/lib/page-audience";
import { useMountedOnceOpen } from "./modal-state";

// Only the round button and the popup timer are in every page's first load; the chat panel and
// the popup dialog are fetched when first needed.
const loadChatPanel = () => import("~/features/chat-matcher/chat-panel");
const ChatPanel = React.lazy(loadChatPanel);
const MatchReportDialog = React.lazy(() => import("~/features/match-report-popup/match-report-dialog"));

/**
 * The site-wide floating widgets of a document React Router renders (its error pages): the AI Talent Matcher chat and the
 * match report popup. The page says whom it speaks to (`audience`, none on a 404): the popup
 * appears only where that is hiring companies. The pages Astro builds render the same parts as
 * static HTML and islands instead (site/components/Widgets.astro).
 */
export function FloatingWidgets({ audience }: { audience: Audience | undefined }) {
  return (
    <>
      <ChatMatcher />
      <MatchReportPopup audience={audience} />
    </>
  );
}

function ChatMatcher() {
  const [open, setOpen] = React.useState(false);
  const mounted = useMountedOnceOpen(open);
  const launcherRef = React.useRef<HTMLButtonElement>(null);
  const returnFocus = React.useRef(false);

  React.useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      launcherRef.current?.focus();
    }
  }, [open]);

  return (
    <>
      <ChatLauncher
        ref={launcherRef}
        open={open}
        onClick={() => setOpen(true)}
        onPointerEnter={loadChatPanel}
        onFocus={loadChatPanel}
      />
      {mounted ? (
        <React.Suspense fallback={null}>
          <ChatPanel
            open={open}
            onClose={() => {
              returnFocus.current = true;
              setOpen(false);
            }}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}

/** Whether the offer's timer has not run yet in this document. */
let firstOffer = true;

function MatchReportPopup({ audience }: { audience: Audience | undefined }) {
  const [open, setOpen] = React.useState(false);
  const mounted = useMountedOnceOpen(open);
  const allowedHere = isMatchReportOffered(audience, usePathname());

  React.useEffect(() => {
    // On the page the visit opened with, the delay counts from the start of the visit, not from
    // hydration; on the pages the visit goes on to, from the page's first render.
    const elapsedMs = firstOffer ? performance.now() : 0;
    firstOffer = false;
    if (!allowedHere) return;
    return scheduleOffer({ ...matchReportPopupSettings, elapsedMs }, () => setOpen(true));
  }, [allowedHere]);

  if (!mounted) return null;
  return (
    <React.Suspense fallback={null}>
      <MatchReportDialog
        open={open}
        onDismiss={() => {
          writeDismissed(matchReportPopupSettings.dismissedKey);
          setOpen(false);
        }}
      />
    </React.Suspense>
  );
}
