/**
 * The one pricing model behind every money figure on the site.
 *
 * - The hourly ranges of the stacks (SPEC section 9, categories.ts) are the client's
 *   all-inclusive hourly rate: talent pay, payroll and taxes, benefits, equipment and our margin.
 * - The monthly bands (salary-bands.ts) are what the talent is paid, a part of that rate: the
 *   share by seniority is `talentPayShare`, and every pay figure a page prints lies inside it.
 * - A package price is hours × rate: 10, 20, 30 hours a week or full-time (hiring-packages.ts),
 *   spread over the year's 52 weeks and 12 months.
 * - Fees, trial and guarantees are scoped per service: Direct Hiring charges a one-time fee on
 *   the first year's pay; Staff Augmentation bills the hourly rate monthly with no placement fee.
 *
 * Plain data and arithmetic, no React and no server code: pages, the calculator and the e-mails
 * all read it, and the tests next to it check the arithmetic by hand.
 */
import { type Category, categories, type StackSummary } from "./categories";
import { type HiringPackage, hiringPackages } from "./hiring-packages";
import { seniorityLevels } from "./seniority";

export const CURRENCY = "USD";
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;
/** A full-time week, the hours the full-time package is priced at. */
export const FULL_TIME_HOURS_PER_WEEK = 40;

export interface MoneyRange {
  min: number;
  max: number;
}

/** What the all-inclusive hourly rate pays for, in the order pages list it. */
export const rateIncludes = [
  { id: "pay", label: "Talent pay" },
  { id: "payroll", label: "Payroll and taxes" },
  { id: "benefits", label: "Benefits" },
  { id: "equipment", label: "Equipment" },
  { id: "margin", label: "Our margin" },
] as const;

