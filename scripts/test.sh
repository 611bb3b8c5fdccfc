#!/usr/bin/env bash
# Every test of the workspace, in the order a reviewer would want failures reported.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:5432/venue_test}"

echo "== type check"; pnpm typecheck
echo "== lint"; pnpm lint
echo "== unit, component and server tests"; pnpm test:unit
