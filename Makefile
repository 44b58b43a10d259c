# VendorStack developer commands. `make help` lists them.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8080
CLUSTER_DATABASE_URL ?= postgresql://postgres@127.0.0.1:5432/vendorstack_cluster
CLUSTER_REDIS_URL ?= redis://127.0.0.1:6379/0
CLUSTER_PORTS ?= 8080,8081
CLUSTER_WORKERS ?= 2
# Test files are spread over this many pytest processes, each file kept whole so that its
# module-scoped fixtures (served sites, scanned sets) are built once.
TEST_PROCESSES ?= 2

.DEFAULT_GOAL := help

.PHONY: help install serve cluster test check lint format accuracy bench

help: ## list the targets
	@grep -E '^[a-z]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  %-10s %s\n", $$1, $$2}'

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

install: $(STAMP) ## create .venv and install the package with dev extras

serve: $(STAMP) ## migrate the database and serve the API on http://127.0.0.1:8080 (PORT=, HOST= change it)
	$(BIN)/vendorstack serve --host $(HOST) --port $(PORT)

cluster: $(STAMP) ## 2 API processes (:8080, :8081) + 2 scan workers on local PostgreSQL and Redis; Ctrl-C stops all
	$(BIN)/python -m vendorstack.cluster --database-url $(CLUSTER_DATABASE_URL) \
		--redis-url $(CLUSTER_REDIS_URL) --ports $(CLUSTER_PORTS) --workers $(CLUSTER_WORKERS)

lint: $(STAMP) ## ruff format --check, ruff check, mypy --strict, the import contracts (lint-imports)
	$(BIN)/ruff format --check src tests bench
	$(BIN)/ruff check src tests bench
	$(BIN)/mypy
	$(BIN)/lint-imports --no-cache

format: $(STAMP) ## apply ruff format and safe ruff fixes
	$(BIN)/ruff format src tests bench
	$(BIN)/ruff check --fix src tests bench

check: lint ## lint, then the whole test suite in TEST_PROCESSES processes (2 unless set)
	$(BIN)/pytest -n $(TEST_PROCESSES) --dist loadfile

test: check ## everything CI runs: format, lint, types, tests

accuracy: $(STAMP) ## score the extractor on ../shared/corpus and corpus2, write docs/accuracy.md
	$(BIN)/python -m bench.accuracy

bench: $(STAMP) ## run every benchmark in bench/ (see docs/benchmarks.md)
	$(BIN)/python -m bench
