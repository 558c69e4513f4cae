import * as DialogPrimitive from "@radix-ui/react-dialog";
import { DialogOverlay } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { useApplyModal } from "./apply-modal";
import { MobileMenuContent, type MobileMenuFrame, mobileMenuSheetClass } from "./mobile-menu-content";

const radixFrame: MobileMenuFrame = {
  Title: DialogPrimitive.Title,
  Description: DialogPrimitive.Description,
  Close: ({ children }) => <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>,
};

/** The side sheet of the hamburger menu in the app: a Radix dialog, its code loaded on first open. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const applyModal = useApplyModal();
  const close = () => onOpenChange(false);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn("fixed inset-y-0 right-0 z-50 flex", mobileMenuSheetClass)}
        >
          <MobileMenuContent
            frame={radixFrame}
            onChoose={close}
            onApply={() => {
              close();
              applyModal.open();
            }}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
