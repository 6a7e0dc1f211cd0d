#!/usr/bin/env bash
# A PostgreSQL cluster that lives as long as one test run: `start` makes one in a fresh folder, with
# Debian's own binaries, and prints its URL; `stop <url>` ends it and removes the folder. It listens
# only on a socket in that folder, so it never meets another cluster of the machine.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (Debian's package: postgresql)" >&2
  exit 1
fi
# initdb refuses to run as root: the cluster then belongs to Debian's postgres user.
as=()
if [ "$(id -u)" = 0 ]; then as=(runuser -u postgres --); fi

case "${1:-}" in
start)
  dir=$(mktemp -d /tmp/sd-postgres-XXXXXX)
  chmod 755 "$dir"
  if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-sync >"$dir/initdb.log"
  # A throwaway cluster need not survive a power cut: no fsync, as the tests' SQLite files.
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -s \
    -o "-k $dir -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start
  echo "postgres://postgres@localhost/postgres?host=$dir"
  ;;
stop)
  dir=${2:?usage: stop <url>}
  dir=${dir##*host=}
  [ -d "$dir/data" ] && "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate -w -s stop || true
  rm -rf "$dir"
  ;;
*)
  echo "usage: $0 start | stop <url>" >&2
  exit 2
  ;;
esac
