/**
 * The rules of the figure audit (scripts/figure-audit.ts): every money figure and savings
 * percentage a page may print, with the words that must stand next to it.
 *
 * - "model": computed here from the pricing model and the calculator, so a page printing another
 *   value for the same thing has no rule and fails.
 * - "pay": what talent is paid (bands, sample pay), labelled as pay, never as a price.
 * - "spec": the SPEC readings the site keeps (SPEC section 1: "both readings are kept"), each
 *   with the words that say what it compares.
 */

import { astroPagePaths } from "../../app/content/astro-pages";
import { LIMITS } from "../../app/content/candidate-application";
import { buildCategoryPageData, buildExplorer, localStackName } from "../../app/content/candidate-page-data";
import {
  allStacks,
  categories,
  categoryPath,
  findStack,
  type StackSlug,
  stackPath,
} from "../../app/content/categories";
import { jobPayRangeText } from "../../app/content/category-figures";
import { aiOpeningJobs, averageYearlyPay } from "../../app/content/category-pages";
import { type ClaimId, claims, claimValue, usDeveloperWageText } from "../../app/content/claims";
import { heroVisualText } from "../../app/content/hero-visuals";
import { homeBelowFold, homeHero } from "../../app/content/home";
import { heroProfiles } from "../../app/content/home-profiles";
import { exampleJobs, llmJobSamples } from "../../app/content/job-samples";
import { localeContent } from "../../app/content/locale-content";
import { claimsText as esClaims } from "../../app/content/locales/es/claims";
import { claimsText as ptClaims } from "../../app/content/locales/pt-br/claims";
import {
  allInclusiveAnnual,
  allInclusiveFigure,
  allInclusiveSavingsPercent,
  calculatorHref,
  type ModelInputs,
  referenceHire,
} from "../../app/content/model-figures";
import { pricingRateCard, pricingTable } from "../../app/content/pricing";
import {
  categoryRate,
  directHiringFee,
  formatDollarRange,
  formatDollars,
  monthlyPrice,
  monthlyPriceRange,
  siteRateRange,
} from "../../app/content/pricing-model";
import { pricingRows } from "../../app/content/pricing-offers";
import { sampleProfiles } from "../../app/content/profiles";
import { rateChartScale } from "../../app/content/rate-chart";
import { packageRateBand } from "../../app/content/rate-readings";
import { getRegionalStats } from "../../app/content/regional-stats";
import { developerMonthlyBands, salesOteBands, topMonthlyOte } from "../../app/content/salary-bands";
import { estimateFigures } from "../../app/content/savings-model/estimate-figures";
import { defaultCalculatorState } from "../../app/content/savings-model/url-state";
import {
  industryPaySavings,
  type SavingsScenarioKey,
  savingsScenarioLinks,
  savingsScenarios,
  savingsWords,
  typicalPaySavingsText,
  typicalSavingsLinks,
  upToPaySavingsPercent,
} from "../../app/content/savings-readings";
import { stackSampleProfiles } from "../../app/content/stack-profiles";
import { sectionWords } from "../../app/content/ui/i18n.server";
import { formatUsdAmount, formatUsdRange } from "../../app/lib/i18n/format";
import { LOCALES, type Locale, localeFromPath, localeInfo, localizePath } from "../../app/lib/i18n/locales";
import type { FigureRule } from "../../scripts/figure-audit";

const claimsTextOf: Record<Locale, Record<ClaimId, { label: string; qualifier: string }>> = {
  en: claims,
  es: esClaims,
  "pt-br": ptClaims,
};

/** "$42-55" in English, "42-55 US$" in Spanish, "US$ 42–55" in Portuguese: a range as pages print it. */
function rangeAmount(range: { min: number; max: number }, locale: Locale): string {
  return locale === "en" ? `$${range.min}-${range.max}` : formatUsdRange(range, locale);
}

/** "$48": a single hourly amount as pages print it (every language writes sample pay this way). */
const dollars = (amount: number | string) => `$${amount}`;

/** Every page of a locale: its prefix and below. */
function localePages(locale: Locale): RegExp {
  const { prefix } = localeInfo[locale];
  return prefix ? new RegExp(`^${prefix}(/|$)`) : /^\/(?!es(\/|$)|pt-br(\/|$))/;
}

/** The stack ranges: on the stack's page, its category page and the calculator. */
function stackRangeRules(): FigureRule[] {
  return LOCALES.flatMap((locale) =>
    allStacks().map(({ category, stack }) => ({
      pages: [localizePath(stackPath(category, stack), locale), localizePath(categoryPath(category), locale)],
      figure: rangeAmount(stack.salaryRange, locale),
      labels: [sectionWords(locale).allInclusiveRate],
      source: "model" as const,
      note: `${stack.slug}: the client's all-inclusive hourly rate`,
    })),
  );
}

