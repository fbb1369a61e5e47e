/**
 * The station hunt's one rule (DESIGN.md §6.4), for the server and every screen: how many
 * stations exist (the active ones), how many complete the hunt (the hunt's goal, never more than
 * exist; every active station without a goal) and how many the certificate needs
 * (CERTIFICATE_MIN_STATIONS). Screens say it with `huntRuleText`, so they never disagree.
 */

export type HuntRule = {
  /** Active stations: the ones there are to find. */
  stations: number;
  /** Stations that complete the hunt; null while there are none to find. */
  toComplete: number | null;
  /** Stations (scanned once each) the sustainability certificate needs. */
  forCertificate: number;
};

/** How many scanned stations complete the hunt: its goal, capped at what exists, or all of them. */
export function huntTarget(goal: number | null, activeStations: number): number | null {
  if (activeStations <= 0) return null;
  return Math.min(goal ?? activeStations, activeStations);
}

export function huntRule(facts: {
  activeStations: number;
  goal: number | null;
  certificateStations: number;
}): HuntRule {
  return {
    stations: Math.max(0, facts.activeStations),
    toComplete: huntTarget(facts.goal, facts.activeStations),
    forCertificate: facts.certificateStations,
  };
}

/** "10 stations to find: scan 8 to complete the hunt, 5 for the certificate." */
export function huntRuleText(rule: HuntRule): string {
  if (rule.toComplete === null) return "There are no stations to find yet.";
  const stations = rule.stations === 1 ? "1 station" : `${rule.stations} stations`;
  return `${stations} to find: scan ${rule.toComplete} to complete the hunt, ${rule.forCertificate} for the certificate.`;
}
