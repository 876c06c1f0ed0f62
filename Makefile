# The two commands that matter: `make start` (the whole platform locally) and `make test` (everything).
# See README.md. Tools and data live in git-ignored folders (.tools, .data, reports).
SHELL := /bin/bash
.DEFAULT_GOAL := help
NODE := node --import tsx
# .tools/node: Node.js 24 from the npm registry when the machine's own is older (infra/tools/install-node.sh)
export PATH := $(CURDIR)/.tools/node/bin:$(CURDIR)/.tools/bin:/usr/local/go/bin:$(PATH)

.PHONY: help deps node-runtime wrk start stop test test-unit test-e2e test-failure lint clean clean-all bench bench-capacity bench-expiry bench-live bench-scale budgets page-metrics prefetch-metrics contracts-snapshot route-paths

help:
	@echo "make start      install what is missing, start the whole stack on http://localhost:3000 (Ctrl-C stops)"
	@echo "make stop       stop a stack started with make start (from another terminal)"
	@echo "make test       unit, integration and end-to-end tests on their own ports; ends with 'N passed, N failed'"
	@echo "make test-unit  only the vitest projects; make test-e2e only the browser tests (each sets up and tears down like make test)"
	@echo "make test-failure  only the failure tests (services, NATS, Redis killed mid-run; part of make test)"
	@echo "make lint       eslint (with import boundaries) and the TypeScript type check"
	@echo "make bench      k6 load scenarios with budgets against a stack on port offset 20000 (not part of make test)"
	@echo "make bench-capacity  each read path's req/s, p50 and p99 under wrk at 16 and 64 connections, as a ratio to bare Node in the same run"
	@echo "make bench-expiry  the membership expiry worker over 100,000 members on FerretDB 27018 against a plain read of them"
	@echo "make bench-live  event to live notification latency (SSE through the bff) over 1,000 events, p50/p95"
	@echo "make bench-scale  seed five years of a 300-member club (SCALE=1/25, 1/5, 1 or steps) and time every screen's first reads and the writes against budgets"
	@echo "make budgets    each micro-frontend's initial JS (gzip) against its budget, then make page-metrics"
	@echo "make page-metrics  LCP, CLS and bytes of the home, a member and the super-admin page in Chromium, in English and Hindi, against budgets"
	@echo "make prefetch-metrics  tap to main content of a podcast and a shooter page on the mobile profile, with and without link prefetch"
	@echo "make route-paths  regenerate contracts/src/api/route-paths.ts and route-paths/ (the browser's zod-free route table) after a declaration change"
	@echo "make contracts-snapshot  refresh contracts/snapshots after a compatible contract change (README \"Contract snapshots\")"
	@echo "make clean      remove .data, builds and reports (make clean-all also removes node_modules and .tools)"
	@echo "make outdated   list the dependencies with a newer version on the registry (npm outdated, every workspace); exits 0"

# node_modules/.package-lock.json is npm's record of the last install: reinstall when the lock is newer.
# A fresh clone gets the exact lock (npm ci); later changes an incremental npm install.
node_modules/.package-lock.json: package-lock.json package.json | node-runtime
	@if [ -d node_modules ]; then echo "package-lock.json changed: npm install"; npm install --no-audit --no-fund; \
	else echo "Installing node dependencies (npm ci)..."; npm ci --no-audit --no-fund; fi
	@touch $@

# Node.js 24 (.nvmrc) before anything runs: fetched into .tools/node once when the machine's is older.
node-runtime:
	@infra/tools/install-node.sh

deps: node-runtime node_modules/.package-lock.json

# What has a newer version on the registry, for every workspace (current, wanted by the range, latest);
# lists only, and exits 0 even when something is outdated (npm outdated exits 1 then).
.PHONY: outdated
outdated: deps
	@npm outdated || true

start: deps
	@$(NODE) infra/dev/stack.ts

stop:
	@if [ -d node_modules ]; then $(NODE) infra/dev/stop.ts; else echo "No stack is running."; fi