/** The category ranges of /candidates, and each category's rate chart ticks. */
function categoryRangeRules(): FigureRule[] {
  return LOCALES.flatMap((locale) => [
    ...categories.map((category) => ({
      pages: [localizePath("/candidates", locale), localizePath(categoryPath(category), locale)],
      figure: rangeAmount(categoryRate(category), locale),
      labels: [sectionWords(locale).allInclusiveRate],
      source: "model" as const,
      note: `${category.slug}: lowest to highest all-inclusive stack rate`,
    })),
    ...categories.flatMap((category) =>
      rateChartScale(buildExplorer(category.slug, locale)).ticks.map((tick) => ({
        pages: localizePath(categoryPath(category), locale),
        figure: dollars(tick),
        labels: [heroVisualText[locale].hourlyRates],
        source: "model" as const,
        note: "a tick of the hero's chart of all-inclusive rates",
      })),
    ),
  ]);
}

/** Sample people's pay and sample jobs' pay: "Pay" stands beside each. */
function samplePayRules(): FigureRule[] {
  const english = [
    ...Object.values(sampleProfiles).flat(),
    ...stackSampleProfiles,
    ...heroProfiles,
    ...homeBelowFold.talentExamples.profiles,
  ].map((profile) => profile.hourlyRate);
  return LOCALES.flatMap((locale) => {
    const content = localeContent(locale);
    const jobs = [
      ...exampleJobs,
      ...llmJobSamples,
      ...Object.values(content.categoryPages).flatMap((page) => page.openings.jobs),
      ...Object.values(content.stackDetails).flatMap((detail) => detail.opportunityExamples),
    ].map((job) => job.rate.match(/\$\d+/)?.[0] ?? job.rate);
    return [...new Set([...english, ...jobs])].map((figure) => ({
      pages: localePages(locale),
      figure,
      labels: [sectionWords(locale).rate],
      source: "pay" as const,
      note: "a sample person's or role's hourly pay",
    }));
  });
}

/** The category pages' pay figures: bands, OTE, regional medians, yearly averages. */
function categoryPayRules(): FigureRule[] {
  return LOCALES.flatMap((locale) => {
    const words = sectionWords(locale);
    const developers = localizePath("/candidates/developers", locale);
    const sales = localizePath("/candidates/sales", locale);
    const rules: FigureRule[] = [
      ...developerMonthlyBands.map((band) => ({
        pages: developers,
        figure: formatUsdRange(band, locale),
        labels: [words.rate],
        source: "pay" as const,
      })),
      // The OTE table names its columns "OTE"; the FAQ sentence calls the same figures pay.
      ...salesOteBands.flatMap((band) =>
        [band.base, band.total].flatMap((range) =>
          [["OTE"], [words.rate]].map((labels) => ({
            pages: sales,
            figure: formatUsdRange(range, locale),
            labels,
            source: "pay" as const,
          })),
        ),
      ),
      {
        pages: localizePath("/candidates/ai-specialists", locale),
        figure: jobPayRangeText(aiOpeningJobs),
        labels: [words.rate],
        source: "pay",
        note: "the lowest and highest pay of the page's sample AI openings",
      },
      { pages: sales, figure: formatUsdAmount(topMonthlyOte(), locale), labels: ["OTE"], source: "pay" },
      ...categories.flatMap((category) =>
        getRegionalStats(category.slug).map((row) => ({
          pages: localizePath(categoryPath(category), locale),
          figure: dollars(row.medianRate),
          labels: [words.medianRate],
          source: "pay" as const,
        })),
      ),
    ];
    const yearly = { en: "yearly pay", es: "pago anual", "pt-br": "remuneração anual" }[locale];
    rules.push(
      {
        pages: localizePath("/candidates/marketing", locale),
        figure: averageYearlyPay.marketing,
        labels: [yearly],
        source: "pay",
      },
      {
        pages: localizePath("/candidates/design", locale),
        figure: averageYearlyPay.design,
        labels: [yearly],
        source: "pay",
      },
    );
    return rules;
  });
}

