#!/usr/bin/env bash
# Every test of the workspace, in the order a reviewer would want failures reported.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:5432/venue_test}"

echo "== type check"; pnpm typecheck
echo "== lint"; pnpm lint
echo "== imports: no cycles, services free of http/, no test library in shipped code"; pnpm check:imports
echo "== unit, component and server tests (server on SQLite and PostgreSQL)"; pnpm test:unit
echo "== ticket-core: its own tests' line coverage, and in other time zones"
TZ=UTC pnpm test:coverage
TZ=America/Los_Angeles pnpm exec vitest run --project ticket-core
echo "== tenant apps build"; pnpm build
echo "== published packages: packed, installed into a fresh Vite app, built and opened"; pnpm test:publish
echo "== end to end in Chromium"; pnpm test:e2e
echo "== visual regression"; pnpm test:visual
