import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { ProcessStep } from "~/content/category-pages";
import type { ChatMessage } from "~/content/interview-chats";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/lib/i18n/ui-text";
import { ChatTranscript } from "./landing-blocks";

export interface DialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  steps?: readonly ProcessStep[];
  messages?: readonly ChatMessage[];
  /** Names of the transcript's two speakers, in the page's language. */
  speakers?: { ai: string; candidate: string };
}

export default function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  steps,
  messages,
  speakers,
}: DialogPanelProps) {
  const { dialogClose } = useUiText("layout", layoutText);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={dialogClose}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {steps ? (
            <ol className="space-y-4">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className="text-muted-foreground">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          ) : null}
          {messages && speakers ? (
            <ChatTranscript messages={messages} label={title} speakers={speakers} />
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
