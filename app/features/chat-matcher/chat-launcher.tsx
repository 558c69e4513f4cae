import { MessageCircleIcon } from "lucide-react";
import type * as React from "react";
import { layoutText } from "~/content/ui/layout-text";
import { useUiText } from "~/content/ui/ui-text";

/**
 * The round button that opens the chat, hidden while the chat is open. Astro renders it to static
 * HTML, which the page's script (site/scripts/floating-widgets.ts) finds by `data-chat-launcher`.
 */
export function ChatLauncher({
  open,
  ...handlers
}: {
  open: boolean;
  ref?: React.Ref<HTMLButtonElement>;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}) {
  const label = useUiText("layout", layoutText).chatLauncher;
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      hidden={open}
      data-chat-launcher=""
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...handlers}
    >
      <MessageCircleIcon className="size-6" aria-hidden="true" />
    </button>
  );
}
