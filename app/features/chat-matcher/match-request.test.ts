import { describe, expect, it } from "vitest";
import { categories } from "~/content/categories";
import { type ChatCatalogue, chatMatchText, chatReplyText, chatText } from "~/content/chat-matcher";
import { getSampleProfiles } from "~/content/profiles";
import { chatEs } from "~/content/ui/chat-es";
import { chatPtBr } from "~/content/ui/chat-pt-br";
import { clientCatalogue } from "~/content/ui/i18n.server";
import type { Locale, TranslatedLocale } from "~/lib/i18n/locales";
import { chooseReplyTopic } from "./choose-reply";
import { composeMatchReply, type MatchNames, type MatchReply } from "./match-reply";
import { type MatchContext, matchRequest, parseRequest } from "./match-request";

const english: ChatCatalogue = { ...chatText, replies: chatReplyText, match: chatMatchText };
const catalogues: Record<Locale, ChatCatalogue> = { en: english, es: chatEs, "pt-br": chatPtBr };

/** The names a page of the locale gets from the root loader (English: the content's own). */
function namesOf(locale: Locale): MatchNames {
  const names = locale === "en" ? undefined : clientCatalogue(locale as TranslatedLocale).names;
  return {
    category: (slug, name) => names?.categories[slug] ?? name,
    stack: (category, slug, name) => names?.stacks[`${category}/${slug}`] ?? name,
  };
}

/** The matcher's answer to a typed request, as the chat shows it. */
function answer(message: string, locale: Locale = "en"): MatchReply {
  const result = matchRequest(message);
  if (!result) throw new Error(`no match for ${message}`);
  const reply = composeMatchReply(result, catalogues[locale], locale, namesOf(locale));
  // Intl writes "36-49 US$" with no-break spaces: compare as plain spaces.
  return JSON.parse(JSON.stringify(reply).replace(/\u00a0/g, " ")) as MatchReply;
}

/** Everything the answer says, as one text. */
const said = (reply: MatchReply) =>
  [
    ...reply.stacks.flatMap((stack) => [stack.rate, ...stack.lines]),
    ...reply.notes,
    ...reply.profiles.map((profile) => profile.text),
    reply.noProfiles ?? "",
  ]
    .filter(Boolean)
    .join("\n");

const hrefs = (reply: MatchReply) => reply.links.map((link) => link.href);

