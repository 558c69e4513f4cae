/**
 * The guarantee each service carries, as pages state it: one sentence per service, built from
 * the pricing model's terms (pricing-model.ts `services`), naming its service, when it starts and,
 * for the longer guarantee, who it covers. A page states the sentence of the service it sells;
 * scripts/figure-relations/guarantees.ts holds every built page to these terms.
 */
import type { Locale } from "~/lib/i18n/locales";
import { services, terms } from "./pricing-model";

const { directHiring, staffAugmentation } = services;
const { extended } = staffAugmentation.guarantee;

/** Who the longer guarantee covers, in each language: the words a page defines "senior SaaS roles" with. */
export const extendedGuaranteeScope: Readonly<Record<Locale, string>> = {
  en: `${extended.minYears}+ years of experience, hired by ${extended.client}`,
  es: `${extended.minYears}+ años de experiencia, contratados por una empresa de software como servicio (SaaS)`,
  "pt-br": `${extended.minYears}+ anos de experiência, contratados por uma empresa de software como serviço (SaaS)`,
};

/** Staff Augmentation's guarantee in one sentence: what stack pages and category pages state. */
export const staffAugmentationGuaranteeText: Readonly<Record<Locale, string>> = {
  en: `On Staff Augmentation, a ${terms.staffAugmentationGuarantee} runs from the hire's first day: if they leave or are not the right fit within ${staffAugmentation.guarantee.days} days, you get ${staffAugmentation.guarantee.remedy}; ${extended.months} months for ${extended.roles} (${extendedGuaranteeScope.en}).`,
  es: `En Staff Augmentation, una garantía de reemplazo de ${staffAugmentation.guarantee.days} días corre desde el primer día: si la persona se va o no encaja en ese plazo, la reemplazamos sin costo; ${extended.months} meses para roles senior en SaaS (${extendedGuaranteeScope.es}).`,
  "pt-br": `No Staff Augmentation, uma garantia de substituição de ${staffAugmentation.guarantee.days} dias vale desde o primeiro dia: se a pessoa sair ou não se encaixar nesse prazo, fazemos a substituição sem custo; ${extended.months} meses para funções sênior em SaaS (${extendedGuaranteeScope["pt-br"]}).`,
};

/** Staff Augmentation's guarantee as a short line of a list: "90-day replacement guarantee on Staff Augmentation". */
export const staffAugmentationGuaranteeLine = `${terms.staffAugmentationGuarantee} on ${staffAugmentation.name}`;

/** Direct Hiring's guarantee in one sentence (the service's pages are in English only). */
export const directHiringGuaranteeText = `On Direct Hiring, a ${terms.directHiringGuarantee} runs from the day the person starts as your employee, after the paid trial: if they leave within ${directHiring.guarantee.days} days, you choose ${directHiring.guarantee.remedy}.`;
