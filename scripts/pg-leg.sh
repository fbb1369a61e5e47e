#!/usr/bin/env bash
# The PostgreSQL leg: starts a throwaway PostgreSQL cluster (Debian's packages, installed when
# missing) on 127.0.0.1 with a private port and data directory, runs the whole Vitest suite
# against it, then serves the app on it and checks system.health over HTTP. Always stops the
# cluster and removes its files, pass or fail.
set -euo pipefail
cd "$(dirname "$0")/.."

is_root() { [ "$(id -u)" = "0" ]; }

find_bindir() {
  local candidate
  for candidate in "$(pg_config --bindir 2>/dev/null || true)" /usr/lib/postgresql/*/bin; do
    if [ -n "$candidate" ] && [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

bindir=$(find_bindir || true)
if [ -z "$bindir" ]; then
  if is_root && command -v apt-get >/dev/null 2>&1; then
    echo "Installing PostgreSQL from Debian's packages…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
    bindir=$(find_bindir || true)
  fi
fi
if [ -z "$bindir" ]; then
  echo "The PostgreSQL leg needs PostgreSQL's server programs (initdb, pg_ctl)." >&2
  echo "Install them with 'sudo apt-get install postgresql'." >&2
  exit 1
fi

# PostgreSQL refuses to run as root: as root, run it as the 'postgres' system user.
as_pg() {
  if is_root; then runuser -u postgres -- "$@"; else "$@"; fi
}
if is_root && ! id postgres >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin postgres
fi

workdir=$(mktemp -d /tmp/festival-pg.XXXXXX)
is_root && chown postgres "$workdir"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
app_pid=""
app_b_pid=""

cleanup() {
  local status=$?
  [ -n "$app_b_pid" ] && kill "$app_b_pid" 2>/dev/null && wait "$app_b_pid" 2>/dev/null || true
  # Instance A runs in its own process group (npx → tsx → demo → next-server): stop all of it.
  [ -n "$app_pid" ] && kill -- "-$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null || true
  as_pg "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
  exit $status
}
trap cleanup EXIT INT TERM

echo "Starting a throwaway PostgreSQL ($("$bindir/postgres" --version)) on 127.0.0.1:$port…"
as_pg "$bindir/initdb" -D "$workdir/data" -U festival --auth=trust -E UTF8 --locale=C >/dev/null
pg_options="-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
as_pg "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w -o "$pg_options" start >/dev/null

server="postgres://festival@127.0.0.1:$port"

echo "== Vitest suite on PostgreSQL"
TEST_DATABASE_URL="$server/postgres" npx vitest run

echo "== The app on PostgreSQL: migrate, serve, system.health"
(cd / && as_pg "$bindir/createdb" -h 127.0.0.1 -p "$port" -U festival festival)
export DATABASE_URL="$server/festival"
# Both app instances need the same secret (sealed cookies made by one are opened by the other).
SESSION_SECRET=$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')
export SESSION_SECRET
npm run --silent db:migrate
npm run --silent db:migrate | grep -q "up to date"
app_port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# setsid: its own process group, so that cleanup stops the server too, not only npx.
PORT=$app_port HOST=127.0.0.1 LOG_LEVEL=warn setsid npx tsx scripts/demo.mts > "$workdir/app.log" 2>&1 &
app_pid=$!
health=""
for _ in $(seq 1 300); do
  health=$(curl -fsS "http://127.0.0.1:$app_port/api/trpc/system.health" 2>/dev/null || true)
  [ -n "$health" ] && break
  if ! kill -0 "$app_pid" 2>/dev/null; then cat "$workdir/app.log" >&2; echo "The app did not start." >&2; exit 1; fi
  sleep 1
done
echo "system.health: $health"
if ! echo "$health" | grep -q '"status":"ok","database":"postgresql"'; then
  cat "$workdir/app.log" >&2
  echo "system.health did not answer from PostgreSQL." >&2
  exit 1
fi

echo "== Scale-out: a second instance on the same database"
app_b_port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
APP_URL="http://127.0.0.1:$app_b_port" LOG_LEVEL=warn NODE_ENV=production \
  node node_modules/next/dist/bin/next start --port "$app_b_port" --hostname 127.0.0.1 > "$workdir/app-b.log" 2>&1 &
app_b_pid=$!
for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$app_b_port/api/trpc/system.health" >/dev/null 2>&1 && break
  if ! kill -0 "$app_b_pid" 2>/dev/null; then cat "$workdir/app-b.log" >&2; echo "Instance B did not start." >&2; exit 1; fi
  sleep 1
done
runner=""
is_root && runner="runuser -u postgres --"
APP_A="http://127.0.0.1:$app_port" APP_B="http://127.0.0.1:$app_b_port" B_PID="$app_b_pid" \
  PG_STOP="$runner $bindir/pg_ctl -D $workdir/data -m fast -w stop" \
  PG_START="$runner $bindir/pg_ctl -D $workdir/data -l $workdir/server.log -w -o '$pg_options' start" \
  npx tsx scripts/scale-out-check.mts || { echo "--- instance A log"; tail -50 "$workdir/app.log"; echo "--- instance B log"; tail -50 "$workdir/app-b.log"; exit 1; } >&2
app_b_pid=""
echo "PostgreSQL leg passed."