describe("the AI Talent Matcher's answers", () => {
  it("two senior React developers at about $50/hour: the stack, its rate, what the budget buys and the senior profiles near it", () => {
    const message = "two senior React developers at about $50/hour";
    // SPEC's canned reply stays the React one; the catalogue's answer comes with it.
    expect(chooseReplyTopic(message)).toBe("react");
    const reply = answer(message);
    expect(reply.stacks.map((stack) => stack.rate)).toEqual([
      "Frontend Developer: $36-49/hour all-inclusive rate",
    ]);
    expect(reply.stacks[0]?.lines).toEqual([
      "Your budget of $50/hour covers a senior Frontend Developer ($49/hour).",
    ]);
    expect(reply.profilesTitle).toBe("Sample profiles within or near your budget");
    expect(reply.sampleNotice).toMatch(/^Illustrative examples/);
    expect(reply.profiles.map((profile) => profile.text)).toEqual([
      "Martina Sosa, Senior Full-Stack Developer, Argentina · 8 years (senior) · pay $47/hour · $52/hour all-inclusive rate (just above your budget)",
    ]);
    expect(reply.links).toEqual([
      { label: "See Frontend Developer rates and profiles", href: "/candidates/developers/frontend" },
      { label: "Get a shortlist", href: "/hiring-form?role=frontend&seniority=senior" },
    ]);
  });

  it("Backend developer Python (SPEC's keyword): the backend stack and its sample profile, no budget", () => {
    expect(chooseReplyTopic("Backend developer Python")).toBe("python");
    const reply = answer("Backend developer Python");
    expect(said(reply)).toBe(
      [
        "Backend Developer: $42-55/hour all-inclusive rate",
        "Andrés Galeano, Backend Engineer, Colombia · 7 years (senior) · pay $46/hour · $55/hour all-inclusive rate",
      ].join("\n"),
    );
    expect(reply.profilesTitle).toBe("Sample profiles");
    expect(hrefs(reply)).toEqual(["/candidates/developers/backend", "/hiring-form?role=backend"]);
  });

  it("a seniority without a budget: the rate at that level", () => {
    const reply = answer("We need a junior data engineer");
    expect(reply.stacks[0]?.lines).toEqual(["A junior Data Engineer: $42/hour all-inclusive rate."]);
    expect(hrefs(reply).at(-1)).toBe("/hiring-form?role=data-engineering&seniority=junior");
  });

  it("an hourly budget under the range says so plainly, and what the lowest rate is", () => {
    const reply = answer("junior QA tester $20/hr");
    expect(said(reply)).toContain(
      "Your budget of $20/hour is under the range for QA & Testing Engineer: it starts at $29/hour, for a junior.",
    );
    expect(reply.profiles).toEqual([]);
    expect(reply.noProfiles).toBe(
      "No sample profile is within your budget; a shortlist is built for your role and budget.",
    );
  });

  it("under the range, it names what the budget does buy in the same field", () => {
    const reply = answer("frontend developer, $30/hour");
    expect(said(reply)).toContain("Your budget of $30/hour is under the range for Frontend Developer");
    expect(reply.notes).toContain("Within $30/hour in the same field: QA & Testing Engineer ($29-42/hour).");
  });

  it("a monthly budget and a country: read as full-time hours, the country's profiles first", () => {
    const reply = answer("mid-level data engineer in Colombia, 4000/month");
    expect(reply.notes).toEqual([
      "$4,000/month for full-time work is about $23.08/hour.",
      "Colombia is one of the countries we hire in.",
    ]);
    expect(said(reply)).toContain("Your budget of $4,000/month is under the range for Data Engineer");
    const withProfiles = answer("senior sales operations specialist from Uruguay");
    expect(withProfiles.profiles[0]?.text).toMatch(/^Tomás Pereira, Sales Operations Specialist, Uruguay/);
  });

  it("a yearly budget, and the years of experience as the seniority", () => {
    const request = parseRequest("React Native dev with 7 years of experience, 60k a year");
    expect(request.stacks.map((ref) => ref.stack.slug)).toEqual(["mobile"]);
    expect(request.seniority).toBe("senior");
    expect(request.budget).toMatchObject({ amount: 60_000, period: "year" });
    expect(answer("React Native dev with 7 years of experience, 60k a year").notes).toEqual([
      "$60,000/year for full-time work is about $28.85/hour.",
    ]);
  });

  it("a budget inside the range buys up to the level it reaches", () => {
    const reply = answer("SDR for our growth-stage startup, 30 usd/h");
    expect(reply.stacks.map((stack) => stack.rate)).toEqual([
      "SDR / BDR: $27-38/hour plus commission all-inclusive rate",
    ]);
    expect(reply.stacks[0]?.lines).toEqual([
      "Your budget of $30/hour buys up to a junior SDR / BDR ($27/hour); a senior is $38/hour.",
    ]);
    expect(reply.profiles[0]?.text).toMatch(/^Mateo Vargas, SDR Team Lead, .* \(just above your budget\)$/);
  });

  it("a whole category: the specializations the budget reaches and the category page", () => {
    const reply = answer("a designer around $35/hour");
    expect(reply.stacks.map((stack) => stack.key)).toEqual(["ux-research", "ui-visual", "motion-3d"]);
    expect(hrefs(reply)).toEqual(["/candidates/design", "/hiring-form?role=design"]);
  });

  it("in Spanish: the words, the budget and the answer in the page's language", () => {
    const message = "Busco un desarrollador React senior por 45 dólares la hora";
    expect(chooseReplyTopic(message)).toBe("react");
    const reply = answer(message, "es");
    expect(reply.heading).toBe("En nuestro catálogo");
    expect(reply.stacks[0]?.rate).toBe(
      "Desarrollador Frontend: 36-49 US$ por hora, tarifa con todo incluido",
    );
    expect(reply.stacks[0]?.lines).toEqual([
      "Tu presupuesto de 45 US$ por hora está por debajo de la tarifa senior (49 US$ por hora): alcanza para un perfil semi senior de Desarrollador Frontend a 42,50 US$ por hora.",
    ]);
    expect(hrefs(reply)).toEqual([
      "/es/candidates/developers/frontend",
      "/hiring-form?role=frontend&seniority=senior",
    ]);
    const range = answer("entre 40 y 50 dólares por hora para un ingeniero DevOps", "es");
    expect(range.stacks[0]?.lines[0]).toMatch(
      /^Tu presupuesto de 40-50 US\$ por hora alcanza hasta un perfil junior/,
    );
  });

  it("in Portuguese: seniority, budget, sample profiles and links in Portuguese", () => {
    const reply = answer("Preciso de um designer de produto sênior, 60 usd/h", "pt-br");
    expect(reply.stacks[0]?.lines).toEqual([
      "Seu orçamento de US$ 60 por hora cobre um perfil sênior de Product Designer (US$ 52 por hora).",
    ]);
    expect(reply.profilesTitle).toBe("Perfis de exemplo dentro ou perto do seu orçamento");
    expect(reply.profiles[0]?.text).toMatch(
      /^Florencia Aguirre, .*Argentina · 8 anos \(sênior\) · remuneração \$\d+ por hora · US\$ 52 por hora/,
    );
    expect(reply.sampleNotice).toMatch(/^Exemplos ilustrativos/);
    expect(hrefs(reply)).toEqual([
      "/pt-br/candidates/design/product-design",
      "/hiring-form?role=product-design&seniority=senior",
    ]);
  });

  it("a budget in another currency is not compared, and says so", () => {
    const reply = answer("Preciso de um desenvolvedor mobile pleno no Brasil, até R$ 200 por hora", "pt-br");
    expect(reply.stacks[0]?.lines).toEqual([
      "Um perfil pleno de Desenvolvedor Mobile: US$ 44,50 por hora, valor com tudo incluído.",
    ]);
    expect(reply.notes[0]).toMatch(/^Comparo orçamentos em dólares americanos/);
    expect(reply.notes[1]).toBe("Brasil está entre os países onde contratamos.");
  });

  it("reads only what is there", () => {
    expect(matchRequest("A bookkeeper")).toBeUndefined();
    // A longer name wins over the word inside it; a tool counts only when no role is named.
    expect(parseRequest("React Native developer").stacks.map((ref) => ref.stack.slug)).toEqual(["mobile"]);
    expect(parseRequest("MLOps engineer").stacks.map((ref) => ref.stack.slug)).toEqual(["mlops"]);
    expect(parseRequest("data scientist who knows Python").stacks.map((ref) => ref.stack.slug)).toEqual([
      "data-science",
    ]);
    expect(parseRequest("React frontend with a Python backend").stacks.map((ref) => ref.stack.slug)).toEqual([
      "frontend",
      "backend",
    ]);
    // Years, hours a day and "lead generation" are no budget and no seniority.
    expect(parseRequest("designer with 5 years, 2 hours a day").budget).toBeUndefined();
    expect(parseRequest("designer with 5 years, 2 hours a day").seniority).toBe("mid");
    expect(parseRequest("lead generation marketer").seniority).toBeUndefined();
    expect(parseRequest("semi-senior backend").seniority).toBe("mid");
    expect(parseRequest("$4.000 al mes").budget).toMatchObject({ amount: 4000, period: "month" });
    expect(parseRequest("US$ 45,50 por hora").budget).toMatchObject({ amount: 45.5, period: "hour" });
    expect(parseRequest("backend dev, $5000").budget).toMatchObject({ period: "month", periodAssumed: true });
  });

  it("every translation fills the same placeholders as English", () => {
    const placeholders = (template: string) =>
      [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const catalogue of [chatEs, chatPtBr]) {
      for (const [key, template] of Object.entries(chatMatchText)) {
        if (typeof template !== "string") continue;
        const translated = catalogue.match[key as keyof typeof chatMatchText];
        expect(typeof translated === "string" && placeholders(translated), key).toEqual(
          placeholders(template),
        );
      }
    }
  });
});