/** "talent pay, payroll and taxes, benefits, equipment and our margin" */
export function rateIncludesText(): string {
  const labels = rateIncludes.map((item) => item.label.toLowerCase());
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** Average hours in a month for a weekly schedule: hours × 52 weeks ÷ 12 months. */
export function monthlyHours(hoursPerWeek: number): number {
  return (hoursPerWeek * WEEKS_PER_YEAR) / MONTHS_PER_YEAR;
}

/** The monthly price of a weekly schedule at an hourly rate: hours × 52 ÷ 12 × rate. */
export function monthlyPrice(hoursPerWeek: number, hourlyRate: number): number {
  return monthlyHours(hoursPerWeek) * hourlyRate;
}

/** The yearly price of a weekly schedule at an hourly rate: hours × 52 × rate. */
export function annualPrice(hoursPerWeek: number, hourlyRate: number): number {
  return hoursPerWeek * WEEKS_PER_YEAR * hourlyRate;
}

/** A monthly price range from an hourly range, both ends. */
export function monthlyPriceRange(hoursPerWeek: number, rate: MoneyRange): MoneyRange {
  return { min: monthlyPrice(hoursPerWeek, rate.min), max: monthlyPrice(hoursPerWeek, rate.max) };
}

export type Seniority = "junior" | "mid" | "senior";

/** The point of a range a seniority is priced at: junior the bottom, mid-level the midpoint, senior the top. */
export function rateForSeniority(range: MoneyRange, seniority: Seniority): number {
  if (seniority === "junior") return range.min;
  if (seniority === "senior") return range.max;
  return (range.min + range.max) / 2;
}

// --- What the talent earns from a client rate ------------------------------------------------

/**
 * The share of the all-inclusive hourly rate that reaches the talent as pay, by seniority; the
 * rest pays payroll and taxes, benefits, equipment and our margin. The bounds are the tightest
 * that SPEC's own pay figures fit (docs/decisions/008-talent-pay-inside-the-client-rate.md):
 * junior developers from $1,800 a month and SDRs from a $1,600 base set the floor, the developer
 * bands set the seniority steps, and the marketing samples' $45 against the highest marketing
 * rate ($49) set the ceiling. Roles paid "plus commission" or "plus bonus" have their own base
 * share (`variablePayBaseShare`).
 */
const talentPayShare = {
  junior: { min: 0.34, max: 0.5 },
  mid: { min: 0.5, max: 0.65 },
  senior: { min: 0.65, max: 0.92 },
} as const satisfies Record<Seniority, MoneyRange>;

/**
 * The base pay of a role paid "plus commission" or "plus bonus", whatever the seniority: the
 * variable part is billed on top of the rate, so the base is a smaller part of it. SPEC's OTE
 * bases span 34% (an SDR's $1,600 of the $27 rate) to 55% (a sales manager's $5,200 of the $55
 * account-executive rate).
 */
const variablePayBaseShare: MoneyRange = { min: 0.34, max: 0.55 };

/** The share at any seniority: from the junior floor to the senior ceiling. */
const anySeniorityPayShare: MoneyRange = {
  min: talentPayShare.junior.min,
  max: talentPayShare.senior.max,
};

/**
 * The hourly pay the talent earns from a client rate range, at a seniority or at any: the
 * seniority's share of the bottom and of the top of the range. A seniority sets the share rather
 * than a point of the range, since a category's bands span stacks whose ranges differ.
 */
export function talentPayRange(rate: MoneyRange & { extra?: unknown }, seniority?: Seniority): MoneyRange {
  const share = rate.extra
    ? variablePayBaseShare
    : seniority
      ? talentPayShare[seniority]
      : anySeniorityPayShare;
  return { min: rate.min * share.min, max: rate.max * share.max };
}

/** The same pay per month of full-time work (40 hours × 52 ÷ 12). */
export function talentMonthlyPayRange(
  rate: MoneyRange & { extra?: unknown },
  seniority?: Seniority,
): MoneyRange {
  const hourly = talentPayRange(rate, seniority);
  const hours = monthlyHours(FULL_TIME_HOURS_PER_WEEK);
  return { min: hourly.min * hours, max: hourly.max * hours };
}

/** Whether an hourly pay lies inside what the talent earns from the rate (cents rounded away). */
export function payFitsRate(
  hourlyPay: number,
  rate: MoneyRange & { extra?: unknown },
  seniority?: Seniority,
): boolean {
  const pay = talentPayRange(rate, seniority);
  return hourlyPay >= Math.floor(pay.min * 100) / 100 && hourlyPay <= Math.ceil(pay.max * 100) / 100;
}

/** The rate range of a category: from its lowest stack minimum to its highest stack maximum. */
export function categoryRate(category: Pick<Category, "stacks">): MoneyRange {
  const mins = category.stacks.map((stack) => stack.salaryRange.min);
  const maxes = category.stacks.map((stack) => stack.salaryRange.max);
  return { min: Math.min(...mins), max: Math.max(...maxes) };
}

/** Whether any stack of the category is paid partly in commission or bonus on top of the rate. */
export function categoryHasVariablePay(category: Pick<Category, "stacks">): boolean {
  return category.stacks.some((stack) => stack.salaryRange.extra !== undefined);
}

export interface PackagePrice {
  package: HiringPackage;
  /** The all-inclusive hourly rate range. */
  hourly: MoneyRange;
  /** hours × 52 ÷ 12 × the hourly range. */
  monthly: MoneyRange;
}

/** One package priced at an hourly range. */
function packagePrice(item: HiringPackage, rate: MoneyRange): PackagePrice {
  return { package: item, hourly: { ...rate }, monthly: monthlyPriceRange(item.hoursPerWeek, rate) };
}

/** The four packages priced at a category's rate range. */
export function categoryPackagePrices(category: Pick<Category, "stacks">): PackagePrice[] {
  const rate = categoryRate(category);
  return hiringPackages.map((item) => packagePrice(item, rate));
}

/** Every category with its rate range and its four package prices, in menu order. */
export function priceTable(): { category: Category; rate: MoneyRange; packages: PackagePrice[] }[] {
  return categories.map((category) => ({
    category,
    rate: categoryRate(category),
    packages: categoryPackagePrices(category),
  }));
}

/** The lowest and highest hourly rate of any stack. */
export function siteRateRange(): MoneyRange {
  return categoryRate({ stacks: categories.flatMap((category): readonly StackSummary[] => category.stacks) });
}

// --- Services: fees, trial and guarantees ---------------------------------------------------

export type ServiceId = "directHiring" | "staffAugmentation";

/** The paid trial, the same in both services. */
export const trial = {
  weeks: 2,
  paid: true,
  /** How the trial hours are charged. */
  billing: "the hours worked, at the role's all-inclusive hourly rate",
  /** What "no fees if not satisfied" means. */
  ifNotContinued: "no placement or success fee",
} as const;

export interface Guarantee {
  /** Length of the guarantee in days from the hire's start. */
  days: number;
  /**
   * A longer guarantee for a named group of roles, and what puts a hire in it: a least number of
   * years of experience and the kind of client, so a page can say who "senior SaaS roles" are.
   */
  extended?: { roles: string; months: number; minYears: number; client: string };
  /** What the client gets when a hire leaves or is not the right fit within it. */
  remedy: string;
}

export type ServiceBilling =
  | {
      kind: "placement-fee";
      /** One-time fee as a percentage of the hire's first-year pay. */
      percentOfFirstYearPay: number;
      due: string;
    }
  | {
      kind: "hourly";
      /** Billed at the all-inclusive hourly rate. */
      invoiced: "monthly";
      placementFee: 0;
    };

export interface ServiceTerms {
  id: ServiceId;
  /** The name SPEC gives the service. */
  name: string;
  /** Its page. */
  path: string;
  billing: ServiceBilling;
  guarantee: Guarantee;
}

export const services = {
  directHiring: {
    id: "directHiring",
    name: "Direct Hiring",
    path: "/services/headhunting-pro",
    billing: { kind: "placement-fee", percentOfFirstYearPay: 15, due: "once the hire starts" },
    guarantee: { days: 30, remedy: "a free replacement or the fee refunded" },
  },
  staffAugmentation: {
    id: "staffAugmentation",
    name: "Staff Augmentation",
    path: "/services/hires-staffing",
    billing: { kind: "hourly", invoiced: "monthly", placementFee: 0 },
    guarantee: {
      days: 90,
      extended: {
        roles: "senior SaaS roles",
        months: 6,
        // The senior level's own threshold (seniority.ts), so the two can never drift apart.
        minYears: seniorityLevels.find((level) => level.value === "senior")?.minYears ?? 6,
        client: "a software-as-a-service (SaaS) company",
      },
      remedy: "a free replacement",
    },
  },
} as const satisfies Record<ServiceId, ServiceTerms>;

/** The Direct Hiring fee for a first-year pay: 15% of it, once. */
export function directHiringFee(firstYearPay: number): number {
  const { billing } = services.directHiring;
  return (firstYearPay * billing.percentOfFirstYearPay) / 100;
}

// --- Sentences built from the model, so every page states the same terms --------------------

export const terms = {
  /** "15%" */
  feePercent: `${services.directHiring.billing.percentOfFirstYearPay}%`,
  /** "a one-time fee of 15% of the first year's pay, due once the hire starts" */
  directHiringFee: `a one-time fee of ${services.directHiring.billing.percentOfFirstYearPay}% of the first year's pay, due ${services.directHiring.billing.due}`,
  /** "30-day guarantee" */
  directHiringGuarantee: `${services.directHiring.guarantee.days}-day guarantee`,
  /** "the all-inclusive hourly rate, billed monthly, with no placement fee" */
  staffAugmentationBilling: "the all-inclusive hourly rate, billed monthly, with no placement fee",
  /** "90-day replacement guarantee" */
  staffAugmentationGuarantee: `${services.staffAugmentation.guarantee.days}-day replacement guarantee`,
  /** "6 months for senior SaaS roles: 6+ years of experience, hired by a software-as-a-service (SaaS) company" */
  staffAugmentationExtended: `${services.staffAugmentation.guarantee.extended.months} months for ${services.staffAugmentation.guarantee.extended.roles}: ${services.staffAugmentation.guarantee.extended.minYears}+ years of experience, hired by ${services.staffAugmentation.guarantee.extended.client}`,
  /** "2-week paid trial" */
  trial: `${trial.weeks}-week paid trial`,
  /** What "no fees if not satisfied" means. */
  noFeesIfNotSatisfied: `The ${trial.weeks}-week paid trial is billed for ${trial.billing}; no placement or success fee if you do not continue after it`,
} as const;

// --- Formatting -----------------------------------------------------------------------------

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: CURRENCY,
  maximumFractionDigits: 0,
});

/** "$1,690": prices rounded to whole dollars. */
export function formatDollars(amount: number): string {
  return wholeDollars.format(Math.round(amount));
}

/** "$1,690-2,253": a range with one dollar sign, rounded to whole dollars. */
export function formatDollarRange(range: MoneyRange): string {
  const digits = (amount: number) => Math.round(amount).toLocaleString("en-US");
  return `$${digits(range.min)}-${digits(range.max)}`;
}
