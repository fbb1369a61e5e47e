import type { Prisma } from "~/generated/prisma/client";
import { parseTranslations, type Translations } from "~/server/domain/content";
import { ACHIEVEMENT_CATALOG } from "~/server/domain/achievements";
import { BINGO_CHALLENGE_SLUGS } from "~/shared/points";
import type { Locale } from "~/shared/i18n/locales";
import { FAQ_ENTRIES } from "./seed-faq";
import { FESTIVAL_CHALLENGES } from "./seed-festival";
import { BINGO_TASKS, FREE_TASK } from "./seed-bingo";
import { STATION_CATALOGUE } from "./seed-stations";

/**
 * The demo festival's content in German (README "Languages", "The festival's content"), so that
 * the demo in German shows no English: every challenge, achievement, FAQ entry, bingo task and
 * station the seed writes, by the key the seed writes it under (slug, achievement key, English
 * question, English task, English label).
 */
type Texts = Record<string, string>;

export const GERMAN_CHALLENGES: Record<string, Texts> = {
  [BINGO_CHALLENGE_SLUGS.easy]: {
    title: "Fitness-Bingo: leicht",
    summary: "Eine 3×3-Karte mit kleinen Übungen für alle: dehnen, gehen, tanzen.",
    description:
      "Hak ein Feld ab, sobald du seine Übung gemacht hast.\n\n- **1 Punkt** pro Feld\n- **5 Punkte** pro fertiger Zeile, Spalte oder Diagonale\n- **20 Punkte** für die volle Karte",
  },
  [BINGO_CHALLENGE_SLUGS.medium]: {
    title: "Fitness-Bingo: mittel",
    summary: "Eine 4×4-Karte für einen sportlichen Festivaltag.",
    description:
      "Sechzehn Übungen, von einer Runde übers Gelände bis zu einer Partie Frisbee.\n\n- **2 Punkte** pro Feld\n- **10 Punkte** pro Reihe\n- **40 Punkte** für die volle Karte",
  },
  [BINGO_CHALLENGE_SLUGS.hard]: {
    title: "Fitness-Bingo: schwer",
    summary: "Eine 5×5-Karte für alle, die zum Schwitzen gekommen sind.",
    description:
      "Fünfundzwanzig Übungen; das mittlere Feld ist frei.\n\n- **3 Punkte** pro Feld\n- **15 Punkte** pro Reihe\n- **60 Punkte** für die volle Karte",
  },
  "festival-sketch": {
    title: "Festival-Skizze",
    summary: "Zeichne eine Szene vom Festival und teile ein Foto davon.",
    description:
      "Bleistift, Tusche, Farbe oder Pixel: Halte einen Moment des Festivals fest.\n\nDie Moderation sieht sich jede Einreichung an; freigegebene kommen in die **Galerie** und bringen die Punkte.",
  },
  "poem-of-the-day": {
    title: "Gedicht des Tages",
    summary: "Schreib ein kurzes Gedicht über das, was du heute gesehen, gehört oder gefühlt hast.",
    description: "Bis zu 2000 Zeichen. Reime sind freiwillig, Ehrlichkeit ist Pflicht.",
  },
  "photo-story": {
    title: "Fotogeschichte",
    summary: "Ein Foto, ein Satz: Erzähl eine Geschichte vom Festival.",
    description:
      "Such dir das Foto aus, das am meisten erzählt, schreib einen Satz dazu und reich es ein.",
  },
  "station-hunt": {
    title: "Stationsjagd",
    summary: "Finde die Nachhaltigkeits-Stationen und scanne ihre QR-Codes.",
    description:
      "Jede Station erzählt dir etwas über den ökologischen Fußabdruck des Festivals. Scanne ihren Code mit der Kamera deines Handys: **10 Punkte** pro Station, jede zählt einmal.\n\nScanne 8 Stationen, um die Jagd abzuschließen.",
  },
  refill: {
    title: "Nachfüll-Challenge",
    summary: "Bring eine Mehrwegflasche mit und lass sie an den Wasserstellen auffüllen.",
    description:
      "Mach mit und hol dir deinen persönlichen Flaschencode. Zeig ihn an einer Wasserstelle: Jede aufgefüllte Flasche bringt **2 Punkte** und spart eine Einwegflasche.\n\nMit zehn Nachfüllungen hast du die Challenge geschafft.",
  },
  gratitude: {
    title: "Dankesnotizen",
    summary:
      "Bedank dich bei jemandem: bei einer Helferin, einem Freund oder einer fremden Person, die dir den Tag verschönert hat.",
    description:
      "Schreib eine kurze Notiz. Sobald die Moderation sie gelesen hat, erscheint sie auf der großen Leinwand. Jede freigegebene Notiz bringt **3 Punkte**; mit dreien hast du die Challenge geschafft.",
  },
  "joy-of-giving": {
    title: "Freude am Geben",
    summary: "Trag eine gute Tat ein: geteiltes Essen, eine helfende Hand, ein geliehener Schirm.",
    description:
      "Erzähl dem Festival, was du gegeben hast. Freigegebene gute Taten bringen je **3 Punkte** und erscheinen auf der großen Leinwand; mit dreien hast du die Challenge geschafft.",
  },
  "sunrise-yoga": {
    title: "Yoga bei Sonnenaufgang",
    summary: "Mach beim Yoga zum Sonnenaufgang mit und teile ein Foto als Nachweis.",
    description: "Ein Entwurf: Das Orga-Team veröffentlicht ihn, sobald die Uhrzeit feststeht.",
  },
};

