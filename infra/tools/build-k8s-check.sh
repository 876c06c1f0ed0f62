#!/usr/bin/env bash
# Builds the offline Kubernetes manifest checker (infra/k8s/check) into .tools/bin/k8s-check
# (infra/k8s/k8s-manifests.test.ts calls this first).
exec bash "$(dirname "$0")/build-go-check.sh" k8s-check infra/k8s/check "k8s.io/api and k8s.io/apimachinery"
