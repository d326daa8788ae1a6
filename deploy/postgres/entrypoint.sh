#!/bin/sh
# Creates the cluster on the first start (an empty PGDATA), then runs PostgreSQL in the foreground.
set -eu
: "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
USER_NAME="${POSTGRES_USER:-northwind}"
DATABASE="${POSTGRES_DB:-northwind}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$USER_NAME" --pwfile="$password_file" --auth=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$password_file"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "host all all ::/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  PGPASSWORD="$POSTGRES_PASSWORD" createdb --username="$USER_NAME" "$DATABASE"
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "postgres: created database $DATABASE for $USER_NAME"
fi
exec postgres -c listen_addresses="${POSTGRES_LISTEN:-*}" -p "$PGPORT"