const GERMAN_DIFFICULTY = { easy: "leicht", medium: "mittel", hard: "schwer" } as const;
const GERMAN_CARD = { easy: "leichten", medium: "mittleren", hard: "schweren" } as const;

export const GERMAN_ACHIEVEMENTS: Record<string, Texts> = {
  "first-challenge": {
    title: "Erste Schritte",
    description: "Mach bei deiner ersten Challenge mit.",
  },
  ...Object.fromEntries(
    (["easy", "medium", "hard"] as const).flatMap((difficulty) => [
      [
        `bingo-line-${difficulty}`,
        {
          title: `Erste Reihe (${GERMAN_DIFFICULTY[difficulty]})`,
          description: `Vervollständige eine Zeile, Spalte oder Diagonale auf der ${GERMAN_CARD[difficulty]} Bingokarte.`,
        },
      ],
      [
        `bingo-card-${difficulty}`,
        {
          title: `Volle Karte (${GERMAN_DIFFICULTY[difficulty]})`,
          description: `Hak jedes Feld der ${GERMAN_CARD[difficulty]} Bingokarte ab.`,
        },
      ],
    ]),
  ),
  "stations-5": {
    title: "Auf Stationstour",
    description: "Scanne 5 Nachhaltigkeits-Stationen.",
  },
  "stations-all": {
    title: "Alle Stationen",
    description: "Scanne jede aktive Nachhaltigkeits-Station.",
  },
  "refills-10": {
    title: "Nachfüll-Stammgast",
    description: "Lass deine Mehrwegflasche 10-mal auffüllen.",
  },
  certificate: {
    title: "Zertifiziert nachhaltig",
    description: "Erhalte das Nachhaltigkeitszertifikat des Festivals.",
  },
  "gratitude-3": {
    title: "Dankbares Herz",
    description: "Schreib 3 Dankesnotizen, die freigegeben werden.",
  },
  "giving-3": {
    title: "Freude schenken",
    description: "Trag 3 gute Taten ein, die freigegeben werden.",
  },
  "first-artwork": {
    title: "Erstes Kunstwerk",
    description: "Reich ein Kunstwerk ein, das freigegeben wird.",
  },
  "all-areas": {
    title: "Rundum dabei",
    description: "Schließ in jedem der vier Bereiche mindestens eine Challenge ab.",
  },
  "team-player": { title: "Teamplayer", description: "Tritt einem Team bei." },
  "all-hands": {
    title: "Alle packen mit an",
    description:
      "Alle in deinem Team (mindestens zwei) schließen eine Challenge im selben Bereich ab: Dann bekommt das ganze Team diesen Erfolg.",
  },
};

