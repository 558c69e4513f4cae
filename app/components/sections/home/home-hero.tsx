import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "lucide-react";
import { CountryFlag } from "~/components/ui/country-flag";
import { Portrait } from "~/components/ui/portrait";
import { SampleNotice } from "~/components/ui/sample-notice";
import { payMark } from "~/content/figure-marks";
import type { HomeContent } from "~/content/home";
import type { ProfileGradient, TalentProfile } from "~/content/home-profiles";
import { seniorityForYears } from "~/content/seniority";
import { cn } from "~/lib/cn";
import { CtaButton } from "../cta-button";
import { HeroBand } from "../hero-band";
import { ScenarioLinks } from "../scenario-links";
import { CarouselDots, carouselSlideClass, carouselSlideProps } from "./carousel-dots";

type HeroCarousel = HomeContent["heroCarousel"];

const gradients: Record<ProfileGradient, string> = {
  blue: "from-[#2446c7] to-[#1c2f63]",
  green: "from-[#0d8a6a] to-[#13224a]",
  amber: "from-[#a8580c] to-[#13224a]",
  violet: "from-[#5b3fc4] to-[#1c2f63]",
  teal: "from-[#0b6e8a] to-[#13224a]",
  rose: "from-[#b0304f] to-[#1c2f63]",
};

/**
 * The home page's opening band: the page's h1, its actions and the rotating profile cards. Its
 * own intro (not the shared HeroIntro) so that on phones the lead is shorter and the two actions
 * sit on one row.
 */
export function HomeHero({ hero, carousel }: { hero: HomeContent["hero"]; carousel: HeroCarousel }) {
  return (
    <HeroBand>
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-8 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:gap-12 lg:px-8 lg:py-20">
        <div>
          {hero.eyebrow ? (
            <p className="mb-3 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white/90 sm:mb-4">
              {hero.eyebrow}
            </p>
          ) : null}
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{hero.title}</h1>
          <div>
            <p className="mt-4 max-w-2xl text-base/7 text-white/80 sm:mt-5 sm:text-xl">{hero.description}</p>
            {hero.descriptionLinks ? (
              <ScenarioLinks links={hero.descriptionLinks} tone="dark" className="mt-2" />
            ) : null}
          </div>
          {/* Side by side from the smallest phones: the two actions share one row. */}
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            {hero.actions.map((cta) => (
              <CtaButton key={cta.label} cta={cta} tone="dark" className="flex-1 px-4 sm:flex-none sm:px-6" />
            ))}
          </div>
          {/* One per line on phones: a row that wraps would break differently once the brand
              typeface replaces its fallback, and move everything below it. */}
          <ul className="mt-5 flex flex-col gap-y-2 text-sm text-white/85 sm:mt-8 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CheckIcon className="size-4 text-highlight" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <ProfileCarousel carousel={carousel} />
      </div>
    </HeroBand>
  );
}

/**
 * The rotating profile cards, drawn in their first state: the page's script
 * (site/scripts/home-carousels.ts) rotates them every `settings.intervalMs`, pauses them while the
 * pointer or focus is inside, and runs the Pause/Play button and the dots.
 */
function ProfileCarousel({ carousel }: { carousel: HeroCarousel }) {
  const { profiles, text, settings } = carousel;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.label}
      className="group/carousel mx-auto w-full max-w-md"
      data-carousel=""
      data-interval-ms={settings.intervalMs}
      data-autoplay="true"
    >
      {/* Every card sits in the same grid cell, so the box is as tall as the tallest card. */}
      <div className="grid grid-cols-1" aria-live="off" data-carousel-track="" data-testid="profile-carousel">
        {profiles.map((profile, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
          <div
            key={profile.id}
            role="group"
            {...carouselSlideProps(index, profiles.length)}
            className={cn(
              "col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none",
              carouselSlideClass,
            )}
          >
            <ProfileCard profile={profile} text={text} settings={settings} />
          </div>
        ))}
      </div>
      <div className="mt-3 flex items-center justify-center gap-3">
        {/* Both faces of the button are in the HTML; the carousel's `data-autoplay` shows one. */}
        <button
          type="button"
          data-carousel-toggle=""
          data-testid="profile-carousel-toggle"
          className="inline-flex h-8 items-center gap-1.5 rounded-full bg-white/10 px-3 text-xs font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <span className="contents group-data-[autoplay=false]/carousel:hidden">
            <PauseIcon className="size-3.5" aria-hidden="true" />
            {text.pause}
          </span>
          <span className="contents group-data-[autoplay=true]/carousel:hidden">
            <PlayIcon className="size-3.5" aria-hidden="true" />
            {text.play}
          </span>
          <span className="sr-only"> {text.controlTarget}</span>
        </button>
        <CarouselDots
          tone="dark"
          count={profiles.length}
          index={0}
          labelTemplate={text.dotLabel}
          names={profiles.map((profile) => profile.name)}
        />
      </div>
      <SampleNotice text={text.sampleNotice} tone="dark" className="mt-2 text-center" />
    </section>
  );
}

