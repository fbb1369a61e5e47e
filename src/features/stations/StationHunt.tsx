import { Notice } from "~/components/plain/Notice";
import { Button } from "~/components/plain/Button";
import plain from "~/components/plain/plain.module.css";
import { SignInButtons } from "~/components/SignInButtons";
import { IconCamera } from "@tabler/icons-react";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { useEffect, useRef, useState } from "react";
import { useAchievementAnnouncer } from "~/features/achievements/useAchievementAnnouncer";
import { isNetworkFailure } from "~/lib/offline/network";
import { queueOffline } from "~/lib/offline/queue";
import { useSession } from "~/lib/session";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { serverFieldError } from "~/lib/forms";
import {
  isStationToken,
  scannedByThisLink,
  STATION_PATH,
  STATION_TOKEN_MESSAGE,
  STATION_TOKEN_TEXT,
  type ScanNotice,
  type VisitorStation,
} from "~/shared/stations/rules";
import { HuntProgress } from "./HuntProgress";
import { StationList } from "./StationList";
import { StationSignInHint } from "./StationSignInHint";
import { huntRuleWords, huntWindowText, noticeText, useStationWords } from "./words";
import { clientOnly } from "~/lib/client-only";

function LoadingScanner() {
  const t = useTranslations("stations");
  return <p className={plain.small}>{t("hunt.loadingScanner")}</p>;
}

const StationScanner = clientOnly(
  () => import("./StationScanner").then((module) => module.StationScanner),
  LoadingScanner,
);

function NoticeAlert({ notice }: { notice: ScanNotice }) {
  const { title, text, color } = noticeText(notice, useStationWords());
  return (
    <Notice color={color} title={title} role={notice.kind === "refused" ? "alert" : "status"}>
      {text}
    </Notice>
  );
}

function VisitorCard({ visitor }: { visitor: VisitorStation }) {
  const words = useStationWords();
  const t = useTranslations("stations");
  if (visitor.kind === "refused")
    return (
      <Notice color="red" title={t("notice.refusedTitle")} role="alert">
        {words.refusal(visitor)}
      </Notice>
    );
  return (
    <section className={plain.card} data-padding="lg" aria-labelledby="found-station">
      <h2 className={plain.sectionTitle} id="found-station">
        {visitor.label}
      </h2>
      <p className={`${plain.text} ${plain.strong}`}>{t("visitor.found")}</p>
      {visitor.description && <p className={plain.text}>{visitor.description}</p>}
      <p className={plain.text}>{t("visitor.collect", { points: visitor.points })}</p>
      <SignInButtons
        primary="register"
        signInLabel={t("visitor.signIn")}
        registerLabel={t("visitor.register")}
      />
    </section>
  );
}

/** A visitor's scan kept on the phone without signal, for whoever signs in next on it. */
function VisitorScanKept() {
  const t = useTranslations("stations");
  return (
    <section className={plain.card} data-padding="lg" aria-labelledby="visitor-scan-kept">
      <h2 className={plain.sectionTitle} id="visitor-scan-kept">
        {t("visitor.keptHeading")}
      </h2>
      <p className={plain.text}>{t("visitor.kept")}</p>
      <SignInButtons
        primary="register"
        signInLabel={t("visitor.signIn")}
        registerLabel={t("visitor.register")}
      />
    </section>
  );
}

/**
 * The station hunt: what happened to the scan that brought you here, the camera scanner, your
 * progress and every station. The server claims a signed-in person's `?qr=` and sends the page on
 * with the outcome (`?scan=`), which is then removed from the URL, so reloading never claims
 * again; a visitor's was kept by the server for after sign-in.
 */
