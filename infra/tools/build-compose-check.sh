#!/usr/bin/env bash
# Builds the docker-compose.yml checker (infra/deploy/check) into .tools/bin/compose-check
# (infra/deploy/deploy.test.ts calls this first).
exec bash "$(dirname "$0")/build-go-check.sh" compose-check infra/deploy/check "compose-go, the loader of docker compose, and BuildKit's Dockerfile parser"