/** By the English question. */
export const GERMAN_FAQ: Record<string, Texts> = {
  "Do I need an account to take part?": {
    question: "Brauche ich ein Konto, um mitzumachen?",
    answer:
      "Umsehen kannst du dich auch ohne. Um Bingofelder abzuhaken, Stationen zu scannen, Nachfüllungen zu sammeln, Kunst einzureichen oder eine Dankesnotiz zu schreiben, erstellst du mit deiner E-Mail-Adresse ein kostenloses Konto.",
  },
  "How do I earn points?": {
    question: "Wie bekomme ich Punkte?",
    answer:
      "Jede Challenge bringt Punkte: Bingofelder, Reihen und volle Karten, gescannte Nachhaltigkeits-Stationen, deine aufgefüllte Trinkflasche, ein freigegebenes Kunstwerk sowie freigegebene Dankesnotizen und gute Taten. Deine Gesamtpunkte und deinen Rang findest du in deinem Profil.",
  },
  "How does the fitness bingo work?": {
    question: "Wie funktioniert das Fitness-Bingo?",
    answer:
      "Wähl leicht, mittel oder schwer. Jede Karte enthält kleine Übungen: Hak ein Feld ab, sobald du es erledigt hast. Eine volle Zeile, Spalte oder Diagonale bringt einen Reihenbonus, eine volle Karte am meisten.",
  },
  "Where are the QR stations?": {
    question: "Wo sind die QR-Stationen?",
    answer:
      "Die Nachhaltigkeits-Stationen sind über das ganze Festivalgelände verteilt. Scanne den Code einer Station mit der Kamera deines Handys oder in der App: Jede Station zählt einmal pro Person.",
  },
  "How do I get the sustainability certificate?": {
    question: "Wie bekomme ich das Nachhaltigkeitszertifikat?",
    answer:
      "Scanne genug Stationen und lass deine Mehrwegflasche ein paar Mal auffüllen. Sobald du die Bedingungen erfüllst, stellt das Festivalteam dein Zertifikat aus, und du kannst es als PDF herunterladen.",
  },
  "Why is my gratitude note not on the big screen yet?": {
    question: "Warum ist meine Dankesnotiz noch nicht auf der großen Leinwand?",
    answer:
      "Jede Notiz und jede gute Tat liest die Moderation, bevor sie auf der Live-Wand erscheint. Während des Festivals dauert das meist nur ein paar Minuten.",
  },
  "Who can see my name?": {
    question: "Wer sieht meinen Namen?",
    answer:
      "Dein Profil ist privat, solange du es nicht in deinen Kontoeinstellungen öffentlich machst. Wer privat ist, erscheint in Ranglisten als „Anonym“, und Notizen kannst du auch anonym posten.",
  },
  "Can I delete my data?": {
    question: "Kann ich meine Daten löschen?",
    answer:
      "Ja. In deinen Kontoeinstellungen kannst du alles herunterladen, was das Festival über dich speichert, und dein Konto mit allen Beiträgen und Einreichungen löschen.",
  },
};