export function StationHunt({
  initialNotice,
  visitor,
}: {
  initialNotice: ScanNotice | null;
  visitor: VisitorStation | null;
}) {
  const router = useRouter();
  const { user } = useSession();
  const signedIn = user !== null;
  const { toast } = useToast();
  const announce = useAchievementAnnouncer();
  const words = useStationWords();
  const t = useTranslations("stations");
  const utils = api.useUtils();
  const board = api.sustainability.station.board.useQuery();
  const [notice, setNotice] = useState<ScanNotice | null>(initialNotice);
  const [scanning, setScanning] = useState(false);
  /** A scan made without signal, kept on the phone until it can be sent (README "Offline"). */
  const [kept, setKept] = useState(false);
  /** A visitor's scan kept on the phone without signal, for whoever signs in next. */
  const [keptForVisitor, setKeptForVisitor] = useState(false);
  const handled = useRef(false);
  /** The code of the `?qr=` link this kept page was opened with, while its claim is under way. */
  const keptLink = useRef<string | null>(null);

  const scan = api.sustainability.station.scan.useMutation({
    // Without signal the call fails at once (instead of pausing) and the scan is kept.
    networkMode: "always",
    onSuccess: async (result, input) => {
      // The scan the server made of this page's own link while the worker stopped waiting for its
      // answer is this link's credit, not an earlier scan (`scannedByThisLink`).
      const ownLink = keptLink.current === input.token;
      keptLink.current = null;
      const credit =
        result.status === "credited"
          ? result
          : ownLink &&
              result.points !== null &&
              scannedByThisLink(result.secondsAgo, performance.now())
            ? { points: result.points, achievements: [] }
            : null;
      if (credit) {
        const next: ScanNotice = {
          kind: "credited",
          label: result.station.label,
          points: credit.points,
        };
        setNotice(next);
        toast(noticeText(next, words).text);
        announce(credit.achievements);
      } else {
        setNotice({
          kind: "already",
          label: result.station.label,
          scannedAt: result.scannedAt.toISOString(),
        });
      }
      await Promise.all([
        utils.sustainability.station.board.invalidate(),
        utils.challenge.mine.invalidate(),
      ]);
    },
    onError: async (error, input) => {
      keptLink.current = null;
      if (isNetworkFailure(error) && user) {
        const queued = await queueOffline(user.id, { kind: "scan", token: input.token }).then(
          () => true,
          () => false,
        );
        if (queued) {
          setNotice(null);
          setKept(true);
          return;
        }
      }
      // A malformed code is the input check's (no key); every other refusal names its key.
      const malformed = serverFieldError(error, "token");
      setNotice(
        malformed
          ? { kind: "refused", message: malformed, text: STATION_TOKEN_TEXT }
          : { kind: "refused", message: error.message, text: error.data?.text ?? undefined },
      );
    },
  });

  const claim = (token: string) => {
    setScanning(false);
    setKept(false);
    if (!isStationToken(token)) {
      setNotice({ kind: "refused", message: STATION_TOKEN_MESSAGE, text: STATION_TOKEN_TEXT });
      return;
    }
    // A visitor's scan goes through a full page load, where the server keeps it (in a cookie)
    // for after sign-in.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (!signedIn) window.location.assign(`${STATION_PATH}?qr=${encodeURIComponent(token)}`);
    else scan.mutate({ token });
  };

  // Once per page load: show the notice from the server (or claim a kept page's `?qr=`), clean the URL.
  useEffect(() => {
    if (!router.isReady || handled.current) return;
    handled.current = true;
    const { scan: sealed } = router.query;
    // A page the service worker kept answers a `?qr=` link without signal: its query is the URL's.
    const qr =
      router.query.qr ?? new URLSearchParams(window.location.search).get("qr") ?? undefined;
    if (initialNotice?.kind === "credited") {
      toast(noticeText(initialNotice, words).text);
      announce(initialNotice.achievements ?? []);
    }
    if (qr === undefined && sealed === undefined) return;
    // The server claims a signed-in person's `?qr=` and sends the page on to `?scan=`: a `?qr=`
    // still here is the station hunt the worker kept (no signal, or no answer within its wait).
    // The claim goes from here (a scan the server credited meanwhile answers "already", shown as
    // this link's credit), and is kept in the outbox when it fails.
    if (signedIn && isStationToken(qr)) {
      keptLink.current = qr;
      scan.mutate({ token: qr });
    }
    // A visitor's link answered by the server always brings `visitor`; without it this is the
    // page the worker kept (no signal): the scan is kept on the phone for after sign-in.
    if (!signedIn && isStationToken(qr) && visitor === null)
      void import("~/lib/offline/client")
        .then((offline) => offline.keepVisitorScan(qr))
        .then(
          () => setKeptForVisitor(true),
          () => setNotice({ kind: "refused", message: t("visitor.lost") }),
        );
    void router.replace(STATION_PATH, undefined, { shallow: true, scroll: false });
    // Runs once the router is ready; the rest are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady]);

  const data = board.data;
  const hunt = data?.hunt ?? null;
  const when = hunt ? huntWindowText(words, hunt) : null;

  return (
    <div className={plain.stack}>
      <div className={plain.heading}>
        <h1 className={plain.title}>{t("hunt.title")}</h1>
        <p className={plain.text}>{t("hunt.intro")}</p>
        {data && (
          <p className={`${plain.text} ${plain.strong}`}>{huntRuleWords(words, data.rule)}</p>
        )}
        {when && <p className={`${plain.small} ${plain.dimmed}`}>{when}</p>}
        {!hunt && data && <p className={`${plain.text} ${plain.dimmed}`}>{t("hunt.notRunning")}</p>}
      </div>

      {notice && <NoticeAlert notice={notice} />}
      {scan.isPending && (
        <p className={plain.text} role="status">
          {t("hunt.checking")}
        </p>
      )}
      {kept && (
        <Notice color="yellow" title={t("hunt.keptTitle")} role="status">
          {t("hunt.kept")}
        </Notice>
      )}
      {visitor && !signedIn && <VisitorCard visitor={visitor} />}
      {keptForVisitor && !signedIn && <VisitorScanKept />}

      <section className={plain.card} data-padding="lg" aria-labelledby="scanner-heading">
        <h2 className={plain.sectionTitle} id="scanner-heading">
          {t("hunt.scanHeading")}
        </h2>
        {scanning ? (
          <StationScanner onToken={claim} onClose={() => setScanning(false)} />
        ) : (
          <>
            <p className={plain.small}>{t("hunt.scanHint")}</p>
            <div className={plain.row}>
              <Button
                variant="filled"
                leftSection={<IconCamera size={18} aria-hidden="true" />}
                onClick={() => setScanning(true)}
              >
                {t("hunt.scanButton")}
              </Button>
            </div>
          </>
        )}
      </section>

      <section className={plain.stackSm} aria-labelledby="stations-heading">
        <h2 className={plain.sectionTitle} id="stations-heading">
          {t("hunt.stationsHeading")}
        </h2>
        {signedIn && data && <HuntProgress progress={data.progress} points={data.points} />}
        {!signedIn && <StationSignInHint hint="hunt.signInHint" />}
        {data ? (
          <StationList stations={data.stations} signedIn={signedIn} />
        ) : (
          <p className={`${plain.text} ${plain.dimmed}`}>{t("hunt.loadingStations")}</p>
        )}
      </section>
    </div>
  );
}