/** The developer pay comparison (SPEC section 9) and the all-inclusive cost beside it. */
function developerComparisonRules(): FigureRule[] {
  return LOCALES.flatMap((locale) => {
    const text = claimsTextOf[locale];
    const pages =
      locale === "en" ? ["/", "/candidates/developers"] : [localizePath("/candidates/developers", locale)];
    // On the candidate-facing developer page the comparison is labelled for employers.
    const forEmployers = (page: string) => (page === "/" ? [] : [savingsWords[locale].forEmployers]);
    const allInclusive =
      buildCategoryPageData("developers", locale)?.employers?.allInclusive ??
      allInclusiveFigure(referenceHire, "backend developer", locale);
    return pages.flatMap((page): FigureRule[] => [
      // The BLS median the calculator uses, which SPEC's "$120K+" is a floor under.
      {
        pages: page,
        figure: usDeveloperWageText(locale),
        labels: [
          {
            en: "Bureau of Labor Statistics",
            es: "Oficina de Estadísticas Laborales",
            "pt-br": "Bureau of Labor Statistics",
          }[locale],
        ],
        source: "model",
      },
      {
        pages: page,
        figure: claimValue("usDeveloperSalary", locale),
        labels: [text.usDeveloperSalary.qualifier, ...forEmployers(page)],
        source: "spec",
      },
      {
        pages: page,
        figure: claimValue("latamDeveloperPay", locale),
        labels: [text.latamDeveloperPay.qualifier, ...forEmployers(page)],
        source: "spec",
      },
      {
        pages: page,
        figure: claimValue("developerPaySavings", locale),
        labels: [text.developerPaySavings.qualifier, ...forEmployers(page)],
        source: "spec",
      },
      {
        pages: page,
        figure: claims.developerPaySavings.share ?? "",
        labels: [text.developerPaySavings.qualifier, ...forEmployers(page)],
        source: "spec",
      },
      {
        pages: page,
        figure: allInclusive.value,
        labels: [allInclusive.label, ...forEmployers(page)],
        source: "model",
      },
      ...allInclusiveRules(page, referenceHire, locale, [allInclusive.label, ...forEmployers(page)]).slice(1),
    ]);
  });
}

/** Words of the sentences that quote the pricing model's all-inclusive cost (model-figures.ts, stack-pages.ts). */
const modelWords: Record<Locale, { allInclusive: string; overhead: string }> = {
  en: { allInclusive: "All-inclusive", overhead: "employer overhead" },
  es: { allInclusive: "Todo incluido", overhead: "costos del empleador" },
  "pt-br": { allInclusive: "com tudo incluído", overhead: "encargos do empregador" },
};

/** A computed all-inclusive cost, its saving against the U.S. side and the overhead it assumes. */
function allInclusiveRules(
  pages: string | readonly string[],
  inputs: ModelInputs,
  locale: Locale,
  labels: string[],
): FigureRule[] {
  const rules: FigureRule[] = [
    {
      pages,
      figure: formatUsdAmount(Math.round(allInclusiveAnnual(inputs)), locale),
      labels: [...labels, modelWords[locale].allInclusive],
      source: "model",
      note: calculatorHref(inputs),
    },
    { pages, figure: `${inputs.overheadPercent}%`, labels: [modelWords[locale].overhead], source: "model" },
  ];
  const percent = allInclusiveSavingsPercent(inputs);
  if (percent !== undefined) {
    rules.push({
      pages,
      figure: `${percent}%`,
      labels: [...labels, modelWords[locale].allInclusive],
      source: "model",
    });
  }
  return rules;
}

/** Each stack FAQ's savings sentence: a full-time mid-level hire of the stack, for employers. */
function stackFaqRules(): FigureRule[] {
  return LOCALES.flatMap((locale) =>
    allStacks().flatMap(({ category, stack }) =>
      allInclusiveRules(
        localizePath(stackPath(category, stack), locale),
        { ...referenceHire, role: stack.slug as StackSlug, seniority: "mid" },
        locale,
        [savingsWords[locale].forEmployers],
      ),
    ),
  );
}

/** The calculator's first estimate, as the prerendered page shows it. */
function calculatorRules(): FigureRule[] {
  const figures = estimateFigures(defaultCalculatorState);
  const rules: FigureRule[] = figures.rows.map(([label, value]) => ({
    pages: "/savings-calculator",
    figure: value.match(/^(\$[\d,.]+(?:-\d+)?|\d+%)/)?.[0] ?? value,
    labels: [label],
    source: "model",
  }));
  const { savings, us } = figures.result;
  if (savings) {
    rules.push(
      {
        pages: "/savings-calculator",
        figure: `${Math.round(savings.percent)}%`,
        labels: ["Estimated savings"],
        source: "model",
      },
      {
        pages: "/savings-calculator",
        figure: formatUsdAmount(Math.round(savings.annual), "en"),
        labels: ["saved a year"],
        source: "model",
      },
    );
  }
  if (us) {
    rules.push(
      {
        pages: "/savings-calculator",
        figure: formatUsdAmount(Math.round(figures.result.latam.annual), "en"),
        labels: ["Annual cost compared"],
        source: "model",
      },
      {
        pages: "/savings-calculator",
        figure: formatUsdAmount(Math.round(us.annual), "en"),
        labels: ["Annual cost compared"],
        source: "model",
      },
    );
  }
  if (figures.benchmark) {
    rules.push(
      {
        pages: "/savings-calculator",
        figure: formatUsdAmount(figures.benchmark.annualWage, "en"),
        labels: ["median annual wage"],
        source: "model",
      },
      {
        pages: "/savings-calculator",
        figure: `$${(figures.benchmark.annualWage / 2080).toFixed(2)}`,
        labels: ["median annual wage"],
        source: "model",
      },
    );
  }
  return rules;
}