test: deps
	@$(NODE) infra/test/run-tests.ts

# One half of make test each (same set-up and teardown).
test-unit: deps
	@$(NODE) infra/test/run-tests.ts --only=unit

# One e2e run at a time per checkout: each rebuilds the frontends' shared dist folders when stale.
test-e2e: deps
	@mkdir -p .data && flock .data/test-e2e.lock $(NODE) infra/test/run-tests.ts --only=e2e

test-failure: deps
	@$(NODE) infra/test/run-tests.ts --only=failure

# k6 (built once into .tools/bin) against its own stack; reports in reports/bench. See README "Benchmarks".
.tools/bin/k6: infra/tools/install-k6.sh
	@infra/tools/install-k6.sh

bench: deps .tools/bin/k6
	@$(NODE) infra/k6/run-bench.ts; budgets=$$?; $(MAKE) --no-print-directory wrk && $(NODE) infra/bench/capacity.ts && exit $$budgets

# Capacity alone: each read path under wrk, as a ratio to bare Node in the same run.
# wrk (Debian's package): a load generator in C that is not the bottleneck, unlike k6 on two cores (issue 32)
wrk:
	@command -v wrk >/dev/null || { echo "Installing Debian's wrk package..."; $$( [ "$$(id -u)" = 0 ] || echo sudo -n ) apt-get install -y -qq wrk </dev/null; }

bench-capacity: deps wrk
	@$(NODE) infra/bench/capacity.ts

# The membership expiry worker over 100,000 members against a plain read of them (README "Benchmarks").
bench-expiry: deps
	@cd services/auth && npx tsx bench/expiry-100k.ts

# Event to visible notification: 1,000 events to one member's open live stream, p50/p95 (README "Benchmarks").
bench-live: deps
	@$(NODE) infra/bench/live-latency.ts

# Five years of a 300-member club on a stack of its own, then each screen's first reads and the main
# writes through the bff against their budgets; SCALE=1/25, 1/5, 1 (default) or steps (README "Club-scale benchmark").
bench-scale: deps
	@SCALE=$(SCALE) $(NODE) infra/bench/scale/run.ts

# Bundle sizes, then page metrics (LCP, CLS, bytes) in Chromium; fails when either breaks a budget. See README "Front-end budgets".
budgets: deps
	@s=0; $(NODE) infra/budgets/bundle-budgets.ts || s=1; SKIP_FRONTENDS_BUILD=1 $(NODE) infra/budgets/page-metrics.ts || s=1; exit $$s

page-metrics: deps
	@$(NODE) infra/budgets/page-metrics.ts

# SPEC 9 link prefetch: what it saves a phone between the tap and the page (not part of make test).
prefetch-metrics: deps
	@$(NODE) infra/budgets/prefetch-metrics.ts

# The browser's zod-free copy of the declarations' methods and paths (contracts/test/route-paths.test.ts
# fails when it is stale).
route-paths: deps
	@$(NODE) contracts/scripts/route-paths.ts

# The committed JSON Schema of every event version and route, and of the remotes' exposed module
# (README "Contract snapshots"); refuses a breaking change unless ACCEPT_BREAKING=1.
contracts-snapshot: deps
	@ACCEPT_BREAKING=$(ACCEPT_BREAKING) $(NODE) contracts/scripts/snapshot.ts
	@cd frontends/ui && ACCEPT_BREAKING=$(ACCEPT_BREAKING) npx vitest run remote-contract --update

lint: deps
	npx eslint .
	npx tsc -p tsconfig.json
	npx tsc -p tsconfig.server.json

clean: stop
	@if [ -d node_modules ]; then $(NODE) infra/dev/drop-dev-store.ts; fi
	rm -rf .data reports test-results playwright-report coverage
	rm -rf frontends/*/dist bff/dist services/*/dist contracts/dist

clean-all: clean
	rm -rf node_modules */node_modules */*/node_modules .tools
