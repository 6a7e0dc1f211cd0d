#!/usr/bin/env bash
# The API and contract suites again, each server on its own database of the PostgreSQL cluster that
# TEST_DATABASE_URL names (.ci/run starts a throwaway one: scripts/throwaway-postgres.sh start).
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "The PostgreSQL run is skipped: TEST_DATABASE_URL names no cluster (scripts/throwaway-postgres.sh start makes one)."
  exit 0
fi
DATABASE_URL=$TEST_DATABASE_URL exec npx vitest run tests/api tests/contract "$@"