/**
 * SPEC's savings readings, each labelled as all-inclusive (the savings relation,
 * tests/e2e/figure-relations-savings.spec.ts, checks each against the calculator scenario linked
 * beside it), and the scenario links' own figures, each only inside its link.
 */
function paySavingsRules(): FigureRule[] {
  const allInclusive = savingsWords.en.allInclusive;
  const stackPages = LOCALES.flatMap((locale) =>
    allStacks().map(({ category, stack }) => localizePath(stackPath(category, stack), locale)),
  );
  return [
    {
      pages: "/",
      figure: `${upToPaySavingsPercent()}%`,
      labels: ["developer roles", allInclusive],
      source: "spec",
      note: homeHero.title,
    },
    {
      pages: ["/", "/services/hires-staffing"],
      figure: typicalPaySavingsText,
      labels: [allInclusive],
      source: "spec",
    },
    ...LOCALES.map((locale) => ({
      pages: stackPages.filter((page) => localePages(locale).test(page)),
      figure: typicalPaySavingsText,
      labels: [savingsWords[locale].forEmployers, savingsWords[locale].allInclusive],
      source: "spec" as const,
    })),
    { pages: "/startups", figure: `${industryPaySavings.startups}%`, labels: [allInclusive], source: "spec" },
    { pages: "/saas", figure: `${industryPaySavings.saas}%`, labels: [allInclusive], source: "spec" },
    {
      pages: "/ecommerce",
      figure: `${industryPaySavings.ecommerce}%`,
      labels: [allInclusive],
      source: "spec",
    },
    {
      pages: "/human-data-llm-training",
      figure: `${industryPaySavings.llm}%`,
      labels: [allInclusive],
      source: "spec",
    },
    {
      pages: "/clients",
      figure: "50%",
      labels: ["all-inclusive"],
      source: "spec",
      note: "an illustrative case's cost cut",
    },
    ...scenarioLinkRules(),
    // A candidate's answer in the sample marketing interview: a campaign metric, not a price.
    ...LOCALES.map((locale) => ({
      pages: localizePath("/candidates/marketing", locale),
      figure: "20%",
      labels: [{ en: "cost per signup", es: "costo por registro", "pt-br": "custo por cadastro" }[locale]],
      source: "sample" as const,
    })),
  ];
}

/**
 * A scenario link's figure ("60% all-inclusive saving: a junior Frontend Developer, …"), in its
 * link, and the same hire's at the calculator's default overhead, in its own link.
 */
function scenarioLinkRules(): FigureRule[] {
  return LOCALES.flatMap((locale) => {
    const links = [
      ...(Object.keys(savingsScenarios) as SavingsScenarioKey[]).flatMap((key) =>
        savingsScenarioLinks(key, locale),
      ),
      ...typicalSavingsLinks(locale, [
        localStackName(locale, savingsScenarios.typicalLow.role),
        localStackName(locale, savingsScenarios.typicalHigh.role),
      ]),
      ...savingsScenarioLinks("developers", locale, localStackName(locale, savingsScenarios.developers.role)),
    ];
    // The saving first, the scenario's overhead last ("…, 39% de costos del empleador").
    return links.flatMap((link) =>
      [link.label.match(/^\d+%/)?.[0], link.label.match(/\d+%(?=[^%]*$)/)?.[0]].map((figure) => ({
        pages: localePages(locale),
        figure: figure ?? link.label,
        labels: [link.label],
        source: "model" as const,
        note: link.href,
      })),
    );
  });
}

/**
 * The rate ranges quoted in sentences: SPEC's package band ("$25 to $80", rate-readings.ts), only
 * with its label, which gives the published catalogue's all-inclusive range ($23-64) beside it;
 * the developer roles; and SPEC's "tech talent up to $60 USD/hour", which holds for the developer
 * roles the pages scope it to.
 */
