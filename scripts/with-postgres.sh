#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL 15 server:
# started from the Debian binaries as the postgres user in a temporary folder, on a free
# port on 127.0.0.1, and stopped at the end whatever the outcome.
#   usage: scripts/with-postgres.sh <command...>
set -euo pipefail

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "PostgreSQL 15 not found: installing it with apt-get" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
  else
    echo "PostgreSQL 15 server binaries are missing: run 'sudo apt-get install -y postgresql-15'" >&2
    exit 1
  fi
fi

RUNAS=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  RUNAS=(runuser -u postgres --)
fi

PGDATA_DIR=$(mktemp -d /tmp/amm-pg.XXXXXX)
chmod 755 "$PGDATA_DIR"
[ "$(id -u)" = 0 ] && chown postgres "$PGDATA_DIR"
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

cleanup() {
  "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PGDATA_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PGDATA_DIR"
}
trap cleanup EXIT

"${RUNAS[@]}" "$PGBIN/initdb" -D "$PGDATA_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PGDATA_DIR/data" -l "$PGDATA_DIR/log" -w \
  -o "-p $PORT -k $PGDATA_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null

export DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/postgres"
export PGHOST=127.0.0.1 PGPORT=$PORT PGUSER=postgres PGDATABASE=postgres
echo "PostgreSQL 15 running on 127.0.0.1:$PORT" >&2
"$@"
