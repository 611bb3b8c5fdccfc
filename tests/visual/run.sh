#!/usr/bin/env bash
# Visual regression: builds Storybook, then screenshots every story x theme x width (storyMatrix.ts) in
# Debian's Chromium against the committed baselines in __screenshots__/.
# `pnpm test:visual --update` rewrites the baselines instead of comparing. Every run writes an HTML report
# to test-results/visual-report/ (baseline, actual and diff of each differing shot); a failing run says where.
set -euo pipefail
cd "$(dirname "$0")/../.."

update=()
if [ "${1:-}" = "--update" ]; then update=(--update-snapshots); fi

pnpm build-storybook --quiet >/dev/null
npx playwright test -c tests/visual/playwright.config.ts "${update[@]}"