function ProfileCard({
  profile,
  text,
  settings,
}: {
  profile: TalentProfile;
  text: HeroCarousel["text"];
  settings: HeroCarousel["settings"];
}) {
  return (
    <article className="h-full overflow-hidden rounded-2xl bg-white text-foreground shadow-2xl">
      <div
        className={cn(
          "flex items-center gap-4 bg-gradient-to-br px-5 py-4 text-white",
          gradients[profile.gradient],
        )}
      >
        <Portrait
          src={profile.portrait}
          initials={profile.image}
          tone="on-color"
          size="lg"
          className="bg-white/15"
        />
        <div className="min-w-0">
          <p className="text-lg/6 font-bold">{profile.name}</p>
          <p className="mt-0.5 min-h-10 text-sm/5 text-white/90 sm:min-h-0">{profile.role}</p>
        </div>
        <span className="ml-auto shrink-0 self-start rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold">
          {text.vetted}
        </span>
      </div>
      <div className="space-y-4 px-5 py-4">
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">{text.countryLabel}</dt>
            <dd className="mt-0.5 flex items-center gap-1.5 font-semibold">
              <CountryFlag code={profile.countryFlag} />
              {profile.country}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{text.rateLabel}</dt>
            <dd
              className="mt-0.5 font-semibold"
              {...payMark({ role: profile.stack, seniority: seniorityForYears(profile.yearsExperience) })}
            >
              {profile.hourlyRate}
              <span className="font-normal text-muted-foreground">{text.perHour}</span>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{text.experienceLabel}</dt>
            <dd className="mt-0.5 font-semibold">
              {profile.yearsExperience}{" "}
              <span className="font-normal text-muted-foreground">{text.yearsSuffix}</span>
            </dd>
          </div>
        </dl>
        <ul className="flex flex-wrap gap-1.5" aria-label={text.skillsLabel}>
          {profile.skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary"
            >
              {skill}
            </li>
          ))}
        </ul>
        <CompanyScroller
          companies={profile.previousCompanies}
          label={text.previouslyAt}
          previousLabel={text.previousCompaniesPrevious}
          nextLabel={text.previousCompaniesNext}
          stepPx={settings.scrollerStepPx}
          visible={settings.scrollerVisible}
        />
      </div>
    </article>
  );
}

/**
 * The "Previously at" row: a window of `visible` company marks that moves `stepPx` per step,
 * drawn at its start; the page's script (site/scripts/home-carousels.ts) moves it. Each mark stacks
 * its monogram over the name, so a full name fits the step's width.
 */
function CompanyScroller({
  companies,
  label,
  previousLabel,
  nextLabel,
  stepPx,
  visible,
}: {
  companies: TalentProfile["previousCompanies"];
  label: string;
  previousLabel: string;
  nextLabel: string;
  stepPx: number;
  visible: number;
}) {
  const gapPx = 8;
  return (
    <div className="flex items-center gap-3" data-scroller="" data-step-px={stepPx} data-visible={visible}>
      <p className="text-xs/4 font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <div className="ml-auto flex items-center gap-1">
        <button
          type="button"
          aria-label={previousLabel}
          disabled
          data-scroller-step="-1"
          className="inline-flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-muted disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
        </button>
        <div className="overflow-hidden" style={{ width: stepPx * visible - gapPx }}>
          <ul
            className="flex transition-transform duration-300 motion-reduce:transition-none"
            style={{ gap: gapPx, transform: "translateX(-0px)" }}
          >
            {companies.map((company, index) => (
              <li
                key={company.name}
                aria-hidden={index >= visible ? true : undefined}
                className="flex shrink-0 flex-col items-center gap-1 rounded-lg border px-1 py-1.5 text-center"
                style={{ width: stepPx - gapPx }}
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-navy-800 text-[0.625rem] font-bold text-white"
                >
                  {company.logo}
                </span>
                <span className="text-[0.6875rem]/[0.875rem] font-medium break-words">{company.name}</span>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          aria-label={nextLabel}
          disabled={companies.length <= visible}
          data-scroller-step="1"
          className="inline-flex size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-muted disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