/** By the English task. */
export const GERMAN_BINGO_TASKS: Record<string, string> = {
  [FREE_TASK]: "Freifeld: Du bist da!",
  // easy
  "Stretch for 5 minutes": "5 Minuten dehnen",
  "Walk 2,000 steps": "2.000 Schritte gehen",
  "Dance to a whole song": "Einen ganzen Song lang tanzen",
  "Take the stairs, not the lift": "Treppe statt Aufzug nehmen",
  "Do 10 squats": "10 Kniebeugen machen",
  "Balance on one leg for 30 seconds": "30 Sekunden auf einem Bein balancieren",
  "Play catch with a friend": "Mit jemandem Ball zuwerfen",
  "Do 20 arm circles": "20 Armkreise machen",
  // medium
  "Walk a lap of the festival grounds": "Eine Runde übers Festivalgelände gehen",
  "Play a game of frisbee": "Eine Runde Frisbee spielen",
  "Do 20 squats": "20 Kniebeugen machen",
  "Hold a plank for 45 seconds": "45 Sekunden im Unterarmstütz halten",
  "Join a group warm-up": "Beim gemeinsamen Aufwärmen mitmachen",
  "Skip rope for 2 minutes": "2 Minuten Seil springen",
  "Do 15 push-ups (knees are fine)": "15 Liegestütze (auf den Knien ist okay)",
  "Dance for 10 minutes non-stop": "10 Minuten am Stück tanzen",
  "Follow a 15-minute yoga flow": "Einen 15-minütigen Yoga-Flow mitmachen",
  "Climb 5 flights of stairs": "5 Stockwerke Treppen steigen",
  "Do 20 walking lunges": "20 Ausfallschritte im Gehen machen",
  "Play a round of volleyball": "Eine Runde Volleyball spielen",
  "Jog for 10 minutes": "10 Minuten joggen",
  "Do 30 jumping jacks": "30 Hampelmänner machen",
  "Hula hoop for 1 minute": "1 Minute Hula-Hoop",
  "Cool down with a 10-minute stretch": "Mit 10 Minuten Dehnen runterkommen",
  // hard
  "Run 5 km": "5 km laufen",
  "Do 50 squats": "50 Kniebeugen machen",
  "Hold a plank for 2 minutes": "2 Minuten im Unterarmstütz halten",
  "Do 30 push-ups": "30 Liegestütze machen",
  "Cycle 10 km": "10 km Rad fahren",
  "Do 20 burpees": "20 Burpees machen",
  "Walk 15,000 steps in a day": "15.000 Schritte an einem Tag gehen",
  "Climb 20 flights of stairs": "20 Stockwerke Treppen steigen",
  "Do 100 jumping jacks": "100 Hampelmänner machen",
  "Play a full football match": "Ein ganzes Fußballspiel spielen",
  "Finish a bootcamp class": "Einen Bootcamp-Kurs durchziehen",
  "Do 10 pull-ups": "10 Klimmzüge machen",
  "Hold a wall sit for 90 seconds": "90 Sekunden an der Wand sitzen",
  "Skip rope for 10 minutes": "10 Minuten Seil springen",
  "Do 60 walking lunges": "60 Ausfallschritte im Gehen machen",
  "Run 10 sprints of 50 m": "10 Sprints über 50 m laufen",
  "Take a 45-minute yoga class": "Eine 45-minütige Yogastunde mitmachen",
  "Hike to the highest point of the grounds": "Zum höchsten Punkt des Geländes wandern",
  "Do 40 sit-ups": "40 Sit-ups machen",
  "Play a set of beach volleyball": "Einen Satz Beachvolleyball spielen",
  "Carry a friend piggyback for 50 m": "Jemanden 50 m huckepack tragen",
  "Reach the top of the climbing wall": "Die Kletterwand bis ganz oben schaffen",
  "Do 3 sets of 20 mountain climbers": "3 Sätze à 20 Mountain Climbers machen",
  "Dance for 30 minutes non-stop": "30 Minuten am Stück tanzen",
};

/** By the English label. */
export const GERMAN_STATIONS: Record<string, Texts> = {
  "Recycling station": {
    label: "Recyclingstation",
    description:
      "Trenn deinen Müll in Papier, Plastik, Glas und Restmüll: Die Tonnen sind beschriftet.",
  },
  "Compost corner": {
    label: "Kompostecke",
    description:
      "Essensreste und kompostierbare Teller kommen hierher und düngen im nächsten Jahr die Gärten.",
  },
  "Water refill point": {
    label: "Trinkwasserstelle",
    description: "Kostenloses Trinkwasser: Füll deine Flasche auf, statt eine neue zu kaufen.",
  },
  "Cup return": {
    label: "Becherrückgabe",
    description: "Bring deinen Mehrwegbecher zurück und hol dir dein Pfand.",
  },
  "Solar stage": {
    label: "Solarbühne",
    description:
      "Die Akustikbühne läuft mit dem Strom der Solarmodule über ihr. Schau mal nach oben!",
  },
  "Bike parking": {
    label: "Fahrradparkplatz",
    description:
      "Mit dem Rad gekommen? Dann park hier. Wer Rad fährt, spart von allen Festivalgästen am meisten CO2e.",
  },
  "Repair café": {
    label: "Repair-Café",
    description: "Freiwillige reparieren kostenlos Kleidung, Taschen und kleine Elektrogeräte.",
  },
  "Local food market": {
    label: "Regionaler Markt",
    description:
      "Jeder Stand bezieht seine Waren aus höchstens 50 km Umkreis: Frag ruhig, woher dein Essen kommt.",
  },
  "Swap shop": {
    label: "Tauschladen",
    description: "Lass da, was du nicht mehr brauchst, und nimm mit, was du gebrauchen kannst.",
  },
  "Green info tent": {
    label: "Grünes Infozelt",
    description:
      "Wie das Festival seinen Fußabdruck misst und was sich seit letztem Jahr geändert hat.",
  },
};

