import { Link } from "~/components/Link";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { api } from "~/lib/trpc";
import { QrSvg } from "./QrSvg";
import classes from "./StationDisplay.module.css";

/** Asks the server again this long after a window ends (its clock may lag the tablet's). */
const AFTER_WINDOW_MS = 300;
/** While the station shows no code (printed mode, inactive), ask again this often. */
const IDLE_POLL_MS = 15_000;
/** While the server does not answer with the next code, ask again this often (not faster). */
const RETRY_MS = 5_000;

/**
 * Keeps the tablet's screen on while the display is open (Screen Wake Lock API, where the browser
 * has it), asking again when the page is shown after being hidden (browsers release it then).
 */
function useWakeLock() {
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock.request("screen").then(
        (sentinel) => {
          if (stopped) void sentinel.release();
          else lock = sentinel;
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release();
    };
  }, []);
}

/** The tablet's clock, ticking once a second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * A screen-mode station's display (README "Screen-mode station codes"): the current code as a
 * large QR (modules drawn by the server, so no QR library here), the station's name and a
 * countdown to the next code. It asks the server for the code right after each window ends; the
 * server's clock decides, the tablet's only counts down (corrected by the server's time). Its
 * words are the page's language ("stationsAdmin"), as large as the English ones.
 */
export function StationDisplay({ stationId }: { stationId: string }) {
  const t = useTranslations("stationsAdmin");
  useWakeLock();
  const now = useNow();
  const display = api.sustainability.station.display.useQuery(
    { id: stationId },
    {
      refetchIntervalInBackground: true,
      refetchOnWindowFocus: true,
      refetchInterval: (query) => {
        const data = query.state.data;
        if (!data?.code) return IDLE_POLL_MS;
        const offset = data.serverNow - query.state.dataUpdatedAt;
        const wait = data.code.endsAt - (Date.now() + offset) + AFTER_WINDOW_MS;
        // Past the window with no newer answer: the server is not answering; do not hammer it.
        return wait > 0 ? wait : RETRY_MS;
      },
    },
  );
  const data = display.data;
  const offset = data ? data.serverNow - display.dataUpdatedAt : 0;
  const code = data?.code ?? null;
  const serverNow = now + offset;
  const windowMs = code ? code.endsAt - code.startsAt : 0;
  // A code is accepted during its window and the next one: past that, showing it would mislead.
  const stale = code !== null && serverNow >= code.endsAt + windowMs;
  const secondsLeft = code ? Math.max(0, Math.ceil((code.endsAt - serverNow) / 1000)) : 0;
  const share = code ? Math.min(1, Math.max(0, (code.endsAt - serverNow) / windowMs)) : 0;

  return (
    <div className={classes.screen}>
      <div className={classes.header}>
        <p className={classes.kicker}>{t("display.kicker")}</p>
        <h1 className={classes.name}>{data?.label ?? t("display.fallbackTitle")}</h1>
      </div>
      {code && !stale ? (
        <>
          <div className={classes.code}>
            <QrSvg
              rows={code.rows}
              label={
                data ? t("display.qrLabel", { label: data.label }) : t("display.qrLabelFallback")
              }
              size="100%"
            />
          </div>
          <div className={classes.footer}>
            <p className={classes.steps}>{t("display.steps")}</p>
            <div className={classes.countdown}>
              <span>{t("display.countdown", { seconds: secondsLeft })}</span>
              <div className={classes.bar} aria-hidden="true">
                <div className={classes.fill} style={{ width: `${Math.round(share * 100)}%` }} />
              </div>
            </div>
          </div>
        </>
      ) : stale || display.isError ? (
        <p className={classes.notice} role="alert">
          {t("display.offline")}
        </p>
      ) : data && data.codeMode !== "SCREEN" ? (
        <p className={classes.notice}>
          {t.rich("display.printed", {
            link: (chunks) => <Link href="/admin/qr">{chunks}</Link>,
          })}
        </p>
      ) : data && !data.active ? (
        <p className={classes.notice}>{t("display.inactive")}</p>
      ) : (
        <p className={classes.notice} role="status">
          {t("display.loading")}
        </p>
      )}
    </div>
  );
}
