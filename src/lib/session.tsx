import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { SessionPayload, SessionUserPayload } from "~/shared/session";

export const SESSION_ENDPOINT = "/api/_auth/session";

export type LogoutResult = "done" | "pending" | "failed";

export type SessionState = {
  /** The signed-in user, or null for a visitor (and until `ready`). */
  user: SessionUserPayload | null;
  session: SessionPayload | null;
  /** False until the first session fetch finished, successfully or not. */
  ready: boolean;
  loggedIn: boolean;
  /** Fetches the session again (after a sign-in, say). */
  refresh(): Promise<SessionPayload | null>;
  /**
   * Ends the session on the server and empties it here. "pending": there was no signal, so the
   * server is told later (README "Offline": a pending sign-out); "failed": not even that.
   */
  logout(): Promise<LogoutResult>;
};

/** Reads a GET /api/_auth/session answer: a session, or null for `{}` or anything malformed. */
export function parseSessionPayload(value: unknown): SessionPayload | null {
  if (typeof value !== "object" || value === null || !("user" in value)) return null;
  const { user } = value;
  if (typeof user !== "object" || user === null) return null;
  if (!("id" in user) || typeof user.id !== "string" || !("role" in user)) return null;
  const loggedInAt = "loggedInAt" in value ? value.loggedInAt : undefined;
  if (typeof loggedInAt !== "string") return null;
  const name = "name" in user && typeof user.name === "string" ? user.name : "";
  const email = "email" in user && typeof user.email === "string" ? user.email : "";
  const publicProfile = "publicProfile" in user && user.publicProfile === true;
  const role =
    user.role === "ADMIN" || user.role === "MODERATOR" || user.role === "PARTICIPANT"
      ? user.role
      : null;
  if (!role) return null;
  return { user: { id: user.id, name, email, role, publicProfile }, loggedInAt };
}

/**
 * GET the session once, without retry. Any failure (network, 404 before the endpoint exists,
 * a 500) is a visitor's empty session, silently: the seed never shows an error for this.
 */
export async function fetchSession(fetcher: typeof fetch = fetch): Promise<SessionPayload | null> {
  try {
    const response = await fetcher(SESSION_ENDPOINT, {
      headers: { accept: "application/json" },
      credentials: "same-origin",
      cache: "no-store",
    });
    if (!response.ok) return null;
    return parseSessionPayload(await response.json());
  } catch {
    return null;
  }
}

const SessionContext = createContext<SessionState | null>(null);

type Listener = (previous: SessionPayload | null, next: SessionPayload | null) => void;

/**
 * Holds the session for the whole app. `initial` is what a server-rendered page got from the
 * server (`pageProps.session`: a session or null); `undefined` means the page was pre-rendered,
 * so the session is fetched after mount. `onChange` sees every change (analytics, error reports).
 */
export function SessionProvider({
  initial,
  onChange,
  children,
}: {
  initial: SessionPayload | null | undefined;
  onChange?: Listener;
  children?: ReactNode;
}) {
  const [session, setSession] = useState<SessionPayload | null>(initial ?? null);
  const [ready, setReady] = useState(initial !== undefined);
  const current = useRef<SessionPayload | null>(null);
  const started = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const apply = useCallback((next: SessionPayload | null) => {
    const previous = current.current;
    current.current = next;
    setSession(next);
    setReady(true);
    onChangeRef.current?.(previous, next);
  }, []);

  const refresh = useCallback(async () => {
    const next = await fetchSession();
    apply(next);
    return next;
  }, [apply]);

  useEffect(() => {
    if (initial === undefined) {
      // Only a pre-rendered first page fetches; later pre-rendered pages keep what we have.
      if (!started.current) void refresh();
      started.current = true;
      return;
    }
    // A server-rendered page brings the server's view, fresher than ours: adopt it.
    if (!started.current || current.current?.user.id !== initial?.user.id) apply(initial);
    started.current = true;
  }, [initial, apply, refresh]);

  const logout = useCallback(async () => {
    // The offline code does it (README "Offline"): actions made without signal go first if they
    // can, the session ends (or, without signal, a pending sign-out is kept for the worker), and
    // nothing personal stays on the device. If that code cannot load, the DELETE alone.
    const offline = await import("./offline/client").catch(() => null);
    const result: LogoutResult = offline
      ? await offline.signOut(current.current?.user.id ?? null)
      : await fetch(SESSION_ENDPOINT, { method: "DELETE", credentials: "same-origin" }).then(
          (response) => (response.ok ? "done" : "failed"),
          () => "failed",
        );
    apply(null);
    offline?.announceSignOutHere();
    return result;
  }, [apply]);

  const value = useMemo<SessionState>(
    () => ({
      user: session?.user ?? null,
      session,
      ready,
      loggedIn: session !== null,
      refresh,
      logout,
    }),
    [session, ready, refresh, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: `user`, `ready`, `loggedIn`, `refresh()`, `logout()`. */
export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession needs <SessionProvider> (it is in _app).");
  return value;
}