/** The seed's English texts of each kind by the key of its German ones, to tell rows admins changed. */
const ENGLISH = {
  challenges: new Map(FESTIVAL_CHALLENGES.map((challenge) => [challenge.slug, challenge])),
  achievements: new Map(ACHIEVEMENT_CATALOG.map((definition) => [definition.key, definition])),
  tasks: new Set([
    FREE_TASK,
    ...Object.values(BINGO_TASKS)
      .flat()
      .filter((task): task is string => task !== null),
  ]),
  stations: new Map(STATION_CATALOGUE.map((station) => [station.label, station])),
  faq: new Map(FAQ_ENTRIES.map((entry) => [entry.question, entry])),
};

const LOCALE: Locale = "de";

/**
 * A row's German texts to add: each field whose text is still the seed's English and that has no
 * German yet. Null when there is nothing to add (admins changed it, or it has German already).
 */
function germanFor(
  row: Record<string, unknown> & { translations: unknown },
  english: Record<string, unknown> | undefined,
  german: Texts | undefined,
): Translations | null {
  if (!english || !german) return null;
  const stored = parseTranslations(row.translations);
  const have = stored[LOCALE] ?? {};
  const added = Object.entries(german).filter(
    ([field, text]) =>
      row[field] === english[field] && (have[field] ?? "").trim() === "" && text.trim() !== "",
  );
  if (added.length === 0) return null;
  return { ...stored, [LOCALE]: { ...have, ...Object.fromEntries(added) } };
}

/**
 * Adds the German texts of the demo's content wherever a row still holds the seed's English and
 * has no German for it: rows written by this seed, now or by an earlier one. What admins wrote
 * (another English text, a German translation of their own) is left alone, and running it again
 * changes nothing. Returns how many rows it changed.
 */
export async function seedGermanContent(tx: Prisma.TransactionClient): Promise<number> {
  let changed = 0;
  const [challenges, achievements, entries, tasks, stations] = await Promise.all([
    tx.challenge.findMany({
      where: { slug: { in: [...ENGLISH.challenges.keys()] } },
      select: {
        id: true,
        slug: true,
        title: true,
        summary: true,
        description: true,
        translations: true,
      },
    }),
    tx.achievement.findMany({
      where: { key: { in: [...ENGLISH.achievements.keys()] } },
      select: { id: true, key: true, title: true, description: true, translations: true },
    }),
    tx.faqEntry.findMany({
      where: { question: { in: [...ENGLISH.faq.keys()] } },
      select: { id: true, question: true, answer: true, translations: true },
    }),
    tx.bingoTask.findMany({
      where: { text: { in: [...ENGLISH.tasks] } },
      select: { id: true, text: true, translations: true },
    }),
    tx.station.findMany({
      where: { label: { in: [...ENGLISH.stations.keys()] } },
      select: { id: true, label: true, description: true, translations: true },
    }),
  ]);
  for (const row of challenges) {
    const translations = germanFor(
      row,
      ENGLISH.challenges.get(row.slug),
      GERMAN_CHALLENGES[row.slug],
    );
    if (!translations) continue;
    await tx.challenge.update({ where: { id: row.id }, data: { translations } });
    changed++;
  }
  for (const row of achievements) {
    const translations = germanFor(
      row,
      ENGLISH.achievements.get(row.key),
      GERMAN_ACHIEVEMENTS[row.key],
    );
    if (!translations) continue;
    await tx.achievement.update({ where: { id: row.id }, data: { translations } });
    changed++;
  }
  for (const row of entries) {
    const translations = germanFor(row, ENGLISH.faq.get(row.question), GERMAN_FAQ[row.question]);
    if (!translations) continue;
    await tx.faqEntry.update({ where: { id: row.id }, data: { translations } });
    changed++;
  }
  for (const row of tasks) {
    const german = GERMAN_BINGO_TASKS[row.text];
    const translations = germanFor(row, { text: row.text }, german ? { text: german } : undefined);
    if (!translations) continue;
    await tx.bingoTask.update({ where: { id: row.id }, data: { translations } });
    changed++;
  }
  for (const row of stations) {
    const translations = germanFor(
      row,
      ENGLISH.stations.get(row.label),
      GERMAN_STATIONS[row.label],
    );
    if (!translations) continue;
    await tx.station.update({ where: { id: row.id }, data: { translations } });
    changed++;
  }
  return changed;
}
