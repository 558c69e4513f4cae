import { XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { dialogClasses } from "~/components/ui/dialog";
import type { ProcessStep } from "~/content/category-pages";
import type { ChatMessage } from "~/content/interview-chats";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/content/ui/ui-text";
import { cn } from "~/lib/cn";
import { ChatTranscript } from "./landing-blocks";

/**
 * A button opening an informational dialog: a native `<dialog>` in the page's HTML beside it,
 * opened by the button's `data-opens` and closed by its `data-closes` button, Escape or a click
 * on the backdrop (site/scripts/modals.ts), with the look of the site's dialogs.
 */
export function DialogButton({
  id,
  trigger,
  variant = "default",
  title,
  description,
  steps,
  messages,
  speakers,
}: {
  /** The dialog's id, unique on the page. */
  id: string;
  trigger: string;
  variant?: "default" | "outline";
  title: string;
  description: string;
  steps?: readonly ProcessStep[];
  messages?: readonly ChatMessage[];
  /** Names of the transcript's two speakers, in the page's language. */
  speakers?: { ai: string; candidate: string };
}) {
  const { dialogClose } = useUiText("layout", layoutText);
  return (
    <>
      <Button size="lg" variant={variant} aria-haspopup="dialog" data-opens={id}>
        {trigger}
      </Button>
      <dialog
        id={id}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className={cn("m-auto p-0 open:flex", dialogClasses.surface, dialogClasses.backdrop, "max-w-2xl")}
      >
        <div className={dialogClasses.header}>
          <h2 id={`${id}-title`} className={dialogClasses.title}>
            {title}
          </h2>
          <p id={`${id}-description`} className={dialogClasses.description}>
            {description}
          </p>
        </div>
        <div className={dialogClasses.body}>
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
        </div>
        <button type="button" data-closes="" className={dialogClasses.close} aria-label={dialogClose}>
          <XIcon className="size-5" aria-hidden="true" />
        </button>
      </dialog>
    </>
  );
}