describe("cost questions, follow-ups and the page's role", () => {
  const reply = (message: string, context: MatchContext = {}, locale: Locale = "en") => {
    const result = matchRequest(message, context);
    if (!result) throw new Error(`no match for ${message}`);
    return {
      result,
      reply: JSON.parse(
        JSON.stringify(composeMatchReply(result, catalogues[locale], locale, namesOf(locale))).replace(
          /\u00a0/g,
          " ",
        ),
      ) as MatchReply,
    };
  };

  it("reads senior, junior and mid-level in the three languages, and prices the level asked", () => {
    for (const [message, level] of [
      ["senior backend developer", "senior"],
      ["desarrollador backend senior", "senior"],
      ["desenvolvedor backend sênior", "senior"],
      ["junior backend developer", "junior"],
      ["desarrollador backend semi senior", "mid"],
      ["desenvolvedor backend pleno", "mid"],
    ] as const)
      expect(parseRequest(message).seniority, message).toBe(level);
    expect(said(reply("senior backend developer").reply)).toContain(
      "A senior Backend Developer: $55/hour all-inclusive rate.",
    );
    expect(said(reply("junior backend developer").reply)).toContain(
      "A junior Backend Developer: $42/hour all-inclusive rate.",
    );
  });

  it("answers 'how much would 2 of them cost per month?' about the previous message's role, with the arithmetic", () => {
    const first = reply("I need a senior backend developer");
    const { result, reply: answer } = reply("How much would 2 of them cost per month?", {
      previous: first.result.request,
    });
    expect(result.request).toMatchObject({
      roleFrom: "previous",
      seniority: "senior",
      cost: { people: 2, hoursPerWeek: 40, hoursAssumed: true },
    });
    // 2 × 40 × 52 ÷ 12 × $55 = $19,066.67.
    expect(result.stacks[0]?.cost?.monthly.max).toBeCloseTo((2 * 40 * 52 * 55) / 12, 6);
    expect(answer.stacks[0]?.lines).toContain("2 × 40 hours a week × 52 ÷ 12 × $55/hour = $19,067 a month.");
    expect(answer.notes).toEqual(
      expect.arrayContaining([
        "About Backend Developer, from your previous message.",
        "40 hours a week × 52 weeks ÷ 12 months = 173.3 hours a month per person.",
        "Priced full-time, 40 hours a week: tell me the hours a week for another schedule.",
      ]),
    );
    // The follow-up is what the next "them" refers to.
    expect(matchRequest("and 3 of them?", { previous: result.request })?.request.stacks[0]?.stack.slug).toBe(
      "backend",
    );
  });

  it("reads the hours a week, never as a budget, and gives a range without a seniority", () => {
    const { result, reply: answer } = reply("how much for 3 frontend developers, 20 hours a week?");
    expect(result.request.budget).toBeUndefined();
    expect(result.request.cost).toEqual({ people: 3, hoursPerWeek: 20, hoursAssumed: false });
    // 3 × 20 × 52 ÷ 12 × $36-49 = $9,360-12,740.
    expect(answer.stacks[0]?.lines).toContain(
      "3 × 20 hours a week × 52 ÷ 12 × $36-49/hour = $9,360-12,740 a month.",
    );
    expect(answer.notes).toContain(
      "Name a seniority (junior, mid-level or senior) for one figure instead of a range.",
    );
    expect(answer.notes.join(" ")).not.toContain("Priced full-time");
  });

  it("answers cuánto cuesta and quanto custa in the page's language", () => {
    const es = reply("¿Cuánto cuestan dos desarrolladores backend senior al mes?", {}, "es").reply;
    expect(es.stacks[0]?.lines.join(" ")).toMatch(
      /^.*2 × 40 horas por semana × 52 ÷ 12 × 55 US\$ por hora = 19\.067 US\$ al mes\./,
    );
    const pt = reply("Quanto custa um desenvolvedor backend pleno, 30 horas por semana?", {}, "pt-br").reply;
    // 1 × 30 × 52 ÷ 12 × $48.50 = $6,305.
    expect(pt.stacks[0]?.lines.join(" ")).toContain(
      "1 × 30 horas por semana × 52 ÷ 12 × US$ 48,50 por hora = US$ 6.305 por mês.",
    );
  });

  it("on a category or stack page, a question without a role is about the page's", () => {
    const onStack = reply("how much would 2 of them cost?", {
      page: { category: "developers", stack: "devops" },
    });
    expect(onStack.result.stacks.map((match) => match.stack.slug)).toEqual(["devops"]);
    expect(onStack.reply.notes).toContain("About DevOps Engineer, the role of this page.");
    const onCategory = reply("how much does a senior cost?", { page: { category: "design" } });
    expect(onCategory.result.request.category?.slug).toBe("design");
    expect(onCategory.result.profiles.every((match) => match.category === "design")).toBe(true);
    // A message that asks nothing of a role stays a greeting, even on a category page.
    expect(matchRequest("hello there", { page: { category: "design" } })).toBeUndefined();
    // A role named in the message wins over the page's.
    expect(
      matchRequest("how much is a senior SDR?", { page: { category: "developers" } })?.stacks[0]?.stack.slug,
    ).toBe("sdr-bdr");
  });

  it("shows sample profiles as the page shows them: the category's own, with the pay on their card", () => {
    for (const category of categories) {
      const { result, reply: answer } = reply(
        `how much would 2 senior ${category.name.toLowerCase()} cost?`,
        {
          page: { category: category.slug },
        },
      );
      const pageProfiles = getSampleProfiles(category.slug);
      for (const match of result.profiles) expect(pageProfiles, category.slug).toContain(match.profile);
      for (const [index, line] of answer.profiles.entries())
        expect(line.text).toContain(`pay ${result.profiles[index]?.profile.hourlyRate}/hour`);
    }
  });
});
