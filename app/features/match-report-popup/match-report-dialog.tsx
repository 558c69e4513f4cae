import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { matchReportText as text } from "~/content/match-report-popup";
import { MatchReportForm } from "./match-report-form";

/**
 * The AI Talent Match Report offer of the React Router pages. Closing it in any way, or a
 * successful submit, dismisses it for good (`onDismiss`).
 */
export default function MatchReportDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <DialogContent
        closeLabel={text.close}
        // On phones a bottom sheet of at most 40% of the screen, not a full-screen interstitial.
        className="max-w-md max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:max-h-[40vh] max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none"
        data-testid="match-report-popup"
      >
        <MatchReportForm onDismiss={onDismiss} Title={DialogTitle} Description={DialogDescription} />
      </DialogContent>
    </Dialog>
  );
}
