import { useHiringFormModal } from "~/components/layout/hiring-form-modal";
import { HiringWizard } from "./hiring-wizard";

/**
 * The wizard as a module of its own: the hiring modal and /hiring-form load it on demand, so
 * react-hook-form and zod stay out of every page's first-load JavaScript.
 */
export default function HiringFormEmbed() {
  const modal = useHiringFormModal();
  return <HiringWizard onReturnHome={modal.close} inDialog />;
}