function rateRangeRules(): FigureRule[] {
  const site = siteRateRange();
  const developers = categoryRate(
    categories.find((category) => category.slug === "developers") ?? categories[0],
  );
  const techTalentCap = 60;
  if (developers.max > techTalentCap) {
    throw new Error(
      `"Tech talent up to $${techTalentCap}" no longer holds: developer roles reach $${developers.max}`,
    );
  }
  const sitePages = ["/", "/services/hires-staffing"];
  return [
    ...[packageRateBand.min, packageRateBand.max].map((amount) => ({
      pages: sitePages,
      figure: dollars(amount),
      labels: [packageRateBand.label],
      source: "spec" as const,
      note: "SPEC's package rate band, a guide beside the catalogue's all-inclusive rates",
    })),
    {
      pages: sitePages,
      figure: formatDollarRange(site),
      labels: [packageRateBand.label],
      source: "model",
      note: "the published catalogue's all-inclusive stack rates, lowest to highest",
    },
    { pages: sitePages, figure: dollars(techTalentCap), labels: ["developer roles"], source: "spec" },
    {
      pages: "/startups",
      figure: dollars(developers.min),
      labels: ["Developers", "all-inclusive"],
      source: "model",
    },
    {
      pages: "/startups",
      figure: dollars(developers.max),
      labels: ["Developers", "all-inclusive"],
      source: "model",
    },
  ];
}

/** /pricing: every family's rate and package prices, and the page's worked examples. */
function pricingPageRules(): FigureRule[] {
  const page = "/pricing";
  const rules: FigureRule[] = pricingRows().flatMap((row): FigureRule[] => [
    {
      pages: page,
      figure: row.hourlyText,
      labels: [pricingTable.rateLabel],
      source: "model",
      note: row.slug,
    },
    ...row.packages.map((item) => ({
      pages: page,
      figure: item.monthlyText,
      labels: [pricingTable.perMonth],
      source: "model" as const,
      note: `${row.slug}, ${item.name}: hours × 52 ÷ 12 × the family's rate`,
    })),
  ]);
  const example = findStack("developers", pricingRateCard.exampleRole)?.stack.salaryRange;
  if (example) {
    const monthly = formatDollarRange(monthlyPriceRange(pricingRateCard.exampleHours, example));
    rules.push(
      {
        pages: page,
        figure: formatDollarRange(example),
        labels: [pricingRateCard.rateLabel],
        source: "model",
      },
      { pages: page, figure: monthly, labels: [pricingRateCard.priceLabel], source: "model" },
      { pages: page, figure: formatDollarRange(example), labels: ["Example"], source: "model" },
      { pages: page, figure: monthly, labels: ["Example"], source: "model" },
    );
  }
  // The FAQ's worked examples: a 20-hour package at $40 an hour, and the fee on a $60,000 first-year pay.
  rules.push(
    { pages: page, figure: "$40", labels: ["20-hour package"], source: "model" },
    {
      pages: page,
      figure: formatDollars(monthlyPrice(20, 40)),
      labels: ["20-hour package"],
      source: "model",
    },
    { pages: page, figure: formatDollars(60_000), labels: ["first-year pay"], source: "model" },
    {
      pages: page,
      figure: formatDollars(directHiringFee(60_000)),
      labels: ["first-year pay"],
      source: "model",
    },
  );
  return rules;
}

/**
 * The application form's accepted hourly rates, in its field's hint ("Between $5 and $500 an
 * hour", "Entre $5 y $500 por hora"): the form is in the HTML of every page Astro builds, inside
 * the apply modal's dialog, in the page's language.
 */
function applicationFormRules(): FigureRule[] {
  const perHour: Record<Locale, string> = { en: "an hour", es: "por hora", "pt-br": "por hora" };
  return LOCALES.flatMap((locale) =>
    [LIMITS.hourlyRate.min, LIMITS.hourlyRate.max].map((amount) => ({
      pages: [...astroPagePaths].filter((path) => localeFromPath(path) === locale),
      figure: dollars(amount),
      labels: [perHour[locale]],
      source: "model" as const,
      note: "the application form's accepted hourly rates",
    })),
  );
}

export function figureRules(): FigureRule[] {
  return [
    ...applicationFormRules(),
    ...stackRangeRules(),
    ...categoryRangeRules(),
    ...samplePayRules(),
    ...categoryPayRules(),
    ...developerComparisonRules(),
    ...stackFaqRules(),
    ...calculatorRules(),
    ...paySavingsRules(),
    ...rateRangeRules(),
    ...pricingPageRules(),
  ];
}
