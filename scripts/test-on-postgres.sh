#!/usr/bin/env bash
# The API and contract suites again, each server on its own database of the PostgreSQL cluster that
# TEST_DATABASE_URL names (.ci/run starts a throwaway one: scripts/throwaway-postgres.sh start).
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "The PostgreSQL run is skipped: TEST_DATABASE_URL names no cluster (scripts/throwaway-postgres.sh start makes one)."
  exit 0
fi
# Run once, on SQLite, as they test nothing a database answers differently: what only SQLite has (a
# backup or restore of its file, the import's spare writing thread and its checkpoint), or the process and
# HTTP layers (signals, headers, static files, cookies).
once=(
  restoreLock backup assetImportSpareWriter assetImportCheckpoint
  stopping securityHeaders static cookies
)
excluded=()
for name in "${once[@]}"; do excluded+=(--exclude "tests/api/$name.spec.ts"); done
DATABASE_URL=$TEST_DATABASE_URL exec npx vitest run tests/api tests/contract "${excluded[@]}" "$@"
