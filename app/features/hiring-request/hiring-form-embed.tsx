import { useHiringFormModal } from "~/components/layout/hiring-form-modal";
import type { HiringInterest } from "~/lib/hiring-interest";
import { HiringWizard } from "./hiring-wizard";

/**
 * The wizard as a module of its own: the hiring modal and /hiring-form load it on demand, so
 * react-hook-form and zod stay out of every page's first-load JavaScript.
 */
export default function HiringFormEmbed({ interest }: { interest?: HiringInterest }) {
  const modal = useHiringFormModal();
  return <HiringWizard onReturnHome={modal.close} inDialog interest={interest} />;
}
