import { MessageCircleIcon } from "lucide-react";
import * as React from "react";
import { usePathname } from "~/components/ui/site-link";
import { matchReportPopupSettings } from "~/content/floating-widgets";
import { layoutText } from "~/content/ui/layout-text";
import { localeFromPath } from "~/lib/i18n/locales";
import { useUiText } from "~/lib/i18n/ui-text";
import type { Audience } from "~/lib/page-audience";
import { useMountedOnceOpen } from "./modal-state";

// Only the round button and the popup timer are in every page's first load; the chat panel and
// the popup dialog are fetched when first needed.
const loadChatPanel = () => import("~/features/chat-matcher/chat-panel");
const ChatPanel = React.lazy(loadChatPanel);
const MatchReportDialog = React.lazy(() => import("~/features/match-report-popup/match-report-dialog"));

/**
 * The site-wide floating widgets: the AI Talent Matcher chat and the match report popup. The
 * page says whom it speaks to (`audience`, none on a 404): the popup appears only where that is
 * hiring companies.
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
  const launcherLabel = useUiText("layout", layoutText).chatLauncher;

  React.useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      launcherRef.current?.focus();
    }
  }, [open]);

  const launcher = (
    <button
      ref={launcherRef}
      type="button"
      aria-label={launcherLabel}
      aria-haspopup="dialog"
      aria-expanded={open}
      hidden={open}
      onClick={() => setOpen(true)}
      onPointerEnter={loadChatPanel}
      onFocus={loadChatPanel}
      data-chat-launcher=""
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <MessageCircleIcon className="size-6" aria-hidden="true" />
    </button>
  );

  return (
    <>
      {launcher}
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
  const pathname = usePathname();
  // The report offer is for hiring companies: only on pages that speak to them (not on candidate
  // pages nor on the role catalogue both read), in English, and not where a visitor converts.
  const allowedHere =
    audience === "companies" && localeFromPath(pathname) === "en" && !isExcludedPath(pathname);

  React.useEffect(() => {
    // SPEC's delay, after which the offer waits while the visitor is busy elsewhere. On the page
    // the visit opened with it counts from the start of the visit, not from hydration, which may
    // wait for the visitor (scripts/first-paint.mjs).
    const delay = firstOffer
      ? Math.max(0, matchReportPopupSettings.delayMs - performance.now())
      : matchReportPopupSettings.delayMs;
    firstOffer = false;
    if (!allowedHere || readDismissed()) return;
    let timer = setTimeout(function openWhenIdle() {
      if (isVisitorBusy()) timer = setTimeout(openWhenIdle, matchReportPopupSettings.retryMs);
      else setOpen(true);
    }, delay);
    return () => clearTimeout(timer);
  }, [allowedHere]);

  if (!mounted) return null;
  return (
    <React.Suspense fallback={null}>
      <MatchReportDialog
        open={open}
        onDismiss={() => {
          writeDismissed();
          setOpen(false);
        }}
      />
    </React.Suspense>
  );
}

function isExcludedPath(pathname: string): boolean {
  return matchReportPopupSettings.excludedPaths.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** Another dialog is open (a modal, the menu, the chat), or the visitor is typing in a field. */
function isVisitorBusy(): boolean {
  if (document.querySelector('[role="dialog"]:not([hidden]), [role="alertdialog"]:not([hidden])'))
    return true;
  const active = document.activeElement;
  return (
    active instanceof HTMLElement && (active.matches("input, textarea, select") || active.isContentEditable)
  );
}

// Storage can throw (blocked cookies, private modes); the popup then simply shows once per load.
function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(matchReportPopupSettings.dismissedKey) !== null;
  } catch {
    return false;
  }
}

function writeDismissed(): void {
  try {
    window.localStorage.setItem(matchReportPopupSettings.dismissedKey, String(Date.now()));
  } catch {
    // Nothing to keep it in; closing still hides it for this page view.
  }
}
