/**
 * Where each U.S. wage figure in us-wage-benchmarks.ts was checked: the May 2024 OEWS national
 * median of every occupation used, against the pages below. Kept out of the calculator's module so
 * it never ships to the browser; the tests read it to make sure no figure goes unchecked.
 */
export const wageFigureChecks: Readonly<
  Record<string, { occupation: string; checkedAgainst: readonly string[] }>
> = {
  "15-1252": {
    occupation: "Software Developers",
    checkedAgainst: [
      "https://degreeoutlook.com/careers/software-developers/",
      "https://resources.nopmark.com/2025/12/outstanding-career-prospects-in.html",
    ],
  },
  "15-1253": {
    occupation: "Software Quality Assurance Analysts and Testers",
    checkedAgainst: ["https://resources.nopmark.com/2025/12/outstanding-career-prospects-in.html"],
  },
  "15-1243": {
    occupation: "Database Architects",
    checkedAgainst: [
      "https://www.bls.gov/ooh/computer-and-information-technology/database-administrators.htm",
    ],
  },
  "15-2051": {
    occupation: "Data Scientists",
    checkedAgainst: [
      "https://www.longtermwiki.com/resources/641872cbfea515f5",
      "https://singulariki.ryanjhunter.workers.dev/roles/role-15-2051-00",
    ],
  },
  "15-1221": {
    occupation: "Computer and Information Research Scientists",
    checkedAgainst: [
      "https://www.remoteitjobs.app/article/tech-research-jobs-in-the-us-to-skyrocket-by-26-a-lucrative-future-awaits",
      "https://www.startrightcareers.com/occupation/computer-and-information-research-scientists",
    ],
  },
  "15-1255": {
    occupation: "Web and Digital Interface Designers",
    checkedAgainst: ["OEWS May 2024 national file, 15-1255 row, as cited in a public salary-defaults table"],
  },
  "27-1014": {
    occupation: "Special Effects Artists and Animators",
    checkedAgainst: [
      "https://degree.fyi/careers/special-effects-artists-and-animators",
      "https://tradecolleges.org/careers/special-effects-artists-and-animators",
    ],
  },
  "27-3042": {
    occupation: "Technical Writers",
    checkedAgainst: [
      "https://jobhuntday.com/careerguides/5sh6rf7939es9r8-lj5zd-bpxjc-hzd9j-sr5j5-3fk49-ackgd-sn7ra-adlw3-yz8lr-shhz3-g9dap-9aws2-mxcj8",
    ],
  },
  "13-1161": {
    occupation: "Market Research Analysts and Marketing Specialists",
    checkedAgainst: [
      "OEWS May 2024 national file (oesm24nat.zip), 13-1161 row, A_MEDIAN, as transcribed in a public data pull",
    ],
  },
  "13-1199": {
    occupation: "Business Operations Specialists, All Other",
    checkedAgainst: [
      "OEWS May 2024 national file (oesm24nat.zip), 13-1199 row, A_MEDIAN, as transcribed in a public data pull",
    ],
  },
  "41-9031": {
    occupation: "Sales Engineers",
    checkedAgainst: ["OEWS May 2024 national file, 41-9031 row, as cited in a public salary-defaults table"],
  },
  "43-9021": {
    occupation: "Data Entry Keyers",
    checkedAgainst: ["https://plainworkforce.com/occupation/data-entry-keyers"],
  },
};
